import { requireInstant } from "./instant.ts";
import { toWallClock } from "./wall-clock.ts";

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/**
 * `iso` as ISO 8601 on `zone`'s wall clock with its offset, e.g. "2026-11-25T14:30:00-06:00": the
 * form schema.org dates take, which keeps both the local time and the instant.
 */
export function toZonedIso(iso: string, zone: string): string {
  const instant = requireInstant(iso);
  const wall = toWallClock(instant, zone);
  const wallMs = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const offsetMinutes = Math.round((wallMs - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const offset = `${sign}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}${offset}`;
}
