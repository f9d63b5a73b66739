import type { Databases } from "appwrite";
import {
  createMeeting,
  getMeetingWithAgenda,
  type MeetingWithAgenda,
} from "../collections/meetings.ts";
import { formatLongDate } from "../club-time/index.ts";
import { weeklySeries, weeksLater, type MeetingTimes } from "../meeting-series.ts";

// "Duplicate" and "Repeat weekly until" on Manage Meeting: new meetings, each with its own copy
// of the saved agenda (texts and planned minutes), editable one by one. Organiser notes stay with
// the meeting they were written for.

/** What a copy tool reports: a sentence for the screen, or why it made nothing. */
export type CopyResult =
  | { intent: "repeat"; made: string; error: null }
  | { intent: "repeat" | "duplicate"; error: string };

async function readSaved(databases: Databases, id: string): Promise<MeetingWithAgenda> {
  const found = await getMeetingWithAgenda(databases, id);
  if (found === null) throw new Error(`Meeting ${id} is gone.`);
  return found;
}

/** Creates a copy of `found` at `times`; returns its id. A failed agenda copy is logged. */
async function copyAt(databases: Databases, found: MeetingWithAgenda, times: MeetingTimes) {
  const { id: _id, ...attributes } = found.meeting;
  const created = await createMeeting(
    databases,
    { ...attributes, canceled: false, ...times },
    found.agenda,
  );
  if (created.agendaError !== null) console.error("Error copying agenda:", created.agendaError);
  return created.id;
}

/** Copies meeting `id` and its agenda to the same time a week later; returns the copy's id. */
export async function duplicateMeeting(databases: Databases, id: string, zone: string) {
  const found = await readSaved(databases, id);
  return copyAt(databases, found, weeksLater(found.meeting, 1, zone) ?? found.meeting);
}

/**
 * Copies meeting `id` and its agenda every week up to the date `until` (club time), at most a
 * school year of them; returns what it made, in words.
 */
export async function repeatWeekly(
  databases: Databases,
  id: string,
  until: string,
  zone: string,
): Promise<CopyResult> {
  const found = await readSaved(databases, id);
  const series = weeklySeries(found.meeting, until, zone);
  if ("problem" in series) return { intent: "repeat", error: series.problem };
  for (const times of series.times) await copyAt(databases, found, times);
  const last = series.times.at(-1)?.start ?? found.meeting.start;
  const count = series.times.length;
  return {
    intent: "repeat",
    made: `Made ${count} ${count === 1 ? "meeting" : "meetings"}, weekly until ${formatLongDate(last, zone)}. Each has its own copy of the agenda.`,
    error: null,
  };
}
