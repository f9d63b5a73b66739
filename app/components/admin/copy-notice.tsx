import { Link, useSearchParams } from "react-router";
import { formatLongDate } from "../../lib/club-time/index.ts";

/**
 * After "Duplicate for next week": a line saying this screen is the copy, for which date, and
 * whether it was made just now or was there already, with the way back to the meeting copied.
 * The copy has the same title as the original, so without it the two screens look alike.
 */
export function CopyNotice({ start, timeZone }: { start: string; timeZone: string }) {
  const [search] = useSearchParams();
  const original = search.get("copy-of");
  if (original === null) return null;
  const date = formatLongDate(start, timeZone);
  return (
    <p className="admin-notice" role="status">
      {search.get("copy") === "new"
        ? `You are editing the new copy, for ${date}. The meeting you copied is unchanged. `
        : `${date} already had a copy of this meeting, so none was made: you are editing that copy. `}
      <Link to={`/admin/${original}`}>Open the meeting you copied</Link>
    </p>
  );
}
