import { useEffect, useRef } from "react";
import type { Blocker } from "react-router";
import { useWords } from "../../lib/words.tsx";

/** Asks before an in-app link leaves unsaved changes behind (see useUnsavedChanges). */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const words = useWords();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const isBlocked = blocker.state === "blocked";

  useEffect(() => {
    const dialog = dialogRef.current;
    if (isBlocked && dialog !== null && !dialog.open) {
      dialog.showModal();
    }
  }, [isBlocked]);

  function stay() {
    dialogRef.current?.close();
    if (blocker.state === "blocked") blocker.reset();
  }

  function leave() {
    dialogRef.current?.close();
    if (blocker.state === "blocked") blocker.proceed();
  }

  return (
    <dialog
      ref={dialogRef}
      className="admin-dialog"
      aria-labelledby="unsaved-dialog-heading"
      aria-describedby="unsaved-dialog-text"
      onCancel={stay}
    >
      <h2 id="unsaved-dialog-heading">{words.t("admin.unsaved.heading")}</h2>
      <p id="unsaved-dialog-text">{words.t("admin.unsaved.text")}</p>
      <div className="admin-dialog-actions">
        <button type="button" className="button button-primary" onClick={stay} autoFocus>
          {words.t("admin.unsaved.stay")}
        </button>
        <button type="button" className="button admin-button-danger" onClick={leave}>
          {words.t("admin.unsaved.leave")}
        </button>
      </div>
    </dialog>
  );
}
