import type { Databases } from "appwrite";
import { z } from "zod";
import { errorWords } from "../error-words.ts";
import { adminWords } from "./admin-words.ts";
import {
  listVersions,
  saveVersioned,
  type VersionData,
  type VersionedRef,
  type VersionedSave,
} from "../collections/versions.ts";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { checkAdminAccess } from "./organiser-loader.ts";
import { shouldRevalidateAdminScreen } from "./revalidation.ts";

// The actions of a screen whose document keeps its history (Club settings, a page): a save of
// the organiser's draft and a restore of an earlier version, both refused when someone else
// saved since the screen was read (decision 0110).

/** What a versioned screen's action returns: the edit's outcome, and someone else's save. */
export interface VersionedResult {
  intent: string;
  error: string | null;
  conflict: Extract<VersionedSave, { kind: "conflict" }> | null;
}

/** The intents a versioned screen's action takes, `data` checked by the screen's own schema. */
export function versionedIntentSchema<T extends z.ZodType>(data: T) {
  return z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("save"), data, startedFrom: z.string().nullable() }),
    z.object({
      intent: z.literal("restore"),
      versionId: z.string(),
      startedFrom: z.string().nullable(),
    }),
  ]);
}

type VersionedIntent<D> =
  | { intent: "save"; data: D; startedFrom: string | null }
  | { intent: "restore"; versionId: string; startedFrom: string | null };

/** Runs a save or a restore of `ref` as the signed-in organiser; a failure is logged and told. */
export async function runVersionedIntent<D extends VersionData>(
  databases: Databases,
  ref: VersionedRef,
  input: VersionedIntent<D>,
  /** Reads an earlier version's data as the screen saves it (a stored version may predate an attribute). */
  parseData: (data: VersionData) => D,
  /** After a save or a restore stored `saved` over `replaced`: what it leaves unused goes. */
  afterSave?: (saved: D, replaced: VersionData | null) => Promise<void>,
  /** Before a save or a restore stores `data`: what it will use is made ready (its picture readable). */
  beforeSave?: (data: D) => Promise<void>,
): Promise<VersionedResult> {
  try {
    const data =
      input.intent === "save"
        ? input.data
        : parseData(await versionData(databases, ref, input.versionId));
    await beforeSave?.(data);
    const saved = await saveVersioned(databases, ref, data, input.startedFrom, await authorName());
    if (saved.kind === "saved") await afterSave?.(data, saved.replaced);
    return {
      intent: input.intent,
      error: null,
      conflict: saved.kind === "conflict" ? saved : null,
    };
  } catch (error) {
    console.error(`Error on ${input.intent}:`, ref.collectionId, ref.documentId, error);
    return { intent: input.intent, error: errorWords(adminWords(), error), conflict: null };
  }
}

async function versionData(databases: Databases, ref: VersionedRef, versionId: string) {
  const version = (await listVersions(databases, ref)).find((found) => found.id === versionId);
  if (version === undefined) throw new Error(`No version ${versionId} of ${ref.documentId}`);
  return version.data;
}

/** Who saves: the signed-in organiser's name, or their address when they gave no name. */
async function authorName(): Promise<string> {
  const access = await checkAdminAccess();
  if (access.kind !== "admin") return "";
  return access.user.name.trim() || access.user.email;
}

const conflictResultSchema = z.object({ conflict: z.object({ updatedAt: z.string() }) });

/**
 * The shouldRevalidate of a versioned screen: as every admin screen's, and a save refused for
 * someone else's reads nothing again, so the organiser's draft stays beside theirs.
 */
export function shouldRevalidateVersionedScreen(args: ShouldRevalidateFunctionArgs): boolean {
  if (conflictResultSchema.safeParse(args.actionResult).success) return false;
  return shouldRevalidateAdminScreen(args);
}
