import type { DocumentRule } from "./document-rules.ts";
import { EVENTS, MEETINGS } from "../app/lib/collections/ids.ts";

/** Each timed collection's start and end attributes, as appwrite.json names them. */
const TIMES: Readonly<Record<string, { start: string; end: string }>> = {
  [MEETINGS]: { start: "start", end: "end" },
  [EVENTS]: { start: "time", end: "end" },
};

/**
 * A meeting or an event never ends before it starts: the card would hide it while the calendar
 * held an event days long. The admin screens refuse it beside the field; this is what a request
 * from anywhere else meets. Appwrite's messages are English, so this one is too.
 */
export const timeOrderProblem: DocumentRule = (collectionId, data) => {
  const keys = TIMES[collectionId];
  if (keys === undefined) return null;
  const start = data[keys.start];
  const end = data[keys.end];
  if (typeof start !== "string" || typeof end !== "string") return null;
  return Date.parse(end) < Date.parse(start)
    ? `Attribute "${keys.end}" must not be before "${keys.start}".`
    : null;
};
