import { dropFollowLink, heldFollowLink } from "../lib/present/follow-link-storage.ts";
import { PRESENT_DATA_ID, type PresentData } from "../lib/present/present-data.ts";
import { presentDataIn } from "./live-meeting.ts";
import { readPageAgain } from "./read-page-again.ts";

// Present mode starts from the agenda page's "Present mode" button. Its code (React, the deck,
// the QR code) loads only then (decision 0051); it shows what the page's own live feed learns
// (live-meeting.ts, decision 0080).

/**
 * Answers presses of the agenda page's "Present mode" button. A projector's tab that typed a
 * follow code for this meeting (app/routes/follow.tsx) starts present mode at once, following
 * the presenter view (decision 0070).
 */
export function offerPresentMode(): void {
  let isPresenting = false;
  const meetingId = document.querySelector<HTMLElement>("main[data-meeting-id]")?.dataset.meetingId;
  if (meetingId !== undefined && heldFollowLink(meetingId)) {
    isPresenting = true;
    present({ isFollowLink: true }, () => (isPresenting = false)).catch((error: unknown) => {
      console.error("Present mode could not start:", error);
      isPresenting = false;
    });
  }
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("[data-present]") : null;
    if (!button || isPresenting) return;
    isPresenting = true;
    present({ isFollowLink: false }, () => (isPresenting = false)).catch((error: unknown) => {
      console.error("Present mode could not start:", error);
      isPresenting = false;
    });
  });
}

/**
 * Shows the deck in place of the page, in full screen when the browser allows, until it is left;
 * then the page comes back, read again so it shows any edit made meanwhile.
 */
async function present(
  { isFollowLink }: { isFollowLink: boolean },
  onLeft: () => void,
): Promise<void> {
  const data = readPresentData();
  const root = document.documentElement;
  const page = document.getElementById("main");
  if (!page) throw new Error("The agenda page has no <main>.");
  // The stylesheet hides the header and footer while presenting (the quick exit link stays in
  // the document, so its Shift shortcut keeps working).
  root.dataset.presenting = "";
  // Asked for now, while the press still counts as the visitor's gesture. A follow link starts
  // with no gesture, which browsers refuse: the deck fills the window, and F11 does the rest.
  if (document.fullscreenEnabled && !isFollowLink) {
    root.requestFullscreen().catch((error: unknown) => {
      // The deck already fills the window; full screen only hides the browser's own bars.
      console.warn("Full screen was refused:", error);
    });
  }
  const stage = document.createElement("main");
  stage.id = "main";
  stage.className = "agenda-page";
  page.replaceWith(stage);
  const { mountPresentMode } = await import("./present-island.tsx");

  const followFullscreen = () => {
    // Leaving full screen (the browser's Esc) ends present mode.
    if (document.fullscreenElement === null) leave();
  };
  let hasLeft = false;
  const leave = () => {
    // Esc can both end full screen and reach the deck's own key handler.
    if (hasLeft) return;
    hasLeft = true;
    // Left on purpose: this tab is a visitor's again, from its next load on.
    if (isFollowLink) dropFollowLink();
    document.removeEventListener("fullscreenchange", followFullscreen);
    unmount();
    stage.replaceWith(page);
    delete root.dataset.presenting;
    if (document.fullscreenElement !== null) void document.exitFullscreen();
    onLeft();
    readPageAgain().catch((error: unknown) => {
      console.warn("Could not read the page again:", error);
    });
  };
  const unmount = await mountPresentMode(stage, data, isFollowLink, leave);
  document.addEventListener("fullscreenchange", followFullscreen);
}

function readPresentData(): PresentData {
  const data = presentDataIn(document);
  if (data === null) throw new Error(`The agenda page has no #${PRESENT_DATA_ID}.`);
  return data;
}
