import { ROOM_SCREENS } from "../lib/collections/ids.ts";
import {
  browserRealtime,
  documentChannel,
  onConnectionChange,
} from "../lib/live/realtime.client.ts";
import { afterBurst } from "./after-burst.ts";

// The Ask page's poll follows the room's screen (club_room_screens, public): when an organiser
// opens, closes or shows a poll, the page reads itself again and swaps in the new poll section,
// leaving the question being typed alone.

const POLL_SELECTOR = "[data-room-poll]";

/**
 * Subscribes to the room's screen of `meetingId` and swaps the poll in as it changes; resolves
 * once the server holds the subscription (and at each connection, catches up once).
 */
export async function followRoomPoll(
  meetingId: string,
  burst: { quietMs: number; longestMs: number },
): Promise<void> {
  const readAgain = () =>
    swapPoll().catch((error: unknown) => console.warn("Could not read the poll again:", error));
  const changed = afterBurst(() => void readAgain(), burst);
  const channels = [documentChannel(ROOM_SCREENS, meetingId)];
  const following = new Promise<void>((resolve) => {
    onConnectionChange(channels, (isConnected) => {
      if (isConnected) void readAgain().then(resolve);
    });
  });
  await browserRealtime().subscribe(channels, changed);
  await following;
}

async function swapPoll(): Promise<void> {
  const response = await fetch(window.location.href, { headers: { Accept: "text/html" } });
  if (!response.ok) return;
  const next = new DOMParser()
    .parseFromString(await response.text(), "text/html")
    .querySelector(POLL_SELECTOR);
  const shown = document.querySelector(POLL_SELECTOR);
  if (!next || !shown) return;
  // The same poll, still open: keep the visitor's choices and what the page told them.
  if (next.getAttribute("data-room-poll") === shown.getAttribute("data-room-poll")) {
    if (shown.querySelector("[data-poll-form]") && next.querySelector("[data-poll-form]")) return;
  }
  shown.replaceWith(document.adoptNode(next));
}
