import { fromZonedInputs, toZonedInputs } from "../club-time/index.ts";

/** The start and end of a meeting or an event as the settings form holds them, on the club's clock. */
export interface WallTimes {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

/**
 * `current` with `patch` applied; when the patch moves the start, the end moves with it by the
 * same amount, so the length stays and an end cannot be left behind the start by accident.
 */
export function withEndFollowingStart<T extends WallTimes>(
  current: T,
  patch: Partial<T>,
  zone: string,
): T {
  const next = { ...current, ...patch };
  if (patch.startDate === undefined && patch.startTime === undefined) return next;
  if (!isKnownZone(zone)) return next;
  const oldStart = fromZonedInputs(current.startDate, current.startTime, zone);
  const oldEnd = fromZonedInputs(current.endDate, current.endTime, zone);
  const newStart = fromZonedInputs(next.startDate, next.startTime, zone);
  if (oldStart === null || oldEnd === null || newStart === null) return next;
  const length = Date.parse(oldEnd) - Date.parse(oldStart);
  const end = toZonedInputs(new Date(Date.parse(newStart) + length).toISOString(), zone);
  return end === null ? next : { ...next, endDate: end.date, endTime: end.time };
}

/**
 * The times a plain form posted over those it showed (`shown`): when the start moved and the
 * end was left as shown, the end moves with the start, as withEndFollowingStart does as one
 * types on a screen the browser draws.
 */
export function withEndFollowingPostedStart<T extends WallTimes>(
  shown: WallTimes,
  posted: T,
  zone: string,
): T {
  if (posted.endDate !== shown.endDate || posted.endTime !== shown.endTime) return posted;
  const { startDate, startTime } = posted;
  const { endDate, endTime } = withEndFollowingStart(shown, { startDate, startTime }, zone);
  return { ...posted, endDate, endTime };
}

/** Whether the end the form holds comes before its start (both complete). */
export function isEndBeforeStart(times: WallTimes, zone: string): boolean {
  if (!isKnownZone(zone)) return false;
  const start = fromZonedInputs(times.startDate, times.startTime, zone);
  const end = fromZonedInputs(times.endDate, times.endTime, zone);
  return start !== null && end !== null && Date.parse(end) < Date.parse(start);
}

/**
 * Whether this runtime's time zone data knows `zone`. A zone it does not know (a newer name than
 * the browser's data) leaves the times unchecked here, rather than breaking the whole screen;
 * the server's rules still refuse an end before its start.
 */
function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
