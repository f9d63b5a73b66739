import { formatRelativeTime } from "../lib/club-time/relative-time.ts";

const TICK_MS = 30_000;

/**
 * Keeps each relative time ("in 2 days", `<time data-relative>`, app/components/relative-time.tsx)
 * current while the page stays open. The server's words are exact when the page is served (the
 * page cache keeps them so, decision 0023); from then on the visitor's clock moves them on.
 */
export function keepRelativeTimesCurrent(): void {
  const times = document.querySelectorAll<HTMLTimeElement>("time[data-relative]");
  if (times.length === 0) return;
  setInterval(() => {
    const now = new Date();
    for (const time of times) time.textContent = formatRelativeTime(time.dateTime, now);
  }, TICK_MS);
}
