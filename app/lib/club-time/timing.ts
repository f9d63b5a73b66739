import { requireInstant } from "./instant.ts";

/** Whether a meeting or event that ends at `endIso` has ended: its end is before `now`. */
export function isEnded(endIso: string, now: Date): boolean {
  return requireInstant(endIso).getTime() < now.getTime();
}

/** The first instant at which `isEnded(endIso, ·)` holds: 1 ms after the end. */
export function endedFrom(endIso: string): Date {
  return new Date(requireInstant(endIso).getTime() + 1);
}

/** Whether a meeting that starts at `startIso` is upcoming: its start is not before `now`. */
export function isUpcoming(startIso: string, now: Date): boolean {
  return requireInstant(startIso).getTime() >= now.getTime();
}
