import { fromWallClock, toWallClock } from "../club-time/wall-clock.ts";

// A school year runs from August 1 to July 31 on the club's wall clock (decision 0117): US high
// schools start in August or September and end by June, so the summer break falls inside
// August-July's seam and never splits a year's meetings in two.

/** The month (1-12) a school year starts in. */
const FIRST_MONTH = 8;
/** How many school years back the handover screen offers, the current one included. */
const YEARS_OFFERED = 4;

export interface SchoolYear {
  /** The calendar year it starts in: 2025 is August 1, 2025 to July 31, 2026. */
  startYear: number;
  /** Its first instant (midnight of August 1 in the club's zone), ISO. */
  from: string;
  /** The first instant after it (midnight of the next August 1), ISO. */
  until: string;
}

/** School year `startYear` on the wall clock of `zone`. */
export function schoolYear(startYear: number, zone: string): SchoolYear {
  const midnightOfAugust = (year: number) =>
    fromWallClock(
      { year, month: FIRST_MONTH, day: 1, hour: 0, minute: 0, second: 0 },
      zone,
    ).toISOString();
  return { startYear, from: midnightOfAugust(startYear), until: midnightOfAugust(startYear + 1) };
}

/** The start year of the school year `now` falls in, in `zone`. */
export function currentSchoolYear(now: Date, zone: string): number {
  const wall = toWallClock(now, zone);
  return wall.month >= FIRST_MONTH ? wall.year : wall.year - 1;
}

/** The school years an organiser may export: this one first, then the ones before. */
export function offeredSchoolYears(now: Date, zone: string): number[] {
  const current = currentSchoolYear(now, zone);
  return Array.from({ length: YEARS_OFFERED }, (_, back) => current - back);
}

/** "2025-2026": how a school year is named in file names and headings. */
export function schoolYearName(startYear: number): string {
  return `${startYear}-${startYear + 1}`;
}
