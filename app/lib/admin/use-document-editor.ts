import { useEffect, useState, type Dispatch, type SetStateAction } from "react";
import { useFetcher, type Blocker, type SubmitTarget } from "react-router";
import type { EditResult, SaveResult } from "./document-actions.ts";
import { useUnsavedChanges } from "./use-unsaved-changes.ts";
import { useWords } from "../words.tsx";

/** The editing state of a screen that manages one document, as DocumentEditor shows it. */
export interface DocumentEditing<Stored, Draft> {
  /** What is stored: as loaded, then as the last save's writes answered. */
  stored: Stored;
  /** The draft of what is stored: what the screen showed before any edit. */
  saved: Draft;
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
  /** Deletes a document never saved, with no dialog (intent "discard"; decision 0134). */
  discard(): void;
  /** Whether a delete or a discard is under way. */
  isDeleting: boolean;
  deleteError: string | null;
  discardError: string | null;
}

/** What a save sends: a JSON object the screen's action parses with the collection's schema. */
export type SaveInput = Extract<SubmitTarget, Record<string, unknown>>;

interface DocumentEditorOptions<Stored, Draft> {
  /**
   * What the screen's loader read: the same object until the loader reads again (memoise one
   * built from several), since a new one replaces what the last save answered.
   */
  loaded: Stored;
  /** The form values of what is stored. */
  draftFrom(stored: Stored): Draft;
  isSame(draft: Draft, saved: Draft): boolean;
  /** What saving `draft` over `stored` sends, or null when its dates and times are incomplete. */
  toSaveForm(draft: Draft, stored: Stored): SaveInput | null;
  /** Why else `draft` cannot be saved, in words for people; null when it can. */
  checkDraft?(draft: Draft): string | null;
}

// Values keep their types on the way to the action (a flag is a boolean, no "true" to parse back).
const JSON_BODY = "application/json";

/**
 * A draft against what is saved, saved and deleted through the screen's client action (intents
 * "save", and "delete" or "discard" on a second fetcher), with the unsaved-changes guard. A save's answer
 * (SaveResult.stored) becomes what is stored, with no second read (decision 0082); a loader that
 * reads again (another action) replaces it in turn.
 */
export function useDocumentEditor<Stored, Draft>({
  loaded,
  draftFrom,
  isSame,
  toSaveForm,
  checkDraft,
}: DocumentEditorOptions<Stored, Draft>): DocumentEditing<Stored, Draft> {
  const saveFetcher = useFetcher<SaveResult<Stored>>();
  const deleteFetcher = useFetcher<EditResult>();
  const saveResult = saveFetcher.state === "idle" ? saveFetcher.data : undefined;
  const stored = useStored(loaded, saveResult);
  const saved = draftFrom(stored);
  const [draft, setDraft] = useState(saved);
  const hasUnsavedChanges = !isSame(draft, saved);
  const blocker = useUnsavedChanges(hasUnsavedChanges);
  // The saves the draft's own problems refused (each moves the focus to the first wrong field),
  // and whether the last was for dates or times left incomplete.
  const [refused, setRefused] = useState({ count: 0, isIncomplete: false });
  const words = useWords();
  useFocusOnFirstWrongField(refused.count);

  // Once a save was refused, the message follows the draft: a field put right clears it.
  // (toSaveForm is not called while drawing: a screen's may read what it declares after this.)
  const draftProblem =
    refused.count === 0
      ? null
      : refused.isIncomplete
        ? words.t("admin.save.fillInTimes")
        : (checkDraft?.(draft) ?? null);

  function save() {
    const form = toSaveForm(draft, stored);
    if (form === null || (checkDraft?.(draft) ?? null) !== null) {
      setRefused(({ count }) => ({ count: count + 1, isIncomplete: form === null }));
      return;
    }
    setRefused({ count: 0, isIncomplete: false });
    void saveFetcher.submit({ intent: "save", ...form }, { method: "post", encType: JSON_BODY });
  }

  const deleteResult = deleteFetcher.state === "idle" ? deleteFetcher.data : undefined;
  const leave = (intent: "delete" | "discard") =>
    void deleteFetcher.submit({ intent }, { method: "post", encType: JSON_BODY });
  const errorOf = (intent: string) =>
    deleteResult?.intent === intent ? (deleteResult.error ?? null) : null;
  return {
    stored,
    saved,
    draft,
    setDraft,
    hasUnsavedChanges,
    blocker,
    save,
    isSaving: saveFetcher.state !== "idle",
    hasSaved: saveResult?.error === null,
    saveProblem: draftProblem ?? saveResult?.error ?? null,
    remove: () => leave("delete"),
    discard: () => leave("discard"),
    isDeleting: deleteFetcher.state !== "idle",
    deleteError: errorOf("delete"),
    discardError: errorOf("discard"),
  };
}

/**
 * What is stored: the newer of what the loader read and what the last save answered. Each is
 * taken when it arrives (React's "adjusting state when a prop changes"), so a save's answer
 * stands until the loader reads again.
 */
function useStored<Stored>(loaded: Stored, saveResult: SaveResult<Stored> | undefined): Stored {
  const [known, setKnown] = useState({ stored: loaded, loaded, saveResult });
  let next = known;
  if (known.loaded !== loaded) {
    next = { stored: loaded, loaded, saveResult };
  } else if (saveResult !== known.saveResult) {
    next = { stored: saveResult?.stored ?? known.stored, loaded, saveResult };
  }
  if (next !== known) setKnown(next);
  return next.stored;
}

/**
 * After a refused save (`refusals` grew), focuses the screen's first field marked wrong
 * (aria-invalid) and brings it to the middle of the window, clear of the sticky header and the
 * Save bar, so a phone shows the field and its message instead of the bar covering them.
 */
function useFocusOnFirstWrongField(refusals: number): void {
  useEffect(() => {
    if (refusals === 0) return;
    const field = document.querySelector<HTMLElement>('main [aria-invalid="true"]');
    if (field === null) return;
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: "center" });
  }, [refusals]);
}
