import type { Databases } from "appwrite";
import { redirect } from "react-router";
import { getMeetingWithAgenda, type MeetingWithAgenda } from "../collections/meetings.ts";
import { errorWords } from "../error-words.ts";
import { loadForOrganiser } from "./organiser-loader.ts";

// The loading and the actions of a screen that manages one document (Manage Meeting, Manage
// Event), with the words its console lines and messages use.

/** What an edit's form shows afterwards: nothing when it worked, else a sentence for people. */
export interface EditResult {
  intent: string;
  error: string | null;
}

/**
 * A document screen's action input: the JSON its editor sends (useDocumentEditor), or the fields
 * of a plain form (Manage Meeting's copy tools). Either is then parsed by the screen's schema.
 */
export async function readActionInput(request: Request): Promise<unknown> {
  const type = request.headers.get("Content-Type") ?? "";
  if (type.startsWith("application/json")) return request.json();
  return Object.fromEntries(await request.formData());
}

/** What a document screen loaded: the document, or why there is none to show. */
export type DocumentLoad<T> =
  | ({ kind: "found"; loadedAt: string; title: string } & T)
  | { kind: "not-found" }
  | { kind: "load-failed"; message: string };

/**
 * A document screen's client loader: for an organiser, reads the screen's document; null from
 * `read` means there is none at this address. `titleOf` names it for the browser tab.
 */
export function loadDocumentScreen<T>(
  read: (databases: Databases) => Promise<T | null>,
  titleOf: (found: T) => string,
) {
  return loadForOrganiser(({ databases }) => loadDocument(() => read(databases), titleOf));
}

/**
 * A screen about one meeting (Manage Meeting, the presenter view): the meeting and its agenda,
 * and what `alongside` reads for the screen once the meeting is known to exist.
 */
export function loadMeetingScreen<T extends object>(
  id: string,
  alongside: (databases: Databases) => Promise<T>,
  titleOf: (found: MeetingWithAgenda) => string,
) {
  return loadDocumentScreen(async (databases) => {
    const found = await getMeetingWithAgenda(databases, id);
    return found && { ...found, ...(await alongside(databases)) };
  }, titleOf);
}

async function loadDocument<T>(
  read: () => Promise<T | null>,
  titleOf: (found: T) => string,
): Promise<DocumentLoad<T>> {
  try {
    const found = await read();
    if (found === null) return { kind: "not-found" };
    return { kind: "found", loadedAt: new Date().toISOString(), title: titleOf(found), ...found };
  } catch (error) {
    console.error("Error loading:", error);
    return { kind: "load-failed", message: errorWords(error) };
  }
}

/** Runs an edit (a save, a new agenda); a failure is logged after `logLine` and returned in words. */
export async function runEdit(
  intent: string,
  logLine: string,
  edit: () => Promise<unknown>,
): Promise<EditResult> {
  try {
    await edit();
    return { intent, error: null };
  } catch (error) {
    console.error(logLine, error);
    return { intent, error: errorWords(error) };
  }
}

/** Deletes the screen's document and goes back to the Admin Panel, or says why it could not. */
export async function deleteAndLeave(logLine: string, remove: () => Promise<unknown>) {
  const result = await runEdit("delete", logLine, remove);
  return result.error === null ? redirect("/admin") : result;
}
