import { afterBurst } from "./after-burst.ts";
import { learnOfMeeting, liveMeeting, onLiveMeetingChange, presentDataIn } from "./live-meeting.ts";
import { onPageReadAgain, readPageAgain } from "./read-page-again.ts";
import { readPageScriptWords } from "../lib/page-script-words.ts";

// The agenda page follows its meeting live (decisions 0051, 0080), for itself and for present
// mode: realtime says that the meeting or its agenda changed, and the page reads itself again.
// The SDK and the socket load once the page has loaded; each time the server confirms the
// subscription (every connection and reconnection) the page reads itself once more, which
// catches up with any edit made before that, however recent. Realtime sends one event per
// written document, so a meeting and its agenda saved together arrive as two: the page reads
// itself once they have settled, never between them.

// The writes of one save land within a few round trips of each other; a projector shows the
// save a fifth of a second later than it could, and never half of it.
const BURST = { quietMs: 200, longestMs: 1000 };

/**
 * On an agenda page, follows its meeting's edits, deletion and the connection. Resolves once the
 * page follows (subscribed and caught up once), or once it is clear it cannot; at once elsewhere.
 */
export function followAgendaPage(): Promise<void> {
  const meetingId = document.querySelector<HTMLElement>("main[data-meeting-id]")?.dataset.meetingId;
  if (meetingId === undefined) return Promise.resolve();
  let markFollowing = () => {};
  const following = new Promise<void>((resolve) => (markFollowing = resolve));

  onLiveMeetingChange(showNotices);
  onPageReadAgain((outcome) => {
    if (outcome.kind === "gone") learnOfMeeting({ kind: "meeting-deleted" });
    if (outcome.kind === "updated" || outcome.kind === "put away") {
      const data = presentDataIn(outcome.main);
      if (data) {
        const { meeting, agenda } = data;
        learnOfMeeting({ kind: "read", meeting, agenda });
      }
    }
    // A new <main> arrives without them.
    showNotices();
  });
  const readAgain = () => readPageAgain().catch(keepWhatIsShown);
  const changed = afterBurst(() => void readAgain(), BURST);

  afterLoad()
    .then(() => import("./meeting-changes.ts"))
    .then(({ followMeetingChanges }) =>
      followMeetingChanges(meetingId, {
        onChange: changed,
        onDelete: () => learnOfMeeting({ kind: "meeting-deleted" }),
        onConnection: (isConnected) => {
          learnOfMeeting({ kind: "connection", isConnected });
          if (isConnected) void readAgain().then(markFollowing);
        },
      }),
    )
    .catch((error: unknown) => {
      // The page still shows the agenda it was served; it just won't follow edits.
      console.warn("Live agenda updates are unavailable:", error);
      learnOfMeeting({ kind: "connection", isConnected: false });
      markFollowing();
    });
  return following;
}

/** The deletion notice and the reconnecting note, on whatever <main> is current. */
function showNotices(): void {
  const live = liveMeeting();
  if (live === null) return;
  const deleted = document.querySelector<HTMLElement>("[data-meeting-deleted]");
  if (deleted) deleted.hidden = !live.isMeetingDeleted;
  const connection = document.querySelector("[data-live-connection]");
  if (connection)
    connection.textContent = live.isReconnecting ? readPageScriptWords().reconnecting : "";
}

/**
 * Resolves once the page has loaded: the SDK, most of this page's script, then never competes
 * with the page's own styles and fonts on a slow phone connection, and the agenda paints first.
 */
function afterLoad(): Promise<void> {
  if (document.readyState === "complete") return Promise.resolve();
  return new Promise((resolve) => window.addEventListener("load", () => resolve(), { once: true }));
}

function keepWhatIsShown(error: unknown): void {
  // The page keeps what it shows; the next event or reconnection brings it up to date.
  console.warn("Could not catch up with the agenda:", error);
}
