import { AppwriteException } from "appwrite";
import { data } from "react-router";
import { errorWords } from "../error-words.ts";
import {
  listVersions,
  saveVersioned,
  type VersionData,
  type VersionedRef,
} from "../collections/versions.ts";
import { fieldOf, type Organiser } from "./organiser-screen.server.ts";
import type { DraftCheck, VersionedAnswer } from "./versioned-form.ts";

// The action of a screen whose document keeps its history, on the site's server (decision 0156):
// "save" checks the posted draft and saves it unless someone else saved since the form was drawn
// ("startedFrom"); "overwrite" saves it over theirs ("theirs", their $updatedAt); "restore" saves
// an earlier version again. A screen's own intents (a list's add, remove, up, down) draw the
// draft again without saving: the draft lives in the form.

interface VersionedScreen<Draft> {
  ref: VersionedRef;
  /** The draft the posted fields hold (a picture posted with them stored first). */
  draftOf(form: FormData): Draft | Promise<Draft>;
  check(draft: Draft): DraftCheck<string>;
  /** Reads an earlier version's data as the screen saves it (a version may predate an attribute). */
  parseData(data: VersionData): VersionData;
  /** The draft after one of the screen's own intents, or null for an intent it does not know. */
  edit?(intent: string, draft: Draft, form: FormData): Draft | null;
  /** Before `data` is stored: what it will use is made ready (its picture readable). */
  beforeSave?(data: VersionData): Promise<void>;
  /** After `saved` was stored over `replaced`: what it leaves unused goes. */
  afterSave?(saved: VersionData, replaced: VersionData | null): Promise<void>;
}

/** Runs the posted intent of a versioned screen as `organiser`; its answer is drawn on the page. */
export async function versionedAction<Draft>(
  form: FormData,
  organiser: Organiser,
  screen: VersionedScreen<Draft>,
) {
  const intent = fieldOf(form, "intent");
  const startedFrom = fieldOf(form, "startedFrom") || null;
  const answer = (fields: Partial<VersionedAnswer<Draft>>, status = 200) =>
    data<VersionedAnswer<Draft>>(
      {
        intent,
        draft: null,
        problems: {},
        error: null,
        conflict: null,
        startedFrom,
        hasSaved: false,
        ...fields,
      },
      { status },
    );
  if (intent === "restore") {
    const versionId = fieldOf(form, "versionId") ?? "";
    return save(null, startedFrom, async () => {
      const versions = await listVersions(organiser.appwrite.databases, screen.ref);
      const version = versions.find((found) => found.id === versionId);
      return version === undefined ? null : screen.parseData(version.data);
    });
  }
  const draft = await screen.draftOf(form);
  if (intent === "save" || intent === "overwrite") {
    const checked = screen.check(draft);
    if (checked.data === null) {
      const problems = Object.fromEntries(
        Object.entries(checked.problems).filter(
          (entry): entry is [string, string] => entry[1] !== undefined,
        ),
      );
      return answer({ draft, problems }, 400);
    }
    const base = intent === "overwrite" ? fieldOf(form, "theirs") || null : startedFrom;
    const data = checked.data;
    return save(draft, base, () => Promise.resolve(data));
  }
  const edited = intent === null ? null : (screen.edit?.(intent, draft, form) ?? null);
  if (edited === null) {
    return answer({ draft, error: organiser.words.t("admin.error.invalid_format") }, 400);
  }
  return answer({ draft: edited });

  async function save(
    posted: Draft | null,
    base: string | null,
    read: () => Promise<VersionData | null>,
  ) {
    try {
      const toSave = await read();
      if (toSave === null) {
        return answer({ error: organiser.words.t("admin.error.document_not_found") }, 404);
      }
      await screen.beforeSave?.(toSave);
      const { databases } = organiser.appwrite;
      const author = organiser.user.name.trim() || organiser.user.email;
      const saved = await saveVersioned(databases, screen.ref, toSave, base, author);
      if (saved.kind === "conflict") return answer({ draft: posted, conflict: saved }, 409);
      await screen.afterSave?.(toSave, saved.replaced);
      return answer({ hasSaved: true, startedFrom: null });
    } catch (error) {
      if (error instanceof Response) throw error;
      console.error(`Error on ${intent}:`, screen.ref.collectionId, screen.ref.documentId, error);
      const isRefusal = error instanceof AppwriteException && error.code >= 400 && error.code < 500;
      return answer(
        { draft: posted, error: errorWords(organiser.words, error) },
        isRefusal ? error.code : 503,
      );
    }
  }
}
