import { SaveStatus } from "./save-status.tsx";
import { useWords } from "../../lib/words.tsx";

interface SaveBarProps {
  isSaving: boolean;
  hasUnsavedChanges: boolean;
  /** Whether the last save worked. */
  hasSaved: boolean;
  /** Why the last save failed, in words for people; null when it did not fail. */
  problem: string | null;
  /** Saves, on a screen the browser draws. */
  onSave?(): void;
  /** The id of the form the button submits (intent "save"), on a screen the server draws. */
  form?: string;
}

/** The Save button, kept in view at the bottom of the screen, with the outcome beside it. */
export function SaveBar({
  isSaving,
  hasUnsavedChanges,
  hasSaved,
  problem,
  onSave,
  form,
}: SaveBarProps) {
  const words = useWords();
  const message = isSaving
    ? ""
    : problem !== null
      ? words.t("admin.save.failed")
      : hasSaved && !hasUnsavedChanges
        ? words.t("admin.save.saved")
        : "";
  return (
    <div className="save-bar">
      <div className="save-bar-text">
        <p className="save-bar-changes">
          {hasUnsavedChanges && !isSaving ? words.t("admin.save.unsaved") : ""}
        </p>
        <SaveStatus
          message={message}
          detail={isSaving ? null : problem}
          isFailure={problem !== null}
        />
      </div>
      <button
        type={form === undefined ? "button" : "submit"}
        form={form}
        name={form === undefined ? undefined : "intent"}
        value={form === undefined ? undefined : "save"}
        onClick={onSave}
        className="button button-primary save-button"
        disabled={isSaving}
      >
        {words.t(isSaving ? "admin.saving" : "admin.save.button")}
      </button>
    </div>
  );
}
