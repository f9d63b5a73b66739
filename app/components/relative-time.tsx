import {
  formatRelativeTime,
  relativeTimeChangesAt,
  relativeWording,
} from "../lib/club-time/relative-time.ts";
import { useWords } from "../lib/words.tsx";
import { useChangesAt } from "../lib/page-freshness-context.ts";

interface RelativeTimeProps {
  /** The instant described, as an ISO string. */
  iso: string;
  /** The instant the server rendered the page, as an ISO string. */
  serverNow: string;
}

/**
 * How far `iso` is ("in 2 days", "just now") when the page was rendered; the page script keeps
 * it current while the page stays open (app/page-script/relative-times.ts).
 */
export function RelativeTime({ iso, serverNow }: RelativeTimeProps) {
  const now = new Date(serverNow);
  const words = useWords();
  useChangesAt(relativeTimeChangesAt(iso, now));
  return (
    <time dateTime={iso} data-relative="">
      {formatRelativeTime(iso, now, relativeWording(words))}
    </time>
  );
}
