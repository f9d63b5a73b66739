import type { OrganiserChange } from "../../../lib/admin/organisers-api.ts";
import { formatLongDate, formatTime } from "../../../lib/club-time/index.ts";

/** "Robin invited sam@school.example", in words for people. */
function describe({ actorName, actorEmail, action, subjectEmail }: OrganiserChange): string {
  const who = actorName.trim() || actorEmail;
  switch (action) {
    case "invited":
      return `${who} invited ${subjectEmail}`;
    case "joined":
      return `${who} joined as organiser (${subjectEmail})`;
    case "removed":
      return `${who} removed ${subjectEmail} as organiser`;
    case "cancelled":
      return `${who} cancelled the invitation to ${subjectEmail}`;
  }
}

/** Who changed the organisers, how and when, newest first. */
export function ChangeLog({ changes, timeZone }: { changes: OrganiserChange[]; timeZone: string }) {
  return (
    <section className="admin-card" aria-labelledby="changes-heading">
      <h2 id="changes-heading">Changes</h2>
      {changes.length === 0 ? (
        <p>No changes yet.</p>
      ) : (
        <ul className="organiser-changes">
          {changes.map((change) => (
            <li key={change.id}>
              <time dateTime={change.time}>
                {formatLongDate(change.time, timeZone)}, {formatTime(change.time, timeZone)}
              </time>
              <span>{describe(change)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
