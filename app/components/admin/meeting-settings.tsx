import type { SettingsDraft } from "../../lib/admin/meeting-draft.ts";
import { MeetingLanguage } from "./meeting-language.tsx";
import { SettingsField } from "./settings-field.tsx";

interface MeetingSettingsProps {
  settings: SettingsDraft;
  /** The club's time zone, named beside the times so nobody reads them as their own. */
  timeZone: string;
  onChange(patch: Partial<SettingsDraft>): void;
}

type TextSetting = Exclude<keyof SettingsDraft, "canceled" | "location_on_request" | "language">;

const TEXT_FIELDS: { key: TextSetting; label: string; type: "text" | "date" | "time" }[] = [
  { key: "title", label: "Title", type: "text" },
  { key: "location", label: "Location", type: "text" },
  { key: "startDate", label: "Start date", type: "date" },
  { key: "startTime", label: "Start time", type: "time" },
  { key: "endDate", label: "End date", type: "date" },
  { key: "endTime", label: "End time", type: "time" },
  {
    key: "accessibility_notes",
    label: "Accessibility notes for visitors (e.g. step-free entrance by the gym)",
    type: "text",
  },
];

/** The Meeting Settings card: title, location, native date and time inputs, and canceled. */
export function MeetingSettings({ settings, timeZone, onChange }: MeetingSettingsProps) {
  return (
    <section className="admin-card" aria-labelledby="meeting-settings-heading">
      <h2 id="meeting-settings-heading">Meeting Settings</h2>
      <p className="admin-hint" id="meeting-settings-zone">
        Dates and times are in the club's time zone ({timeZone.replace(/_/g, " ")}).
      </p>
      <div className="meeting-settings-grid">
        {TEXT_FIELDS.filter(({ key }) => !(key === "location" && settings.location_on_request)).map(
          ({ key, label, type }) => (
            <SettingsField
              key={key}
              id={`meeting-${key}`}
              className={`meeting-settings-${key}`}
              label={label}
              type={type}
              value={settings[key]}
              zoneHintId="meeting-settings-zone"
              onChange={(value) => onChange({ [key]: value })}
            />
          ),
        )}
        <MeetingLanguage
          value={settings.language}
          onChange={(language) => onChange({ language })}
        />
      </div>
      <div className="admin-checkbox">
        <input
          id="meeting-location-on-request"
          type="checkbox"
          checked={settings.location_on_request}
          aria-describedby="meeting-location-on-request-hint"
          onChange={(event) =>
            // The room leaves the public document: the draft drops it too, so what is saved
            // is what the screen shows.
            onChange({
              location_on_request: event.target.checked,
              ...(event.target.checked ? { location: "" } : {}),
            })
          }
        />
        <label htmlFor="meeting-location-on-request">Room given only on request</label>
        <p className="admin-hint" id="meeting-location-on-request-hint">
          The site then says "Ask a club leader where we meet" and keeps the room off every public
          page and feed. Keep the room in the organiser notes below if you need it written down.
        </p>
      </div>
      <div className="admin-checkbox">
        <input
          id="meeting-canceled"
          type="checkbox"
          checked={settings.canceled}
          aria-describedby="meeting-canceled-hint"
          onChange={(event) => onChange({ canceled: event.target.checked })}
        />
        <label htmlFor="meeting-canceled">Canceled</label>
        <p className="admin-hint" id="meeting-canceled-hint">
          A canceled meeting stays on the site, clearly marked as canceled.
        </p>
      </div>
    </section>
  );
}
