import { MINUTES_SECTION_NAMES, type MinutesDraft } from "../../lib/admin/meeting-draft.ts";
import { PLANNED_MINUTES, PLANNED_MINUTES_KEYS } from "../../lib/collections/agendas.ts";

interface PlannedMinutesProps {
  minutes: MinutesDraft;
  onChange(patch: Partial<MinutesDraft>): void;
}

/** The "Timing" card: minutes planned for each section, counted down in present mode. */
export function PlannedMinutes({ minutes, onChange }: PlannedMinutesProps) {
  return (
    <section className="admin-card" aria-labelledby="planned-minutes-heading">
      <h2 id="planned-minutes-heading">Timing</h2>
      <p className="admin-hint" id="planned-minutes-hint">
        Minutes planned for each section, in whole minutes from {PLANNED_MINUTES.min} to{" "}
        {PLANNED_MINUTES.max}. Present mode counts them down; leave one empty for no timer.
      </p>
      <div className="planned-minutes-grid">
        {PLANNED_MINUTES_KEYS.map((key) => (
          <div className="admin-field" key={key}>
            <label htmlFor={`planned-${key}`}>
              {MINUTES_SECTION_NAMES[key]}
              <span className="visually-hidden"> minutes</span>
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
