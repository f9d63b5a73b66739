import { useRef } from "react";
import { useWords } from "../../lib/words.tsx";

interface DeleteCardProps {
  /** What is deleted: the messages choose their words by it (ICU select). */
  thing: "meeting" | "event";
  /** When to delete, or what to do instead. */
  hint: string;
  /** What goes, and whether it can be undone, said in the dialog before it happens. */
  consequence: string;
  isDeleting: boolean;
  /** Why the last delete failed, in words for people; null when it did not fail. */
  error: string | null;
  onDelete(): void;
}

/** Deleting what the screen manages, behind a dialog that names what goes and defaults to keeping it. */
export function DeleteCard({
  thing,
  hint,
  consequence,
  isDeleting,
  error,
  onDelete,
}: DeleteCardProps) {
  const words = useWords();
  const dialogRef = useRef<HTMLDialogElement>(null);

  function confirm() {
    dialogRef.current?.close();
    onDelete();
  }

  return (
    <section className="admin-card delete-card" aria-labelledby="delete-heading">
      <h2 id="delete-heading">{words.t("admin.delete.heading", { thing })}</h2>
      <p className="admin-hint">{hint}</p>
      <button
        type="button"
        className="button admin-button-danger"
        disabled={isDeleting}
        onClick={() => dialogRef.current?.showModal()}
      >
        {isDeleting ? words.t("admin.delete.deleting") : words.t("admin.delete.button", { thing })}
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
        ref={dialogRef}
        className="admin-dialog"
        aria-labelledby="delete-dialog-heading"
        aria-describedby="delete-dialog-text"
      >
        <h2 id="delete-dialog-heading">{words.t("admin.delete.confirmHeading", { thing })}</h2>
        <p id="delete-dialog-text">{consequence}</p>
        <div className="admin-dialog-actions">
          <button
            type="button"
            className="button button-primary"
            onClick={() => dialogRef.current?.close()}
            autoFocus
          >
            {words.t("admin.delete.keep", { thing })}
          </button>
          <button type="button" className="button admin-button-danger" onClick={confirm}>
            {words.t("admin.delete.button", { thing })}
          </button>
        </div>
      </dialog>
    </section>
  );
}
