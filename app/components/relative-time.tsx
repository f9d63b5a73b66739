import { formatRelativeTime, relativeTimeChangesAt } from "../lib/club-time/relative-time.ts";
import { useChangesAt } from "../lib/page-freshness.ts";
import { useNow } from "../lib/use-now.ts";

interface RelativeTimeProps {
  /** The instant described, as an ISO string. */
  iso: string;
  /** The instant the server rendered the page, as an ISO string, so hydration matches. */
  serverNow: string;
}

/** How far away `iso` is ("in 2 days", "just now"), kept current while the page stays open. */
export function RelativeTime({ iso, serverNow }: RelativeTimeProps) {
  const now = useNow(serverNow);
  useChangesAt(relativeTimeChangesAt(iso, now));
  return <time dateTime={iso}>{formatRelativeTime(iso, now)}</time>;
}
