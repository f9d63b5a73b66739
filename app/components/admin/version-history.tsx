import type { SavedVersion, VersionData } from "../../lib/collections/versions.ts";
import { formatDateTime } from "../../lib/club-time/index.ts";
import { changedFields, diffLines, type FieldChange } from "../../lib/admin/version-diff.ts";

// The words of the history card, in one place.
const WORDS = {
  heading: "History",
  hint: "Every saved version, newest first, with who saved it. Restoring one saves it again as the newest version; nothing is lost.",
  none: "No saved versions yet.",
  current: "(what the site shows now)",
  changes: "What changed",
  firstVersion: "The first version kept.",
  noChanges: "Saved without changes.",
  restore: "Restore this version",
  restoring: "Restoring...",
  before: "Before",
  after: "After",
  byNobody: "the club's starting files",
};

interface VersionHistoryProps {
  versions: SavedVersion[];
  timeZone: string;
  /** The words for a field's key ("club_name" is "Club name"). */
  labelOf(key: string): string;
  isRestoring: boolean;
  onRestore(versionId: string): void;
}

/** Who saved each version and when, what it changed, and a way to restore any earlier one. */
export function VersionHistory({
  versions,
  timeZone,
  labelOf,
  isRestoring,
  onRestore,
}: VersionHistoryProps) {
  return (
    <section className="admin-card version-history" aria-labelledby="history-heading">
      <h2 id="history-heading">{WORDS.heading}</h2>
      <p className="admin-hint">{WORDS.hint}</p>
      {versions.length === 0 ? (
        <p>{WORDS.none}</p>
      ) : (
        <ol className="version-list">
          {versions.map((version, index) => (
            <li key={version.id} className="version">
              <p className="version-who">
                <time dateTime={version.savedAt}>{formatDateTime(version.savedAt, timeZone)}</time>{" "}
                · {version.author || WORDS.byNobody} {index === 0 && WORDS.current}
              </p>
              <details>
                <summary>{WORDS.changes}</summary>
                <Changes
                  before={versions[index + 1]?.data ?? null}
                  after={version.data}
                  labelOf={labelOf}
                />
              </details>
              {index > 0 && (
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={isRestoring}
                  onClick={() => onRestore(version.id)}
                >
                  {isRestoring ? WORDS.restoring : WORDS.restore}
                </button>
              )}
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
  if (before === null) return <p>{WORDS.firstVersion}</p>;
  const changes = changedFields(before, after);
  if (changes.length === 0) return <p>{WORDS.noChanges}</p>;
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
  if (!change.before.includes("\n") && !change.after.includes("\n")) {
    return (
      <>
        <del aria-label={WORDS.before}>{change.before}</del>{" "}
        <ins aria-label={WORDS.after}>{change.after}</ins>
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
