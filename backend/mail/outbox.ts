import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { translateOutOfSpace } from "../errors/out-of-space.ts";

/**
 * The development delivery: when no SMTP relay or SMS provider is configured, each message becomes
 * one JSON file in <DATA_DIR>/outbox/, read with `npm run outbox`. The files hold working sign-in
 * links and codes, so only the server's user may read them (0600, in a 0700 folder).
 */

const emailDraft = z.object({
  kind: z.literal("email"),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
const smsDraft = z.object({ kind: z.literal("sms"), to: z.string(), text: z.string() });
const createdAt = z.iso.datetime();
const storedMessage = z.discriminatedUnion("kind", [
  emailDraft.extend({ createdAt }),
  smsDraft.extend({ createdAt }),
]);

/** A message handed to the outbox; the time is added when it is written. */
export type OutboxDraft = z.infer<typeof emailDraft> | z.infer<typeof smsDraft>;

/** A message as stored in the outbox, with the ISO time it was written. */
export type OutboxMessage = z.infer<typeof storedMessage>;

const OUTBOX_FOLDER = "outbox";
const MESSAGE_EXTENSION = ".json";

/** Orders files written in the same millisecond by this process. */
let sequence = 0;

/** The outbox folder inside a data directory. */
export function outboxPath(dataDir: string): string {
  return path.join(dataDir, OUTBOX_FOLDER);
}

/**
 * Stores one message as its own file, named so that names sort by time and never collide, then
 * logs one short line naming it.
 */
export async function writeToOutbox(
  dataDir: string,
  draft: OutboxDraft,
  log: (line: string) => void,
): Promise<void> {
  const folder = outboxPath(dataDir);
  await fs.mkdir(folder, { recursive: true, mode: 0o700 });
  const message: OutboxMessage = { ...draft, createdAt: new Date().toISOString() };
  const name = fileName(message.createdAt);
  const file = path.join(folder, name);
  // Written under a temporary name and renamed, so `npm run outbox` never reads half a message.
  const partial = `${file}.partial`;
  try {
    await fs.writeFile(partial, `${JSON.stringify(message, null, 2)}\n`, {
      mode: 0o600,
      flag: "wx",
    });
    await fs.rename(partial, file);
  } catch (error) {
    // A full disk leaves half a file: gone, and the sender told the disk is full (0066).
    await fs.rm(partial, { force: true });
    throw translateOutOfSpace(error);
  }
  // The line names the file, never the link or code inside it: `log` is the console in
  // development, and a log line outlives the token. The file is the development delivery.
  const label =
    draft.kind === "email"
      ? `Mail to ${maskRecipient(draft.to)}: ${draft.subject}`
      : `SMS to ${maskRecipient(draft.to)}`;
  log(`${label} — ${OUTBOX_FOLDER}/${name}`);
}

/** Every message in the outbox, oldest first and newest last; none when it does not exist yet. */
export async function readOutbox(dataDir: string): Promise<OutboxMessage[]> {
  const folder = outboxPath(dataDir);
  const names = await messageFileNames(folder);
  return Promise.all(names.map((name) => readMessage(folder, name)));
}

/** Deletes every message in the outbox and tells how many there were. */
export async function clearOutbox(dataDir: string): Promise<number> {
  const folder = outboxPath(dataDir);
  const names = await messageFileNames(folder);
  await Promise.all(names.map((name) => fs.rm(path.join(folder, name), { force: true })));
  return names.length;
}

/** "a…@example.org" for an email address, "+1…67" for a phone number. */
export function maskRecipient(to: string): string {
  const at = to.lastIndexOf("@");
  if (at > 0) return `${to.slice(0, 1)}…${to.slice(at)}`;
  return to.length > 6 ? `${to.slice(0, 2)}…${to.slice(-2)}` : "…";
}

function fileName(isoTime: string): string {
  const order = String(sequence++ % 1_000_000).padStart(6, "0");
  // Colons are not allowed in Windows file names.
  return `${isoTime.replaceAll(":", "-")}-${order}-${randomBytes(4).toString("hex")}${MESSAGE_EXTENSION}`;
}

async function messageFileNames(folder: string): Promise<string[]> {
  try {
    const names = await fs.readdir(folder);
    return names.filter((name) => name.endsWith(MESSAGE_EXTENSION)).sort();
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

async function readMessage(folder: string, name: string): Promise<OutboxMessage> {
  const content = await fs.readFile(path.join(folder, name), "utf8");
  try {
    return storedMessage.parse(JSON.parse(content));
  } catch (error) {
    throw new Error(`${OUTBOX_FOLDER}/${name} is not an outbox message`, { cause: error });
  }
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && "code" in error && error.code === "ENOENT";
}
