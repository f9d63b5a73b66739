import type { ReactNode } from "react";
import type { SavedVersion, VersionData } from "../../lib/collections/versions.ts";
import { formatDateTime } from "../../lib/club-time/index.ts";
import { changedFields, diffLines, type FieldChange } from "../../lib/admin/version-diff.ts";
import { useWords } from "../../lib/words.tsx";

interface VersionHistoryProps {
  versions: SavedVersion[];
  timeZone: string;
  /** The words for a field's key ("club_name" is "Club name"). */
  labelOf(key: string): string;
  /** The way to restore an earlier version: a button, or a form on a screen the server draws. */
  restore(versionId: string): ReactNode;
}

/** Who saved each version and when, what it changed, and a way to restore any earlier one. */
export function VersionHistory({ versions, timeZone, labelOf, restore }: VersionHistoryProps) {
  const words = useWords();
  return (
    <section className="admin-card version-history" aria-labelledby="history-heading">
      <h2 id="history-heading">{words.t("admin.history.heading")}</h2>
      <p className="admin-hint">{words.t("admin.history.hint")}</p>
      {versions.length === 0 ? (
        <p>{words.t("admin.history.none")}</p>
      ) : (
        <ol className="version-list">
          {versions.map((version, index) => (
            <li key={version.id} className="version">
              <p className="version-who">
                <time dateTime={version.savedAt}>
                  {formatDateTime(version.savedAt, timeZone, words.intlTag)}
                </time>{" "}
                · {version.author || words.t("admin.history.byNobody")}{" "}
                {index === 0 && words.t("admin.history.current")}
              </p>
              <details>
                <summary>{words.t("admin.history.changes")}</summary>
                <Changes
                  before={versions[index + 1]?.data ?? null}
                  after={version.data}
                  labelOf={labelOf}
                />
              </details>
              {index > 0 && restore(version.id)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Changes({
  before,
  after,
  labelOf,
}: {
  before: VersionData | null;
  after: VersionData;
  labelOf(key: string): string;
}) {
  const words = useWords();
  if (before === null) return <p>{words.t("admin.history.firstVersion")}</p>;
  const changes = changedFields(before, after);
  if (changes.length === 0) return <p>{words.t("admin.history.noChanges")}</p>;
  return (
    <dl className="version-changes">
      {changes.map((change) => (
        <div key={change.key}>
          <dt>{labelOf(change.key)}</dt>
          <dd>
            <FieldDiff change={change} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A short value as before and after; a long text as the lines taken out and put in. */
function FieldDiff({ change }: { change: FieldChange }) {
  const words = useWords();
  if (!change.before.includes("\n") && !change.after.includes("\n")) {
    return (
      <>
        <del aria-label={words.t("admin.history.before")}>{change.before}</del>{" "}
        <ins aria-label={words.t("admin.history.after")}>{change.after}</ins>
      </>
    );
  }
  return (
    <pre className="version-diff">
      {diffLines(change.before, change.after)
        .filter((line) => line.kind !== "same")
        .map((line, index) =>
          line.kind === "added" ? (
            <ins key={index}>+ {line.text}</ins>
          ) : (
            <del key={index}>- {line.text}</del>
          ),
        )}
    </pre>
  );
}
