import { MINUTES_SECTION_NAMES, type MinutesDraft } from "../../lib/admin/meeting-draft.ts";
import { PLANNED_MINUTES, PLANNED_MINUTES_KEYS } from "../../lib/collections/agendas.ts";
import { useWords } from "../../lib/words.tsx";

interface PlannedMinutesProps {
  minutes: MinutesDraft;
  onChange(patch: Partial<MinutesDraft>): void;
}

/** The "Timing" card: minutes planned for each section, counted down in present mode. */
export function PlannedMinutes({ minutes, onChange }: PlannedMinutesProps) {
  const words = useWords();
  return (
    <section className="admin-card" aria-labelledby="planned-minutes-heading">
      <h2 id="planned-minutes-heading">{words.t("admin.minutes.heading")}</h2>
      <p className="admin-hint" id="planned-minutes-hint">
        {words.t("admin.minutes.hint", { ...PLANNED_MINUTES })}
      </p>
      <div className="planned-minutes-grid">
        {PLANNED_MINUTES_KEYS.map((key) => (
          <div className="admin-field" key={key}>
            <label htmlFor={`planned-${key}`}>
              {words.node("admin.minutes.label", {
                section: words.t(MINUTES_SECTION_NAMES[key]),
                hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
              })}
            </label>
            <input
              id={`planned-${key}`}
              type="text"
              inputMode="numeric"
              value={minutes[key]}
              aria-describedby="planned-minutes-hint"
              onChange={(event) => onChange({ [key]: event.target.value })}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
