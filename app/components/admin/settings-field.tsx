interface SettingsFieldProps {
  id: string;
  /** The wrapper's class, which places it in the settings grid. */
  className: string;
  label: string;
  type: "text" | "date" | "time";
  value: string;
  /** The id of the hint naming the club's time zone, read out with dates and times. */
  zoneHintId: string;
  onChange(value: string): void;
}

/** One labelled input of a settings card; dates and times point to the time zone hint. */
export function SettingsField({
  id,
  className,
  label,
  type,
  value,
  zoneHintId,
  onChange,
}: SettingsFieldProps) {
  return (
    <div className={`admin-field ${className}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        aria-describedby={type === "text" ? undefined : zoneHintId}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
