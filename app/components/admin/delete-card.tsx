import { useRef } from "react";

interface DeleteCardProps {
  /** What is deleted, in lower case: "meeting", "event". */
  thing: string;
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const Thing = thing.charAt(0).toUpperCase() + thing.slice(1);

  function confirm() {
    dialogRef.current?.close();
    onDelete();
  }

  return (
    <section className="admin-card delete-card" aria-labelledby="delete-heading">
      <h2 id="delete-heading">Delete {Thing}</h2>
      <p className="admin-hint">{hint}</p>
      <button
        type="button"
        className="button admin-button-danger"
        disabled={isDeleting}
        onClick={() => dialogRef.current?.showModal()}
      >
        {isDeleting ? "Deleting..." : `Delete ${thing}`}
      </button>
      {error !== null && (
        <p className="admin-alert" role="alert">
          We couldn't delete the {thing}. {error}
        </p>
      )}
      <dialog
        ref={dialogRef}
        className="admin-dialog"
        aria-labelledby="delete-dialog-heading"
        aria-describedby="delete-dialog-text"
      >
        <h2 id="delete-dialog-heading">Delete this {thing}?</h2>
        <p id="delete-dialog-text">{consequence}</p>
        <div className="admin-dialog-actions">
          <button
            type="button"
            className="button button-primary"
            onClick={() => dialogRef.current?.close()}
            autoFocus
          >
            Keep {thing}
          </button>
          <button type="button" className="button admin-button-danger" onClick={confirm}>
            Delete {thing}
          </button>
        </div>
      </dialog>
    </section>
  );
}
