import type { Databases } from "appwrite";
import { redirect } from "react-router";
import { getMeetingWithAgenda, type MeetingWithAgenda } from "../collections/meetings.ts";
import { errorWords } from "../error-words.ts";
import { adminWords } from "./admin-words.ts";
import { loadScreen } from "./organiser-loader.ts";

// The loading and the actions of a screen that manages one document (Manage Meeting, Manage
// Event), with the words its console lines and messages use.

/** What an edit's form shows afterwards: nothing when it worked, else a sentence for people. */
export interface EditResult {
  intent: string;
  error: string | null;
}

/**
 * What a save answers: as an EditResult, and what is stored now as its writes answered (absent
 * when a failed save changed nothing), which the screen takes instead of reading it again.
 */
export interface SaveResult<Stored> extends EditResult {
  stored?: Stored;
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

/**
 * A screen about one meeting (Manage Meeting, the presenter view): the meeting and its agenda,
 * and what `alongside` reads for the screen once the meeting is known to exist. `titleOf` names
 * it for the browser tab.
 */
export function loadMeetingScreen<T extends object>(
  id: string,
  alongside: (databases: Databases) => Promise<T>,
  titleOf: (found: MeetingWithAgenda) => string,
) {
  return loadScreen("a meeting", async ({ databases }) => {
    const found = await getMeetingWithAgenda(databases, id);
    return found && { ...found, ...(await alongside(databases)), title: titleOf(found) };
  });
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
    return { intent, error: errorWords(adminWords(), error) };
  }
}

/** Runs a save of one document: `write` answers it as stored. A failure is logged and said. */
export async function runSave<Stored>(write: () => Promise<Stored>): Promise<SaveResult<Stored>> {
  try {
    return { intent: "save", error: null, stored: await write() };
  } catch (error) {
    console.error("Failed to save.", error);
    return { intent: "save", error: errorWords(adminWords(), error) };
  }
}

/**
 * Deletes the screen's document ("delete", or "discard" for one never saved) and goes back to the
 * Admin Panel, or says why it could not.
 */
export async function deleteAndLeave(
  logLine: string,
  remove: () => Promise<unknown>,
  intent: "delete" | "discard" = "delete",
) {
  const result = await runEdit(intent, logLine, remove);
  return result.error === null ? redirect("/admin") : result;
}
