import { useWords } from "../../lib/words.tsx";

/**
 * The question the page script asks when a link or another form would leave a guarded form's
 * unsaved edits behind (page-script/unsaved-changes.ts), drawn by the server so it is in the
 * organiser's words; it stays closed on a page without JavaScript, whose edits a link drops as any
 * plain page's would.
 */
export function UnsavedChangesPrompt() {
  const words = useWords();
  return (
    <dialog
      className="admin-dialog"
      data-unsaved-prompt=""
      aria-labelledby="unsaved-dialog-heading"
      aria-describedby="unsaved-dialog-text"
    >
      <h2 id="unsaved-dialog-heading">{words.t("admin.unsaved.heading")}</h2>
      <p id="unsaved-dialog-text">{words.t("admin.unsaved.text")}</p>
      <div className="admin-dialog-actions">
        <button type="button" className="button button-primary" data-unsaved-stay="" autoFocus>
          {words.t("admin.unsaved.stay")}
        </button>
        <button type="button" className="button admin-button-danger" data-unsaved-leave="">
          {words.t("admin.unsaved.leave")}
        </button>
      </div>
    </dialog>
  );
}
