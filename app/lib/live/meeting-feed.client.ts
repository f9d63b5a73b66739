import type { RealtimeResponseEvent } from "appwrite";
import { getBrowserAppwrite } from "../appwrite.client.ts";
import { AGENDAS, agendaSchema } from "../collections/agendas.ts";
import { findDocument } from "../collections/database.ts";
import { MEETINGS, meetingSchema } from "../collections/meetings.ts";
import type { AgendaFeedEvent } from "./live-agenda.ts";
import {
  browserRealtime,
  documentChannel,
  isDeletion,
  onConnectionChange,
} from "./realtime.client.ts";

// A public agenda page's realtime feed. Loaded on demand after the page is shown (decision 0046),
// so the SDK never delays the first paint. Guests may subscribe: the backend delivers an event
// only to listeners who may read the document.

function toFeedEvent(message: RealtimeResponseEvent<unknown>): AgendaFeedEvent | null {
  const isMeeting = message.channels.some((channel) => channel.includes(`.${MEETINGS}.`));
  if (isMeeting) {
    return isDeletion(message)
      ? { kind: "meeting-deleted" }
      : { kind: "meeting", meeting: meetingSchema.parse(message.payload) };
  }
  const isAgenda = message.channels.some((channel) => channel.includes(`.${AGENDAS}.`));
  if (!isAgenda) return null;
  return {
    kind: "agenda",
    agenda: isDeletion(message) ? null : agendaSchema.parse(message.payload),
  };
}

/**
 * Reads meeting `id` and its agenda again: what changed while the page was not listening (before
 * the connection opened, or while it was down).
 */
async function catchUp(id: string, onEvent: (event: AgendaFeedEvent) => void): Promise<void> {
  const { databases } = getBrowserAppwrite();
  const [meeting, agenda] = await Promise.all([
    findDocument(databases, MEETINGS, id),
    findDocument(databases, AGENDAS, id),
  ]);
  if (meeting === null) {
    onEvent({ kind: "meeting-deleted" });
    return;
  }
  onEvent({ kind: "meeting", meeting: meetingSchema.parse(meeting) });
  onEvent({ kind: "agenda", agenda: agenda && agendaSchema.parse(agenda) });
}

/**
 * Follows meeting `id` and its agenda: each change, deletion and connection drop or return goes to
 * `onEvent`, and every (re)connection catches up. Returns the way to stop.
 */
export async function followMeeting(
  id: string,
  onEvent: (event: AgendaFeedEvent) => void,
): Promise<() => void> {
  const stopListening = onConnectionChange((isConnected) => {
    onEvent({ kind: "connection", isConnected });
    if (isConnected) {
      catchUp(id, onEvent).catch((error: unknown) => {
        // The page keeps what it shows; the next event or reconnection brings it up to date.
        console.warn("Could not catch up with the agenda:", error);
      });
    }
  });
  const subscription = await browserRealtime().subscribe(
    [documentChannel(MEETINGS, id), documentChannel(AGENDAS, id)],
    (message: RealtimeResponseEvent<unknown>) => {
      const event = toFeedEvent(message);
      if (event !== null) onEvent(event);
    },
  );
  return () => {
    stopListening();
    void subscription.close();
  };
}
