import { useWords, type Words } from "../../../lib/words.tsx";
import type { OrganiserChange } from "../../../lib/admin/organisers-api.ts";
import { formatLongDate, formatTime } from "../../../lib/club-time/index.ts";

/** "Robin invited sam@school.example", in words for people. */
function describe(
  { actorName, actorEmail, action, subjectEmail }: OrganiserChange,
  words: Words,
): string {
  const who = actorName.trim() || actorEmail;
  return words.t("admin.organisers.change", { who, action, email: subjectEmail });
}

/** Who changed the organisers, how and when, newest first. */
export function ChangeLog({ changes, timeZone }: { changes: OrganiserChange[]; timeZone: string }) {
  const words = useWords();
  return (
    <section className="admin-card" aria-labelledby="changes-heading">
      <h2 id="changes-heading">{words.t("admin.organisers.changes")}</h2>
      {changes.length === 0 ? (
        <p>{words.t("admin.organisers.noChanges")}</p>
      ) : (
        <ul className="organiser-changes">
          {changes.map((change) => (
            <li key={change.id}>
              <time dateTime={change.time}>
                {words.t("admin.dateAndTime", {
                  date: formatLongDate(change.time, timeZone, words.intlTag),
                  time: formatTime(change.time, timeZone, words.intlTag),
                })}
              </time>
              <span>{describe(change, words)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
