import type { ReactNode } from "react";
import type { SaveConflictFound } from "../../lib/admin/versioned-form.ts";
import type { VersionData } from "../../lib/collections/versions.ts";
import { formatDateTime } from "../../lib/club-time/index.ts";
import { changedFields } from "../../lib/admin/version-diff.ts";
import { useWords } from "../../lib/words.tsx";

interface SaveConflictProps {
  conflict: SaveConflictFound;
  mine: VersionData | null;
  timeZone: string;
  labelOf(key: string): string;
  /** Save mine over theirs, and take theirs: buttons, or a form's on a screen the server draws. */
  actions: ReactNode;
}

/** Someone else's save that came between: both versions side by side, and the two ways on. */
export function SaveConflict({ conflict, mine, timeZone, labelOf, actions }: SaveConflictProps) {
  const words = useWords();
  const changes = mine === null ? [] : changedFields(conflict.theirs, mine);
  return (
    <section className="admin-card save-conflict" role="alert" aria-labelledby="conflict-heading">
      <h2 id="conflict-heading">{words.t("admin.conflict.heading")}</h2>
      <p>
        {words.t("admin.conflict.saved", {
          who: conflict.author || words.t("admin.conflict.someone"),
          when: formatDateTime(conflict.savedAt, timeZone, words.intlTag),
        })}
      </p>
      {changes.length === 0 ? (
        <p>{words.t("admin.conflict.same")}</p>
      ) : (
        <dl className="version-changes">
          {changes.map((change) => (
            <div key={change.key}>
              <dt>{labelOf(change.key)}</dt>
              <dd>
                {words.t("admin.conflict.theirs")}: <del>{change.before}</del>
              </dd>
              <dd>
                {words.t("admin.conflict.yours")}: <ins>{change.after}</ins>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div className="save-conflict-actions">{actions}</div>
    </section>
  );
}
