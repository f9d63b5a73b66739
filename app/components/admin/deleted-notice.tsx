import { formatLongDate } from "../../lib/club-time/index.ts";
import { UNDO_SECONDS } from "../../lib/admin/undo-seconds.ts";
import { useWords } from "../../lib/words.tsx";
import { AdminForm } from "./admin-form.tsx";

/** A meeting deleted or put back, as the Admin Panel names it. */
export interface DeletedMeetingName {
  title: string;
  start: string;
}

/** What the Admin Panel's "Undo" reports: the meeting put back, or why it could not be. */
export type UndoResult =
  | { intent: "undo-delete"; restored: DeletedMeetingName; error: null }
  | { intent: "undo-delete"; error: string };

/** What the panel's answer to a form says of "Undo": what came back, or why nothing did. */
interface UndoOutcome {
  restored?: DeletedMeetingName;
  error: string | null;
}

interface DeletedNoticeProps {
  /** The meeting this session deleted less than UNDO_SECONDS ago; null when none. */
  deleted: DeletedMeetingName | null;
  /** What the last "Undo" did, when the panel is its answer. */
  undo: UndoOutcome | null;
  timeZone: string;
}

/**
 * On the Admin Panel after a meeting was deleted: a line saying so, and for UNDO_SECONDS an
 * "Undo" that puts it back with its agenda and notes (lib/admin/deleted-meeting.server.ts), or,
 * after it, that it is back or why it could not be.
 */
export function DeletedNotice({ deleted, undo, timeZone }: DeletedNoticeProps) {
  const words = useWords();
  const named = ({ title, start }: DeletedMeetingName) => ({
    title: title.trim() || words.t("admin.deleted.untitled"),
    date: formatLongDate(start, timeZone, words.intlTag),
  });
  if (undo?.restored !== undefined) {
    return (
      <p className="admin-notice" role="status">
        {words.t("admin.deleted.back", named(undo.restored))}
      </p>
    );
  }
  const failure =
    undo?.error == null ? null : (
      <p className="admin-alert" role="alert">
        {words.t("admin.failedBecause", {
          failure: words.t("admin.deleted.undoFailed"),
          why: undo.error,
        })}
      </p>
    );
  if (deleted === null) return failure;
  return (
    <div className="admin-notice deleted-notice" role="status">
      <p>
        {words.t("admin.deleted.notice", named(deleted))}{" "}
        {words.t("admin.deleted.canUndo", { seconds: UNDO_SECONDS })}
      </p>
      <AdminForm>
        <button type="submit" name="intent" value="undo-delete" className="button button-secondary">
          {words.t("admin.deleted.undo")}
        </button>
      </AdminForm>
      {failure}
    </div>
  );
}
