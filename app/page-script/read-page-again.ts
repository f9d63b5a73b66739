// Reading the page again: the server renders it (from the page cache, decision 0023) and the
// open page takes the new <main>. It is how a page that React does not hydrate follows edits and
// the clock without a second rendering path in the browser.

/**
 * "updated": the page shows the new <main>; "gone": the page answers 404 now (it keeps what it
 * showed); "failed": it could not be read; "put away": present mode has the screen, and reads
 * the page again when it is left.
 */
export type Outcome = "updated" | "gone" | "failed" | "put away";

const listeners = new Set<(outcome: Outcome) => void>();
let latest = 0;
// The <main> as the server last sent it, before the visitor opened anything in it or a script
// wrote into it: a reading that brings the same one changes nothing on screen.
let servedMain = document.getElementById("main")?.cloneNode(true) ?? null;

/** Calls `listener` after each reading of the page that was not overtaken by a later one. */
export function onPageReadAgain(listener: (outcome: Outcome) => void): void {
  listeners.add(listener);
}

/** Fetches this address again and puts its <main> (and title) in place of the shown one. */
export async function readPageAgain(): Promise<void> {
  const ticket = ++latest;
  const outcome = await fetchAndShow(() => ticket !== latest);
  if (outcome !== null) for (const listener of listeners) listener(outcome);
}

/** The outcome, or null when a later reading overtook this one. */
async function fetchAndShow(isOvertaken: () => boolean): Promise<Outcome | null> {
  if ("presenting" in document.documentElement.dataset) return "put away";
  const response = await fetch(window.location.href, { headers: { Accept: "text/html" } });
  if (isOvertaken()) return null;
  if (response.status === 404) return "gone";
  if (!response.ok) return "failed";
  const next = new DOMParser().parseFromString(await response.text(), "text/html");
  if (isOvertaken()) return null;
  if ("presenting" in document.documentElement.dataset) return "put away";
  const nextMain = next.getElementById("main");
  const shownMain = document.getElementById("main");
  if (!nextMain || !shownMain) return "failed";
  // Unchanged (a reconnection's catch-up, mostly): nothing to replace.
  if (nextMain.isEqualNode(servedMain)) return "updated";
  servedMain = nextMain.cloneNode(true);
  const restoreFocus = carryOver(shownMain, nextMain);
  shownMain.replaceWith(document.adoptNode(nextMain));
  restoreFocus();
  document.title = next.title;
  return "updated";
}

/**
 * Keeps what the visitor was doing on the shown <main> when the new one takes its place: a
 * <details> they opened ("Add to calendar") stays open, and focus stays on the control it was
 * on, when the new <main> still has it unchanged. Returns what to call once the new one is shown.
 */
function carryOver(shown: Element, next: Element): () => void {
  const nextDetails = next.querySelectorAll("details");
  shown.querySelectorAll("details").forEach((details, index) => {
    const counterpart = nextDetails[index];
    if (details.open && counterpart?.className === details.className) counterpart.open = true;
  });
  const focused = document.activeElement;
  if (!focused || !shown.contains(focused)) return () => {};
  const counterpart = [...next.getElementsByTagName(focused.tagName)].find((candidate) =>
    candidate.isEqualNode(focused),
  );
  return () => {
    if (counterpart instanceof HTMLElement) counterpart.focus({ preventScroll: true });
  };
}
