import { Link, useSearchParams } from "react-router";
import { formatLongDate } from "../../lib/club-time/index.ts";
import { useWords } from "../../lib/words.tsx";

/**
 * After "Duplicate for next week": a line saying this screen is the copy, for which date, and
 * whether it was made just now or was there already, with the way back to the meeting copied.
 * The copy has the same title as the original, so without it the two screens look alike.
 */
export function CopyNotice({ start, timeZone }: { start: string; timeZone: string }) {
  const words = useWords();
  const [search] = useSearchParams();
  const original = search.get("copy-of");
  if (original === null) return null;
  const date = formatLongDate(start, timeZone, words.intlTag);
  return (
    <p className="admin-notice" role="status">
      {search.get("copy") === "new"
        ? words.t("admin.copy.new", { date })
        : words.t("admin.copy.existing", { date })}{" "}
      <Link to={`/admin/${original}`}>{words.t("admin.copy.openOriginal")}</Link>
    </p>
  );
}
