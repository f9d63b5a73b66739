// Reading the page again: the server renders it (from the page cache, decision 0023) and the
// open page takes the new <main>. It is how a page that React does not hydrate follows edits and
// the clock without a second rendering path in the browser.

/**
 * "updated": the page shows the new <main>; "put away": present mode has the screen, so the
 * page keeps its <main> (present mode takes the new data, and the page is read again when it is
 * left); both carry the <main> as read. "gone": the page answers 404 now (it keeps what it
 * showed); "failed": it could not be read.
 */
export type Outcome =
  { kind: "updated" | "put away"; main: Element } | { kind: "gone" } | { kind: "failed" };

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
  const response = await fetch(window.location.href, { headers: { Accept: "text/html" } });
  if (isOvertaken()) return null;
  if (response.status === 404) return { kind: "gone" };
  if (!response.ok) return { kind: "failed" };
  const next = new DOMParser().parseFromString(await response.text(), "text/html");
  if (isOvertaken()) return null;
  const nextMain = next.getElementById("main");
  if (!nextMain) return { kind: "failed" };
  if ("presenting" in document.documentElement.dataset) return { kind: "put away", main: nextMain };
  const shownMain = document.getElementById("main");
  if (!shownMain) return { kind: "failed" };
  // Unchanged (a reconnection's catch-up, mostly): nothing to replace.
  if (nextMain.isEqualNode(servedMain)) return { kind: "updated", main: shownMain };
  servedMain = nextMain.cloneNode(true);
  const restoreFocus = carryOver(shownMain, nextMain);
  shownMain.replaceWith(document.adoptNode(nextMain));
  restoreFocus();
  document.title = next.title;
  return { kind: "updated", main: nextMain };
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
