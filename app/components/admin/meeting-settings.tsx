import type { SettingsDraft } from "../../lib/admin/meeting-draft.ts";
import { MeetingLanguage } from "./meeting-language.tsx";
import { SettingsField } from "./settings-field.tsx";
import { isEndBeforeStart } from "../../lib/admin/time-order.ts";
import type { MessageId } from "../../../i18n/translate.ts";
import { useWords } from "../../lib/words.tsx";

interface MeetingSettingsProps {
  settings: SettingsDraft;
  /** The club's time zone, named beside the times so nobody reads them as their own. */
  timeZone: string;
  onChange(patch: Partial<SettingsDraft>): void;
}

type TextSetting = Exclude<keyof SettingsDraft, "canceled" | "location_on_request" | "language">;

const TEXT_FIELDS: { key: TextSetting; label: MessageId; type: "text" | "date" | "time" }[] = [
  { key: "title", label: "admin.settings.title", type: "text" },
  { key: "location", label: "admin.settings.location", type: "text" },
  { key: "startDate", label: "admin.settings.startDate", type: "date" },
  { key: "startTime", label: "admin.settings.startTime", type: "time" },
  { key: "endDate", label: "admin.settings.endDate", type: "date" },
  { key: "endTime", label: "admin.settings.endTime", type: "time" },
  { key: "accessibility_notes", label: "admin.meeting.settings.accessibility", type: "text" },
];

/** The Meeting Settings card: title, location, native date and time inputs, and canceled. */
export function MeetingSettings({ settings, timeZone, onChange }: MeetingSettingsProps) {
  const words = useWords();
  const endProblem = words.t("admin.settings.endBeforeStart");
  return (
    <section className="admin-card" aria-labelledby="meeting-settings-heading">
      <h2 id="meeting-settings-heading">{words.t("admin.meeting.settings.heading")}</h2>
      <p className="admin-hint" id="meeting-settings-zone">
        {words.t("admin.settings.zone", { zone: timeZone.replace(/_/g, " ") })}
      </p>
      <div className="meeting-settings-grid">
        {TEXT_FIELDS.filter(({ key }) => !(key === "location" && settings.location_on_request)).map(
          ({ key, label, type }) => (
            <SettingsField
              key={key}
              id={`meeting-${key}`}
              className={`meeting-settings-${key}`}
              label={words.t(label)}
              type={type}
              value={settings[key]}
              zoneHintId="meeting-settings-zone"
              problem={
                key === "endDate" && isEndBeforeStart(settings, timeZone) ? endProblem : null
              }
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
        <label htmlFor="meeting-location-on-request">{words.t("admin.settings.onRequest")}</label>
        <p className="admin-hint" id="meeting-location-on-request-hint">
          {words.t("admin.meeting.settings.onRequestHint")}
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
        <label htmlFor="meeting-canceled">{words.t("admin.schedule.canceled")}</label>
        <p className="admin-hint" id="meeting-canceled-hint">
          {words.t("admin.meeting.settings.canceledHint")}
        </p>
      </div>
    </section>
  );
}
