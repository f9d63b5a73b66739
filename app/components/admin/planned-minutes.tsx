import {
  isPlannedMinutes,
  MINUTES_SECTION_NAMES,
  type MinutesDraft,
} from "../../lib/admin/meeting-draft.ts";
import { PLANNED_MINUTES, PLANNED_MINUTES_KEYS } from "../../lib/collections/agendas.ts";
import { useWords } from "../../lib/words.tsx";

interface PlannedMinutesProps {
  /** What the fields hold: as stored, or as typed in a save that was refused. */
  minutes: MinutesDraft;
  /** Whether a refused save had a wrong value: the first wrong field takes the focus. */
  isRefused: boolean;
}

/**
 * The "Timing" card of Manage Meeting's form: minutes planned for each section, counted down in
 * present mode, each field named by its attribute.
 */
export function PlannedMinutes({ minutes, isRefused }: PlannedMinutesProps) {
  const words = useWords();
  const firstWrong = isRefused
    ? PLANNED_MINUTES_KEYS.find((key) => !isPlannedMinutes(minutes[key]))
    : undefined;
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
              name={key}
              type="text"
              inputMode="numeric"
              defaultValue={minutes[key]}
              aria-describedby="planned-minutes-hint"
              aria-invalid={(isRefused && !isPlannedMinutes(minutes[key])) || undefined}
              autoFocus={key === firstWrong}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
