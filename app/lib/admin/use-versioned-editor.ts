import { useState, type Dispatch, type SetStateAction } from "react";
import { useFetcher, type Blocker } from "react-router";
import type { VersionData } from "../collections/versions.ts";
import { useWords } from "../words.tsx";
import { useUnsavedChanges } from "./use-unsaved-changes.ts";
import type { VersionedResult } from "./versioned-actions.ts";

/** What a draft becomes when saved: the data, or the problem at each field that has one. */
export type DraftCheck<Key extends string> =
  { data: VersionData; problems: null } | { data: null; problems: Partial<Record<Key, string>> };

interface VersionedEditorOptions<Draft, Key extends string> {
  /** What is stored now, as a draft. */
  saved: Draft;
  /** $updatedAt of what is stored (null: nothing yet): a save names it, to learn of others' saves. */
  startedFrom: string | null;
  isSame(draft: Draft, saved: Draft): boolean;
  check(draft: Draft): DraftCheck<Key>;
  /** The draft of a version someone else saved, to take theirs. */
  draftOf(data: VersionData): Draft;
}

/** The editing state of a screen whose document keeps its history (versioned-actions.ts). */
export interface VersionedEditing<Draft, Key extends string> {
  draft: Draft;
  setDraft: Dispatch<SetStateAction<Draft>>;
  problems: Partial<Record<Key, string>>;
  hasUnsavedChanges: boolean;
  blocker: Blocker;
  save(): void;
  /** Saves the draft over someone else's save the screen was told of. */
  saveOverTheirs(): void;
  /** Puts someone else's save into the draft. */
  takeTheirs(): void;
  restore(versionId: string): void;
  isSaving: boolean;
  hasSaved: boolean;
  saveProblem: string | null;
  conflict: VersionedResult["conflict"];
  /** Counts the times the draft was replaced whole (a restore, theirs): an editor keyed by it starts again. */
  generation: number;
}

const JSON_BODY = "application/json";

/**
 * A draft against what is stored, saved or restored through the screen's client action, with
 * the check of every field, the unsaved-changes guard and someone else's save in between.
 */
export function useVersionedEditor<Draft, Key extends string>({
  saved,
  startedFrom,
  isSame,
  check,
  draftOf,
}: VersionedEditorOptions<Draft, Key>): VersionedEditing<Draft, Key> {
  const words = useWords();
  const [draft, setDraft] = useState(saved);
  const [readAt, setReadAt] = useState(startedFrom);
  // What a save says it started from: what was read, or someone else's save once it was seen.
  const [base, setBase] = useState(startedFrom);
  const [generation, setGeneration] = useState(0);
  const [problems, setProblems] = useState<Partial<Record<Key, string>>>({});
  const fetcher = useFetcher<VersionedResult>();
  // A save or a restore reads the document again: the draft becomes what is now stored.
  if (readAt !== startedFrom) {
    setReadAt(startedFrom);
    setBase(startedFrom);
    setDraft(saved);
    setGeneration((count) => count + 1);
  }
  const hasUnsavedChanges = !isSame(draft, saved);
  const blocker = useUnsavedChanges(hasUnsavedChanges);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  // Someone else's save, until the organiser takes it or saves over it.
  const conflict = result?.conflict && result.conflict.updatedAt !== base ? result.conflict : null;

  function submit(body: Record<string, unknown>) {
    void fetcher.submit(JSON.parse(JSON.stringify(body)), { method: "post", encType: JSON_BODY });
  }

  function saveFrom(from: string | null) {
    const checked = check(draft);
    setProblems(checked.problems ?? {});
    setBase(from);
    if (checked.data !== null) submit({ intent: "save", data: checked.data, startedFrom: from });
  }

  return {
    draft,
    setDraft,
    problems,
    hasUnsavedChanges,
    blocker,
    save: () => saveFrom(base),
    saveOverTheirs: () => {
      if (conflict) saveFrom(conflict.updatedAt);
    },
    takeTheirs: () => {
      if (conflict === null) return;
      setBase(conflict.updatedAt);
      setDraft(draftOf(conflict.theirs));
      setGeneration((count) => count + 1);
    },
    restore: (versionId) => submit({ intent: "restore", versionId, startedFrom: base }),
    isSaving: fetcher.state !== "idle",
    hasSaved: result?.error === null && conflict === null,
    saveProblem:
      Object.keys(problems).length > 0
        ? words.t("admin.history.fieldsFirst")
        : (result?.error ?? null),
    conflict,
    generation,
  };
}
