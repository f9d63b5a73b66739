import { useWords } from "../../lib/words.tsx";
import { AdminForm } from "./admin-form.tsx";

interface DeleteCardProps {
  /** What is deleted: the messages choose their words by it (ICU select). */
  thing: "meeting" | "event";
  /** When to delete, or what to do instead. */
  hint: string;
  /** What goes, and whether it can be undone, said in the dialog before it happens. */
  consequence: string;
  /** Why the last delete failed, in words for people; null when it did not fail. */
  error: string | null;
}

// The dialog opens and closes with the browser's own invoker commands (`commandfor`), which need
// no script: the page the server draws has no React to call showModal().
const OPEN_DIALOG = { commandfor: "delete-dialog", command: "show-modal" };
const CLOSE_DIALOG = { commandfor: "delete-dialog", command: "close" };

/**
 * Deleting what the screen manages (intent "delete", a form of its own), behind a dialog that
 * names what goes and defaults to keeping it.
 */
export function DeleteCard({ thing, hint, consequence, error }: DeleteCardProps) {
  const words = useWords();
  return (
    <section className="admin-card delete-card" aria-labelledby="delete-heading">
      <h2 id="delete-heading">{words.t("admin.delete.heading", { thing })}</h2>
      <p className="admin-hint">{hint}</p>
      <button type="button" className="button admin-button-danger" {...OPEN_DIALOG}>
        {words.t("admin.delete.button", { thing })}
      </button>
      {error !== null && (
        <p className="admin-alert" role="alert">
          {words.t("admin.failedBecause", {
            failure: words.t("admin.delete.failed", { thing }),
            why: error,
          })}
        </p>
      )}
      <dialog
        id="delete-dialog"
        className="admin-dialog"
        aria-labelledby="delete-dialog-heading"
        aria-describedby="delete-dialog-text"
      >
        <h2 id="delete-dialog-heading">{words.t("admin.delete.confirmHeading", { thing })}</h2>
        <p id="delete-dialog-text">{consequence}</p>
        <AdminForm className="admin-dialog-actions" data-unsaved-discards="">
          <button type="button" className="button button-primary" autoFocus {...CLOSE_DIALOG}>
            {words.t("admin.delete.keep", { thing })}
          </button>
          <button type="submit" name="intent" value="delete" className="button admin-button-danger">
            {words.t("admin.delete.button", { thing })}
          </button>
        </AdminForm>
      </dialog>
    </section>
  );
}
