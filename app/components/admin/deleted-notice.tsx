import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { recentlyDeleted, UNDO_SECONDS } from "../../lib/admin/deleted-meeting.ts";
import { formatLongDate } from "../../lib/club-time/index.ts";
import { useWords } from "../../lib/words.tsx";

/** What the Admin Panel's "Undo" reports: the title put back, or why it could not be. */
export type UndoResult =
  | { intent: "undo-delete"; restored: string; error: null }
  | { intent: "undo-delete"; error: string };

/**
 * On the Admin Panel after a meeting was deleted: a line saying so, and for UNDO_SECONDS an
 * "Undo" that puts it back with its agenda and notes (lib/admin/deleted-meeting.ts).
 */
export function DeletedNotice({ timeZone }: { timeZone: string }) {
  const words = useWords();
  const [deleted] = useState(() => recentlyDeleted(Date.now()));
  const [canUndo, setCanUndo] = useState(deleted !== null);
  const undo = useFetcher<UndoResult>();
  useEffect(() => {
    if (deleted === null) return;
    const left = deleted.deletedAt + UNDO_SECONDS * 1000 - Date.now();
    const timer = setTimeout(() => setCanUndo(false), left);
    return () => clearTimeout(timer);
  }, [deleted]);
  if (deleted === null) return null;
  const title = deleted.meeting.title.trim() || words.t("admin.deleted.untitled");
  const date = formatLongDate(deleted.meeting.start, timeZone, words.intlTag);
  const result = undo.state === "idle" ? undo.data : undefined;
  if (result !== undefined && result.error === null) {
    return (
      <p className="admin-notice" role="status">
        {words.t("admin.deleted.back", { title, date })}
      </p>
    );
  }
  return (
    <div className="admin-notice deleted-notice" role="status">
      <p>
        {words.t("admin.deleted.notice", { title, date })}
        {canUndo && <> {words.t("admin.deleted.canUndo", { seconds: UNDO_SECONDS })}</>}
      </p>
      {canUndo && (
        <undo.Form method="post">
          <input type="hidden" name="intent" value="undo-delete" />
          <button
            type="submit"
            className="button button-secondary"
            disabled={undo.state !== "idle"}
          >
            {words.t(undo.state === "idle" ? "admin.deleted.undo" : "admin.deleted.undoing")}
          </button>
        </undo.Form>
      )}
      {result?.error && (
        <p className="admin-alert">
          {words.t("admin.failedBecause", {
            failure: words.t("admin.deleted.undoFailed"),
            why: result.error,
          })}
        </p>
      )}
    </div>
  );
}
