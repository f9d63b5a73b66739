import { useRef } from "react";

interface DeleteMeetingProps {
  isDeleting: boolean;
  /** Why the last delete failed, in words for people; null when it did not fail. */
  error: string | null;
  onDelete(): void;
}

/** Deleting the meeting, behind a dialog that names what goes and defaults to keeping it. */
export function DeleteMeeting({ isDeleting, error, onDelete }: DeleteMeetingProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  function confirm() {
    dialogRef.current?.close();
    onDelete();
  }

  return (
    <section className="admin-card" aria-labelledby="delete-meeting-heading">
      <h2 id="delete-meeting-heading">Delete Meeting</h2>
      <p className="admin-hint">
        Deleting removes the meeting and its agenda from the site for good. To keep it listed but
        marked as not happening, tick Canceled instead.
      </p>
      <button
        type="button"
        className="button admin-button-danger"
        disabled={isDeleting}
        onClick={() => dialogRef.current?.showModal()}
      >
        {isDeleting ? "Deleting..." : "Delete meeting"}
      </button>
      {error !== null && (
        <p className="admin-alert" role="alert">
          We couldn't delete the meeting. {error}
        </p>
      )}
      <dialog
        ref={dialogRef}
        className="admin-dialog"
        aria-labelledby="delete-dialog-heading"
        aria-describedby="delete-dialog-text"
      >
        <h2 id="delete-dialog-heading">Delete this meeting?</h2>
        <p id="delete-dialog-text">
          The meeting and its agenda will be removed from the site. This can't be undone.
        </p>
        <div className="admin-dialog-actions">
          <button
            type="button"
            className="button button-primary"
            onClick={() => dialogRef.current?.close()}
            autoFocus
          >
            Keep meeting
          </button>
          <button type="button" className="button admin-button-danger" onClick={confirm}>
            Delete meeting
          </button>
        </div>
      </dialog>
    </section>
  );
}
