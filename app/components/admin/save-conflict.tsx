import type { VersionedResult } from "../../lib/admin/versioned-actions.ts";
import type { VersionData } from "../../lib/collections/versions.ts";
import { formatDateTime } from "../../lib/club-time/index.ts";
import { changedFields } from "../../lib/admin/version-diff.ts";

const WORDS = {
  heading: "Someone else saved this while you were editing",
  saved: (who: string, when: string) =>
    `${who || "Another organiser"} saved a version at ${when}. Nothing of yours was saved yet. Compare the two, then keep yours or take theirs.`,
  field: "Field",
  yours: "Yours",
  theirs: "Theirs",
  keepMine: "Save mine over theirs",
  takeTheirs: "Take theirs into the form",
  same: "Their version is the same as yours.",
};

interface SaveConflictProps {
  conflict: NonNullable<VersionedResult["conflict"]>;
  mine: VersionData | null;
  timeZone: string;
  labelOf(key: string): string;
  onKeepMine(): void;
  onTakeTheirs(): void;
}

/** Someone else's save that came between: both versions side by side, and the two ways on. */
export function SaveConflict({
  conflict,
  mine,
  timeZone,
  labelOf,
  onKeepMine,
  onTakeTheirs,
}: SaveConflictProps) {
  const changes = mine === null ? [] : changedFields(conflict.theirs, mine);
  return (
    <section className="admin-card save-conflict" role="alert" aria-labelledby="conflict-heading">
      <h2 id="conflict-heading">{WORDS.heading}</h2>
      <p>{WORDS.saved(conflict.author, formatDateTime(conflict.savedAt, timeZone))}</p>
      {changes.length === 0 ? (
        <p>{WORDS.same}</p>
      ) : (
        <dl className="version-changes">
          {changes.map((change) => (
            <div key={change.key}>
              <dt>{labelOf(change.key)}</dt>
              <dd>
                {WORDS.theirs}: <del>{change.before}</del>
              </dd>
              <dd>
                {WORDS.yours}: <ins>{change.after}</ins>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div className="save-conflict-actions">
        <button type="button" className="button button-primary" onClick={onKeepMine}>
          {WORDS.keepMine}
        </button>
        <button type="button" className="button button-secondary" onClick={onTakeTheirs}>
          {WORDS.takeTheirs}
        </button>
      </div>
    </section>
  );
}
