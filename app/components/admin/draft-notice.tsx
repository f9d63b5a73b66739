import { useWords } from "../../lib/words.tsx";

interface DraftNoticeProps {
  /** What is not public yet: the messages choose their words by it (ICU select). */
  thing: "meeting" | "event";
  isDiscarding: boolean;
  /** Why the last discard failed, in words for people; null when it did not fail. */
  error: string | null;
  onDiscard(): void;
}

/**
 * On a meeting or event made just now and never saved (decision 0134): that visitors do not see
 * it yet, and a way to throw it away in one tap. Nothing was typed into it that a dialog should
 * guard, and the screen's unsaved-changes guard still asks when something was.
 */
export function DraftNotice({ thing, isDiscarding, error, onDiscard }: DraftNoticeProps) {
  const words = useWords();
  return (
    <div className="admin-notice draft-notice">
      <p>{words.t("admin.draft.notPublic", { thing })}</p>
      <button type="button" className="button" disabled={isDiscarding} onClick={onDiscard}>
        {isDiscarding
          ? words.t("admin.delete.deleting")
          : words.t("admin.draft.discard", { thing })}
      </button>
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
