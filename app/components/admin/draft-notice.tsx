import { useWords } from "../../lib/words.tsx";
import { AdminForm } from "./admin-form.tsx";

interface DraftNoticeProps {
  /** What is not public yet: the messages choose their words by it (ICU select). */
  thing: "meeting" | "event";
  /** Why the last discard failed, in words for people; null when it did not fail. */
  error: string | null;
}

/**
 * On a meeting or event made just now and never saved (decision 0134): that visitors do not see
 * it yet, and a way to throw it away in one tap (intent "discard"). Nothing was typed into it
 * that a dialog should guard, and the screen's unsaved-changes guard still asks when something
 * was.
 */
export function DraftNotice({ thing, error }: DraftNoticeProps) {
  const words = useWords();
  return (
    <div className="admin-notice draft-notice">
      <p>{words.t("admin.draft.notPublic", { thing })}</p>
      <AdminForm>
        <button type="submit" name="intent" value="discard" className="button">
          {words.t("admin.draft.discard", { thing })}
        </button>
      </AdminForm>
      {error !== null && (
        <p className="admin-alert" role="alert">
          {words.t("admin.failedBecause", {
            failure: words.t("admin.draft.discardFailed", { thing }),
            why: error,
          })}
        </p>
      )}
    </div>
  );
}
