import { formatRelativeTime } from "../lib/club-time/relative-time.ts";
import { readPageScriptWords } from "../lib/page-script-words.ts";

const TICK_MS = 30_000;

/**
 * Keeps each relative time ("in 2 days", `<time data-relative>`, app/components/relative-time.tsx)
 * current while the page stays open. The server's words are exact when the page is served (the
 * page cache keeps them so, decision 0023); from then on the visitor's clock moves them on.
 */
export function keepRelativeTimesCurrent(): void {
  if (!document.querySelector("time[data-relative]")) return;
  const wording = readPageScriptWords().relative;
  setInterval(() => {
    const now = new Date();
    for (const time of document.querySelectorAll<HTMLTimeElement>("time[data-relative]")) {
      time.textContent = formatRelativeTime(time.dateTime, now, wording);
    }
  }, TICK_MS);
}
