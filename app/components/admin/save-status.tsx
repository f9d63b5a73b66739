interface SaveStatusProps {
  /** "Saved!", "Failed to save." or nothing; announced politely when it changes. */
  message: string;
  /** Why saving failed, when the page knows more than that it did. */
  detail: string | null;
  isFailure: boolean;
}

/** The visible, announced outcome of the last save. */
export function SaveStatus({ message, detail, isFailure }: SaveStatusProps) {
  return (
    <div className={isFailure ? "save-status is-failure" : "save-status"} role="status">
      {message !== "" && <strong>{message}</strong>}
      {detail !== null && <span> {detail}</span>}
    </div>
  );
}
