import type { EventDraft } from "../../lib/admin/event-draft.ts";
import { SettingsField } from "./settings-field.tsx";

interface EventSettingsProps {
  draft: EventDraft;
  /** The club's time zone, named beside the times so nobody reads them as their own. */
  timeZone: string;
  onChange(patch: Partial<EventDraft>): void;
}

const FIELDS: { key: keyof EventDraft; label: string; type: "text" | "date" | "time" }[] = [
  { key: "title", label: "Title", type: "text" },
  { key: "startDate", label: "Start date", type: "date" },
  { key: "startTime", label: "Start time", type: "time" },
  { key: "endDate", label: "End date", type: "date" },
  { key: "endTime", label: "End time", type: "time" },
];

/** The Event Settings card: the title and native date and time inputs in the club's zone. */
export function EventSettings({ draft, timeZone, onChange }: EventSettingsProps) {
  return (
    <section className="admin-card" aria-labelledby="event-settings-heading">
      <h2 id="event-settings-heading">Event Settings</h2>
      <p className="admin-hint" id="event-settings-zone">
        Dates and times are in the club's time zone ({timeZone.replace(/_/g, " ")}). The event is
        listed on the home page, and shows as ended once its end has passed.
      </p>
      <div className="meeting-settings-grid">
        {FIELDS.map(({ key, label, type }) => (
          <SettingsField
            key={key}
            id={`event-${key}`}
            className={`event-settings-${key}`}
            label={label}
            type={type}
            value={draft[key]}
            zoneHintId="event-settings-zone"
            onChange={(value) => onChange({ [key]: value })}
          />
        ))}
      </div>
    </section>
  );
}
