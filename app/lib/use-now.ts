import { useEffect, useState } from "react";
import { endedFrom, isEnded } from "./club-time/index.ts";
import { useChangesAt } from "./page-freshness-context.ts";

const TICK_MS = 30_000;

/**
 * The current time for display: `serverNow` (the instant the server rendered the page) on the
 * server and on the first client render, so hydration matches exactly; after mount, the real
 * clock, refreshed every 30 seconds. Until the first tick a new `serverNow` is followed.
 */
export function useNow(serverNow: string): Date {
  const [tickedNow, setTickedNow] = useState<Date | null>(null);

  useEffect(() => {
    const timer = setInterval(() => setTickedNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  return tickedNow ?? new Date(serverNow);
}

/**
 * Whether a meeting or event ending at `endIso` had ended when the server rendered the page
 * (`serverNow`). A page cached before the end is due to change when it passes, which it tells
 * the page cache; an open page reads itself again then (app/page-script/changes-at.ts).
 */
export function useHasEnded(endIso: string, serverNow: string): boolean {
  const hasEnded = isEnded(endIso, new Date(serverNow));
  useChangesAt(hasEnded ? null : endedFrom(endIso));
  return hasEnded;
}
