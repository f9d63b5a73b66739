import { onPageReadAgain, readPageAgain } from "./read-page-again.ts";

// setTimeout's longest delay (about 24.8 days); anything later waits for another visit.
const LONGEST_DELAY_MS = 2 ** 31 - 1;

let timer = 0;

/**
 * Reads the page again when something on it next reads differently by the clock alone: elements
 * say when with `data-changes-at` (a meeting ending: its card's "Ended", the agenda's "This
 * meeting has ended"). Relative times tick on their own (relative-times.ts).
 */
export function followChangesAt(): void {
  schedule();
  onPageReadAgain(() => schedule());
}

function schedule(): void {
  window.clearTimeout(timer);
  const now = Date.now();
  const instants = [...document.querySelectorAll<HTMLElement>("[data-changes-at]")]
    .map((element) => Date.parse(element.dataset.changesAt ?? ""))
    .filter((instant) => instant > now);
  if (instants.length === 0) return;
  const delay = Math.min(...instants) - now;
  if (delay > LONGEST_DELAY_MS) return;
  timer = window.setTimeout(() => {
    readPageAgain().catch((error: unknown) => {
      console.warn("Could not read the page again:", error);
    });
  }, delay);
}
