import { useEffect, useState } from "react";

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
