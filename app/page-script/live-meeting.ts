import { applyFeedEvent, type AgendaFeedEvent, type LiveAgenda } from "../lib/live/live-agenda.ts";
import { PRESENT_DATA_ID, type PresentData } from "../lib/present/present-data.ts";

// The agenda page's one live state (decision 0080). One subscription (agenda-page.ts) and one
// read (the page read again, read-page-again.ts) feed it; the page's notices and present mode's
// deck both show it, so present mode has no feed, data or Markdown of its own.

const listeners = new Set<() => void>();

/** The data the agenda route wrote into `main` for present mode (app/routes/agenda.tsx). */
export function presentDataIn(main: ParentNode): PresentData | null {
  const text = main.querySelector(`#${PRESENT_DATA_ID}`)?.textContent;
  if (!text) return null;
  // Written by the agenda route from the same types.
  const data: PresentData = JSON.parse(text);
  return data;
}

// Taken from the page as served, before present mode puts the page's <main> away.
const served = presentDataIn(document);
let live: LiveAgenda | null = served && {
  meeting: served.meeting,
  agenda: served.agenda,
  isMeetingDeleted: false,
  isReconnecting: false,
};

/** What the page knows of its meeting now; null on a page that is not a meeting's agenda. */
export function liveMeeting(): LiveAgenda | null {
  return live;
}

/** Applies what the live feed learned, and tells whoever shows it. */
export function learnOfMeeting(event: AgendaFeedEvent): void {
  if (live === null) return;
  live = applyFeedEvent(live, event);
  listeners.forEach((listener) => listener());
}

/** Calls `listener` after each change of what the page knows; returns the way to stop. */
export function onLiveMeetingChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
