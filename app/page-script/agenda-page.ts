import { onPageReadAgain, readPageAgain } from "./read-page-again.ts";

// The agenda page follows its meeting live (decision 0051): realtime says that the meeting or
// its agenda changed, and the page reads itself again. The SDK and the socket load once the
// page has loaded; every (re)connection reads the page once more, which catches up with any edit
// made between the server's render and the subscription, or while the connection was down.

const RECONNECTING = "Reconnecting… the page will catch up with any changes.";

/**
 * On an agenda page, follows its meeting's edits, deletion and the connection. Resolves once the
 * page follows (connected and caught up once), or once it is clear it cannot; at once elsewhere.
 */
export function followAgendaPage(): Promise<void> {
  const meetingId = document.querySelector<HTMLElement>("main[data-meeting-id]")?.dataset.meetingId;
  if (meetingId === undefined) return Promise.resolve();
  let markFollowing = () => {};
  const following = new Promise<void>((resolve) => (markFollowing = resolve));
  let isDeleted = false;
  let isReconnecting = false;

  // Shown on whatever <main> is current, so a page read again keeps them.
  const show = () => {
    const deleted = document.querySelector<HTMLElement>("[data-meeting-deleted]");
    if (deleted) deleted.hidden = !isDeleted;
    const connection = document.querySelector("[data-live-connection]");
    if (connection) connection.textContent = isReconnecting ? RECONNECTING : "";
  };
  const readAgain = () => readPageAgain().catch(keepWhatIsShown);
  onPageReadAgain((outcome) => {
    if (outcome === "gone") isDeleted = true;
    show();
  });

  afterLoad()
    .then(() => import("./meeting-changes.ts"))
    .then(({ followMeetingChanges }) =>
      followMeetingChanges(meetingId, {
        onChange: () => void readAgain(),
        onDelete: () => {
          isDeleted = true;
          show();
        },
        onConnection: (isConnected) => {
          isReconnecting = !isConnected;
          show();
          if (isConnected) void readAgain().then(markFollowing);
        },
      }),
    )
    .catch((error: unknown) => {
      // The page still shows the agenda it was served; it just won't follow edits.
      console.warn("Live agenda updates are unavailable:", error);
      isReconnecting = true;
      show();
      markFollowing();
    });
  return following;
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
