import type { RealtimeResponseEvent } from "appwrite";
import { AGENDAS, MEETINGS } from "../lib/collections/ids.ts";
import {
  browserRealtime,
  documentChannel,
  isDeletion,
  onConnectionChange,
} from "../lib/live/realtime.client.ts";

interface MeetingChangeListeners {
  /** The meeting or its agenda was written (or the agenda deleted). */
  onChange: () => void;
  /** The meeting itself was deleted. */
  onDelete: () => void;
  /** The server holds the subscription, at every (re)connection (true); it dropped (false). */
  onConnection: (isConnected: boolean) => void;
}

/**
 * Subscribes, through the SDK's realtime, to meeting `meetingId` and its agenda (guests may: the
 * backend sends an event only to those who may read the document, decision 0008).
 */
export async function followMeetingChanges(
  meetingId: string,
  listeners: MeetingChangeListeners,
): Promise<void> {
  const channels = [documentChannel(MEETINGS, meetingId), documentChannel(AGENDAS, meetingId)];
  onConnectionChange(channels, listeners.onConnection);
  await browserRealtime().subscribe(channels, (message: RealtimeResponseEvent<unknown>) => {
    const isMeeting = message.channels.some((channel) => channel.includes(`.${MEETINGS}.`));
    if (isMeeting && isDeletion(message)) listeners.onDelete();
    else listeners.onChange();
  });
}
