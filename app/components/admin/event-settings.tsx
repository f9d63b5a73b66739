import type { EventDraft } from "../../lib/admin/event-draft.ts";
import { MarkdownEditorOnDemand } from "./markdown-editor-on-demand.tsx";
import { SettingsField } from "./settings-field.tsx";

interface EventSettingsProps {
  draft: EventDraft;
  /** The club's time zone, named beside the times so nobody reads them as their own. */
  timeZone: string;
  onChange(patch: Partial<EventDraft>): void;
}

type TextSetting = Exclude<keyof EventDraft, "location_on_request" | "description">;

const FIELDS: { key: TextSetting; label: string; type: "text" | "date" | "time" }[] = [
  { key: "title", label: "Title", type: "text" },
  { key: "startDate", label: "Start date", type: "date" },
  { key: "startTime", label: "Start time", type: "time" },
  { key: "endDate", label: "End date", type: "date" },
  { key: "endTime", label: "End time", type: "time" },
  { key: "location", label: "Place (a room, or an address visitors can find)", type: "text" },
];

/**
 * The Event Settings card: the title, native date and time inputs in the club's zone, the place
 * (or "on request"), and the description in Markdown, as the event's page shows them.
 */
export function EventSettings({ draft, timeZone, onChange }: EventSettingsProps) {
  return (
    <section className="admin-card" aria-labelledby="event-settings-heading">
      <h2 id="event-settings-heading">Event Settings</h2>
      <p className="admin-hint" id="event-settings-zone">
        Dates and times are in the club's time zone ({timeZone.replace(/_/g, " ")}). The event is
        listed on the home page and has a page of its own, and shows as ended once its end has
        passed.
      </p>
      <div className="meeting-settings-grid">
        {FIELDS.filter(({ key }) => !(key === "location" && draft.location_on_request)).map(
          ({ key, label, type }) => (
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
          ),
        )}
      </div>
      <div className="admin-checkbox">
        <input
          id="event-location-on-request"
          type="checkbox"
          checked={draft.location_on_request}
          aria-describedby="event-location-on-request-hint"
          onChange={(event) =>
            // The place leaves the public document: the draft drops it too, so what is saved
            // is what the screen shows.
            onChange({
              location_on_request: event.target.checked,
              ...(event.target.checked ? { location: "" } : {}),
            })
          }
        />
        <label htmlFor="event-location-on-request">Place given only on request</label>
        <p className="admin-hint" id="event-location-on-request-hint">
          The event's page, the home page and the calendars then say "Ask a club leader where we
          meet" instead of the place, for an event whose place should not be public.
        </p>
      </div>
      <section className="event-settings-description" aria-labelledby="event-description-label">
        <p id="event-description-label" className="admin-label">
          Description
        </p>
        <p className="admin-hint">
          What visitors read on the event's page: what it is, what to bring, who it is for. Written
          in Markdown: use the toolbar, or type it. The preview shows what visitors will see.
        </p>
        <MarkdownEditorOnDemand
          labelId="event-description-label"
          initialValue={draft.description}
          onChange={(description) => onChange({ description })}
        />
      </section>
    </section>
  );
}
