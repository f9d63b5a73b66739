import type { EventDraft } from "../../lib/admin/event-draft.ts";
import type { PictureProblem } from "../../lib/admin/posted-picture.server.ts";
import { EventFlyer } from "./event-flyer.tsx";
import { MarkdownField } from "./markdown-field.tsx";
import { SettingsField } from "./settings-field.tsx";
import type { MessageId } from "../../../i18n/translate.ts";
import { useWords } from "../../lib/words.tsx";

interface EventSettingsProps {
  /** What the fields hold: as stored, or as typed in a save that was refused. */
  draft: EventDraft;
  /** The club's time zone, named beside the times so nobody reads them as their own. */
  timeZone: string;
  /** Whether a refused save had the end before the start: the end's date says so. */
  isEndBeforeStart: boolean;
  /** Why the flyer cannot be saved as it is, after a refused save; else null. */
  flyerAltProblem: string | null;
  /** Why the flyer's file last chosen was not stored, or null. */
  flyerProblem: PictureProblem | null;
}

type TextSetting = Exclude<
  keyof EventDraft,
  | "location_on_request"
  | "description"
  | "flyer_file_id"
  | "flyer_alt"
  | "flyer_width"
  | "flyer_height"
>;

const FIELDS: { key: TextSetting; label: MessageId; type: "text" | "date" | "time" }[] = [
  { key: "title", label: "admin.settings.title", type: "text" },
  { key: "startDate", label: "admin.settings.startDate", type: "date" },
  { key: "startTime", label: "admin.settings.startTime", type: "time" },
  { key: "endDate", label: "admin.settings.endDate", type: "date" },
  { key: "endTime", label: "admin.settings.endTime", type: "time" },
  { key: "location", label: "admin.event.placeLabel", type: "text" },
];

/**
 * The Event Settings card: the title, native date and time inputs in the club's zone, the place
 * (or "on request"), the description in Markdown, and the flyer, as the event's page shows them:
 * the fields of Manage Event's form, each named by its attribute (eventDraftFromForm).
 */
export function EventSettings({
  draft,
  timeZone,
  isEndBeforeStart,
  flyerAltProblem,
  flyerProblem,
}: EventSettingsProps) {
  const words = useWords();
  const endProblem = words.t("admin.settings.endBeforeStart");
  return (
    <section className="admin-card" aria-labelledby="event-settings-heading">
      <h2 id="event-settings-heading">{words.t("admin.event.settings")}</h2>
      <p className="admin-hint" id="event-settings-zone">
        {words.t("admin.settings.zone", { zone: timeZone.replace(/_/g, " ") })}{" "}
        {words.t("admin.event.listedHint")}
      </p>
      <div className="meeting-settings-grid">
        {FIELDS.map(({ key, label, type }) => (
          <SettingsField
            key={key}
            id={`event-${key}`}
            name={key}
            className={`event-settings-${key}`}
            label={words.t(label)}
            type={type}
            value={draft[key]}
            zoneHintId="event-settings-zone"
            problem={key === "endDate" && isEndBeforeStart ? endProblem : null}
          />
        ))}
      </div>
      <div className="admin-checkbox">
        <input
          id="event-location-on-request"
          name="location_on_request"
          type="checkbox"
          defaultChecked={draft.location_on_request}
          aria-describedby="event-location-on-request-hint"
        />
        <label htmlFor="event-location-on-request">{words.t("admin.event.onRequest")}</label>
        <p className="admin-hint" id="event-location-on-request-hint">
          {words.t("admin.event.onRequestHint")}
        </p>
      </div>
      <section className="event-settings-description" aria-labelledby="event-description-label">
        <p id="event-description-label" className="admin-label">
          {words.t("admin.event.description")}
        </p>
        <p className="admin-hint">
          {words.t("admin.event.descriptionHint")} {words.t("admin.agenda.markdownHint")}
        </p>
        <MarkdownField
          name="description"
          labelId="event-description-label"
          defaultValue={draft.description}
        />
      </section>
      <EventFlyer draft={draft} altProblem={flyerAltProblem} problem={flyerProblem} />
    </section>
  );
}
