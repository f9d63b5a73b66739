import type { Meeting } from "../../lib/club-documents.ts";
import { MeetingCard } from "./meeting-card.tsx";

interface MeetingListProps {
  heading: string;
  emptyMessage: string;
  meetings: Meeting[];
  timeZone: string;
}

/** A titled list of meeting cards ("Upcoming Meetings", "Previous Meetings"). */
export function MeetingList({ heading, emptyMessage, meetings, timeZone }: MeetingListProps) {
  const headingId = `${heading.toLowerCase().replace(/\W+/g, "-")}-heading`;
  return (
    <section className="admin-meeting-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {meetings.length === 0 ? (
        <p className="admin-empty">{emptyMessage}</p>
      ) : (
        <ul className="admin-meeting-list">
          {meetings.map((meeting) => (
            <MeetingCard key={meeting.id} meeting={meeting} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </section>
  );
}
