import type { Databases } from "appwrite";
import { getMeetingWithAgenda, type MeetingWithAgenda } from "../collections/meetings.ts";
import { loadScreen } from "./organiser-loader.ts";

// What the screens the browser still draws share: reading a posted action input, and loading a
// screen about one meeting (the presenter view).

/**
 * A screen's action input: the JSON its editor sends, or the fields of a plain form. Either is
 * then parsed by the screen's schema.
 */
export async function readActionInput(request: Request): Promise<unknown> {
  const type = request.headers.get("Content-Type") ?? "";
  if (type.startsWith("application/json")) return request.json();
  return Object.fromEntries(await request.formData());
}

/**
 * A screen about one meeting (the presenter view): the meeting and its agenda,
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
