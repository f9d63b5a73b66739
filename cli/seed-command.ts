import { parseArgs } from "node:util";
import { AppwriteException, Client, Databases } from "node-appwrite";
import { DATABASE_ID } from "../app/lib/collections/ids.ts";
import { readClubConfig } from "../server/club-config-file.ts";
import {
  clubStartingDocuments,
  firstVersionOf,
  type StartingDocument,
} from "../server/club-start-documents.ts";
import { loadSettings } from "../server/env.ts";
import { projectRoot } from "../server/project-root.ts";
import type { CommandOutput } from "./users-command.ts";

export const usage = `Usage:
  npm run seed -- [--endpoint https://<your-appwrite>/v1] [--project <id>] [--key <secret>]

Stores the club's starting documents (settings, pages in every language, agenda guidelines,
support resources, the settings' texts in other languages, each with its first version in the
history) in a real Appwrite project whose collections were pushed from appwrite.json
(appwrite push collections). A document the project holds is never changed: run it again at any
time. Each option falls back to its setting: APPWRITE_ENDPOINT, APPWRITE_PROJECT_ID and
APPWRITE_API_KEY (a key with the scopes documents.read and documents.write; better in the
environment, since a command line is visible to others on the machine). CLUB_TIME_ZONE applies
as it does at start.`;

/** A mistake in the command line or a missing setting: answered with the usage text. */
class UsageError extends Error {}

/**
 * Runs `npm run seed -- <argv>` (decision 0142) and returns the exit code: 0 done (stored or
 * already there), 1 refused by Appwrite or unreachable, 2 bad command line or settings.
 */
export async function runSeedCommand(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  output: CommandOutput,
): Promise<number> {
  try {
    const { databases, timeZone } = connect(argv, env);
    // The club's own files (club.config.json, content/), as the server's start reads them.
    const starting = clubStartingDocuments(readClubConfig(timeZone), projectRoot);
    let stored = 0;
    for (const document of starting) {
      if (await storeIfMissing(databases, document)) {
        output.log(`Stored ${document.collectionId} ${document.documentId}.`);
        stored += 1;
      }
    }
    output.log(
      `Stored ${stored} of the club's ${starting.length} starting documents; ` +
        `${starting.length - stored} were there already and were left as they are.`,
    );
    return 0;
  } catch (error) {
    return reportFailure(error, output);
  }
}

function connect(argv: readonly string[], env: NodeJS.ProcessEnv) {
  let values: { endpoint?: string; project?: string; key?: string };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        endpoint: { type: "string" },
        project: { type: "string" },
        key: { type: "string" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  // The options pass through the server's own checks of the same settings.
  const settings = checkedSettings({
    ...env,
    ...(values.endpoint === undefined ? {} : { APPWRITE_ENDPOINT: values.endpoint }),
    ...(values.project === undefined ? {} : { APPWRITE_PROJECT_ID: values.project }),
  });
  const key = values.key ?? env.APPWRITE_API_KEY;
  if (!settings.appwriteEndpoint) {
    throw new UsageError("Name the Appwrite to fill: --endpoint or APPWRITE_ENDPOINT.");
  }
  if (!key) throw new UsageError("Give a key of the project: --key or APPWRITE_API_KEY.");
  const client = new Client()
    .setEndpoint(settings.appwriteEndpoint)
    .setProject(settings.projectId)
    .setKey(key);
  return { databases: new Databases(client), timeZone: settings.clubTimeZone };
}

function checkedSettings(env: NodeJS.ProcessEnv) {
  try {
    return loadSettings(env);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Creates `document` and its first version unless the project holds it; true when it stored
 * them. A document someone made in between (Appwrite's document_already_exists) counts as held.
 */
async function storeIfMissing(databases: Databases, document: StartingDocument): Promise<boolean> {
  if (await isHeld(databases, document)) return false;
  try {
    await create(databases, document);
  } catch (error) {
    if (error instanceof AppwriteException && error.type === "document_already_exists")
      return false;
    throw error;
  }
  await create(databases, firstVersionOf(document));
  return true;
}

async function isHeld(databases: Databases, { collectionId, documentId }: StartingDocument) {
  try {
    await databases.getDocument({ databaseId: DATABASE_ID, collectionId, documentId });
    return true;
  } catch (error) {
    if (error instanceof AppwriteException && error.type === "document_not_found") return false;
    throw error;
  }
}

function create(databases: Databases, { collectionId, documentId, data }: StartingDocument) {
  // No permissions of the document's own: the collection's (appwrite.json) decide who reads
  // and writes, as for every document the site writes (collections/database.ts).
  return databases.createDocument({
    databaseId: DATABASE_ID,
    collectionId,
    documentId,
    data,
    permissions: [],
  });
}

/** What to do about Appwrite's refusals, by its error type. */
const ADVICE: Partial<Record<string, string>> = {
  user_unauthorized: "Appwrite refused the key: check APPWRITE_API_KEY (or --key).",
  general_unauthorized_scope:
    "The key lacks a scope: give it documents.read and documents.write in Appwrite's console.",
  project_not_found: "Appwrite has no such project: check APPWRITE_PROJECT_ID (or --project).",
  database_not_found:
    "The project has no club database yet: push the data model first (appwrite push collections).",
  collection_not_found:
    "The project lacks one of the club's collections: push the data model first (appwrite push collections).",
};

function reportFailure(error: unknown, output: CommandOutput): number {
  if (error instanceof UsageError) {
    output.error(`seed: ${error.message}\n\n${usage}`);
    return 2;
  }
  if (error instanceof AppwriteException) {
    const advice = ADVICE[error.type] ?? "Appwrite refused a write.";
    output.error(`seed: ${advice} (${error.code} ${error.type}: ${error.message})`);
    return 1;
  }
  // fetch's own failure: no connection, no such host, a certificate refused.
  if (error instanceof TypeError) {
    output.error(
      `seed: Appwrite could not be reached: check APPWRITE_ENDPOINT (${error.message}).`,
    );
    return 1;
  }
  const message = error instanceof Error ? error.message : String(error);
  output.error(`seed: ${message}`);
  return 1;
}
