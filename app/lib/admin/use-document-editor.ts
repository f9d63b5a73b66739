import { useState, type Dispatch, type SetStateAction } from "react";
import { useFetcher, type Blocker, type SubmitTarget } from "react-router";
import type { EditResult } from "./document-actions.ts";
import { useUnsavedChanges } from "./use-unsaved-changes.ts";

/** The editing state of a screen that manages one document, as DocumentEditor shows it. */
export interface DocumentEditing<Draft> {
  draft: Draft;
  setDraft: Dispatch<SetStateAction<Draft>>;
  hasUnsavedChanges: boolean;
  blocker: Blocker;
  save(): void;
  isSaving: boolean;
  hasSaved: boolean;
  /** Why the draft cannot be saved or the last save failed, in words for people. */
  saveProblem: string | null;
  remove(): void;
  isDeleting: boolean;
  deleteError: string | null;
}

/** What a save sends: a JSON object the screen's action parses with the collection's schema. */
export type SaveInput = Extract<SubmitTarget, Record<string, unknown>>;

interface DocumentEditorOptions<Draft> {
  /** What is stored now; after a save the loader reads it again, so the draft matches it. */
  saved: Draft;
  isSame(draft: Draft, saved: Draft): boolean;
  /** What saving `draft` sends, or null when its dates and times are incomplete. */
  toSaveForm(draft: Draft): SaveInput | null;
  /** Why else `draft` cannot be saved, in words for people; null when it can. */
  checkDraft?(draft: Draft): string | null;
}

// Values keep their types on the way to the action (a flag is a boolean, no "true" to parse back).
const JSON_BODY = "application/json";

/**
 * A draft against what is saved, saved and deleted through the screen's client action (intents
 * "save" and "delete", each on its own fetcher), with the unsaved-changes guard.
 */
export function useDocumentEditor<Draft>({
  saved,
  isSame,
  toSaveForm,
  checkDraft,
}: DocumentEditorOptions<Draft>): DocumentEditing<Draft> {
  const [draft, setDraft] = useState(saved);
  const hasUnsavedChanges = !isSame(draft, saved);
  const blocker = useUnsavedChanges(hasUnsavedChanges);
  const saveFetcher = useFetcher<EditResult>();
  const deleteFetcher = useFetcher<EditResult>();
  const [draftProblem, setDraftProblem] = useState<string | null>(null);

  function save() {
    const form = toSaveForm(draft);
    const problem =
      form === null ? "Fill in the start and end dates and times." : (checkDraft?.(draft) ?? null);
    if (form === null || problem !== null) {
      setDraftProblem(problem);
      return;
    }
    setDraftProblem(null);
    void saveFetcher.submit({ intent: "save", ...form }, { method: "post", encType: JSON_BODY });
  }

  const saveResult = saveFetcher.state === "idle" ? saveFetcher.data : undefined;
  const deleteResult = deleteFetcher.state === "idle" ? deleteFetcher.data : undefined;
  return {
    draft,
    setDraft,
    hasUnsavedChanges,
    blocker,
    save,
    isSaving: saveFetcher.state !== "idle",
    hasSaved: saveResult?.error === null,
    saveProblem: draftProblem ?? saveResult?.error ?? null,
    remove: () =>
      void deleteFetcher.submit({ intent: "delete" }, { method: "post", encType: JSON_BODY }),
    isDeleting: deleteFetcher.state !== "idle",
    deleteError: deleteResult?.error ?? null,
  };
}
