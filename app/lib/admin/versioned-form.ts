import type { VersionData, VersionedSave } from "../collections/versions.ts";

// The form of a screen whose document keeps its history (the pages, their texts, the lists,
// Club settings), drawn by the site's server (issue 32 item 2, decision 0156): the fields and
// `startedFrom` (the $updatedAt the form was drawn from) post to the screen's action, which
// checks them, refuses a save over someone else's in between, saves, and draws the page again.

/** The id of a versioned screen's form: the Save bar's and the conflict's buttons submit it. */
export const VERSIONED_FORM_ID = "versioned-form";

/** Someone else's save the action found between the form's drawing and its save. */
export type SaveConflictFound = Extract<VersionedSave, { kind: "conflict" }>;

/** What a draft becomes when saved: the data, or the problem at each field that has one. */
export type DraftCheck<Key extends string> =
  { data: VersionData; problems: null } | { data: null; problems: Partial<Record<Key, string>> };

/** What a versioned screen's action answers, drawn on the page it returns. */
export interface VersionedAnswer<Draft> {
  intent: string | null;
  /** What was posted, drawn again (a refused save, a list's entry added or moved); null once saved. */
  draft: Draft | null;
  problems: Record<string, string>;
  /** Why the edit failed, in the organiser's words; null when it did not. */
  error: string | null;
  conflict: SaveConflictFound | null;
  /** What the posted form was drawn from, kept while the draft is drawn again. */
  startedFrom: string | null;
  hasSaved: boolean;
}

/** What a versioned screen draws: the draft in its fields and the last form's outcome. */
export interface VersionedState<Draft> {
  draft: Draft;
  startedFrom: string | null;
  problems: Record<string, string>;
  /** Why the last save failed (a field's problem, or Appwrite's refusal), or null. */
  saveProblem: string | null;
  conflict: SaveConflictFound | null;
  hasSaved: boolean;
  hasUnsavedChanges: boolean;
}

/**
 * The state a versioned screen draws: what is stored (`saved`, read at `storedAt`) on a visit or
 * after a save; what was posted, with its problems, after anything else. `answer` may also be a
 * refusal of the form itself (organiser-screen.server.ts), which keeps no draft.
 */
export function versionedState<Draft>(
  answer: (Partial<VersionedAnswer<Draft>> & { error: string | null }) | undefined,
  saved: Draft,
  storedAt: string | null,
  fieldsFirst: string,
): VersionedState<Draft> {
  const draft = answer?.draft ?? null;
  const problems = answer?.problems ?? {};
  const hasProblems = Object.keys(problems).length > 0;
  return {
    draft: draft ?? saved,
    startedFrom: draft === null ? storedAt : (answer?.startedFrom ?? null),
    problems,
    saveProblem: hasProblems ? fieldsFirst : (answer?.error ?? null),
    conflict: answer?.conflict ?? null,
    hasSaved: answer?.hasSaved ?? false,
    hasUnsavedChanges: draft !== null,
  };
}
