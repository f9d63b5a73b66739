// Reminders inside a subscribed calendar are opt-in (Indico users asked for them; a feed that adds
// them to everyone's phone unasked is worse): /calendar.ics?alarm=15 adds one, 15 minutes before.

/** The reminder times, in minutes before the start, that a feed may carry. */
export const ALARM_MINUTES = [5, 10, 15, 30, 60, 120, 1440] as const;

export type AlarmChoice = { ok: true; minutes: number | null } | { ok: false; message: string };

/** The `alarm` query values of a request: none, or one of ALARM_MINUTES. */
export function parseAlarm(values: readonly string[]): AlarmChoice {
  if (values.length === 0) return { ok: true, minutes: null };
  const minutes = ALARM_MINUTES.find(
    (allowed) => values.length === 1 && values[0] === `${allowed}`,
  );
  if (minutes !== undefined) return { ok: true, minutes };
  return {
    ok: false,
    message: `alarm must be given once, as one of ${ALARM_MINUTES.join(", ")} (minutes before the start).`,
  };
}
