import type { SettingsDraft } from "../../lib/admin/meeting-draft.ts";
import { MeetingLanguage } from "./meeting-language.tsx";
import { SettingsField } from "./settings-field.tsx";
import type { MessageId } from "../../../i18n/translate.ts";
import { useWords } from "../../lib/words.tsx";

interface MeetingSettingsProps {
  /** What the fields hold: as stored, or as typed in a save that was refused. */
  settings: SettingsDraft;
  /** The club's time zone, named beside the times so nobody reads them as their own. */
  timeZone: string;
  /** Whether a refused save had the end before the start: the end's date says so. */
  isEndBeforeStart: boolean;
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

/**
 * The Meeting Settings card of Manage Meeting's form: title, location, native date and time
 * inputs, language, and the two flags. Each field is named as the action reads it
 * (meetingDraftFromForm).
 */
export function MeetingSettings({ settings, timeZone, isEndBeforeStart }: MeetingSettingsProps) {
  const words = useWords();
  const endProblem = words.t("admin.settings.endBeforeStart");
  return (
    <section className="admin-card" aria-labelledby="meeting-settings-heading">
      <h2 id="meeting-settings-heading">{words.t("admin.meeting.settings.heading")}</h2>
      <p className="admin-hint" id="meeting-settings-zone">
        {words.t("admin.settings.zone", { zone: timeZone.replace(/_/g, " ") })}
      </p>
      <div className="meeting-settings-grid">
        {TEXT_FIELDS.map(({ key, label, type }) => (
          <SettingsField
            key={key}
            id={`meeting-${key}`}
            name={key}
            className={`meeting-settings-${key}`}
            label={words.t(label)}
            type={type}
            value={settings[key]}
            zoneHintId="meeting-settings-zone"
            problem={key === "endDate" && isEndBeforeStart ? endProblem : null}
          />
        ))}
        <MeetingLanguage value={settings.language} />
      </div>
      <div className="admin-checkbox">
        <input
          id="meeting-location-on-request"
          name="location_on_request"
          type="checkbox"
          defaultChecked={settings.location_on_request}
          aria-describedby="meeting-location-on-request-hint"
        />
        <label htmlFor="meeting-location-on-request">{words.t("admin.settings.onRequest")}</label>
        <p className="admin-hint" id="meeting-location-on-request-hint">
          {words.t("admin.meeting.settings.onRequestHint")}
        </p>
      </div>
      <div className="admin-checkbox">
        <input
          id="meeting-canceled"
          name="canceled"
          type="checkbox"
          defaultChecked={settings.canceled}
          aria-describedby="meeting-canceled-hint"
        />
        <label htmlFor="meeting-canceled">{words.t("admin.schedule.canceled")}</label>
        <p className="admin-hint" id="meeting-canceled-hint">
          {words.t("admin.meeting.settings.canceledHint")}
        </p>
      </div>
    </section>
  );
}
