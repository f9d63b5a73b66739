import type { ChangeEvent } from "react";

interface SettingsFieldProps {
  id: string;
  /** The wrapper's class, which places it in the settings grid. */
  className: string;
  label: string;
  type: "text" | "date" | "time";
  value: string;
  /** The id of the hint naming the club's time zone, read out with dates and times. */
  zoneHintId: string;
  /** Why the value cannot be saved, shown beside the field; null when it can. */
  problem?: string | null;
  /**
   * Each change, on a screen the browser draws; without it (a screen the server draws) the
   * input is a plain form's field named `name`, holding `value` until it is typed over.
   */
  onChange?(value: string): void;
  name?: string;
}

/** One labelled input of a settings card; dates and times point to the time zone hint. */
export function SettingsField({
  id,
  className,
  label,
  type,
  value,
  zoneHintId,
  problem = null,
  onChange,
  name,
}: SettingsFieldProps) {
  const problemId = `${id}-problem`;
  const describedBy = [type === "text" ? null : zoneHintId, problem === null ? null : problemId]
    .filter((part) => part !== null)
    .join(" ");
  return (
    <div className={`admin-field ${className}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        name={name}
        {...(onChange === undefined
          ? { defaultValue: value }
          : {
              value,
              onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value),
            })}
        aria-describedby={describedBy === "" ? undefined : describedBy}
        aria-invalid={problem !== null || undefined}
        // A plain form shows its refusal as a new page: the wrong field takes the focus there.
        autoFocus={onChange === undefined && problem !== null}
      />
      {problem !== null && (
        <p className="field-problem" id={problemId}>
          {problem}
        </p>
      )}
    </div>
  );
}
