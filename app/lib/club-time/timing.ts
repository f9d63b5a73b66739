import { requireInstant } from "./instant.ts";

/** Whether a meeting or event that ends at `endIso` has ended: its end is before `now`. */
export function isEnded(endIso: string, now: Date): boolean {
  return requireInstant(endIso).getTime() < now.getTime();
}

/** Whether a meeting that starts at `startIso` is upcoming: its start is not before `now`. */
export function isUpcoming(startIso: string, now: Date): boolean {
  return requireInstant(startIso).getTime() >= now.getTime();
}
