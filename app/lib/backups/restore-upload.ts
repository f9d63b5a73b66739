import { z } from "zod";
import { RESTORE_HEADERS, SETUP_RESTORE_PATH, type RestoreOutcome } from "./site-backups.ts";

// The setup screen's side of a restore (decision 0144): the file goes as the request's body, so
// the browser streams it from the disk, and the server's JSON answer is checked before use.

const fact = z.object({ id: z.string(), values: z.record(z.string(), z.string()).optional() });
const outcomeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("restored"), verified: z.array(fact), notVerified: z.array(fact) }),
  z.object({
    kind: z.literal("refused"),
    reason: z.enum([
      "not-a-backup",
      "damaged",
      "newer-version",
      "too-large",
      "no-room",
      "code",
      "from-another-install",
      "not-a-new-install",
      "busy",
    ]),
  }),
]);

/** Sends `file` to be restored with the setup link; throws when no answer of the route came back. */
export async function uploadBackup(
  file: File,
  link: { invitationId: string; secret: string },
  isFromAnotherInstallAccepted: boolean,
): Promise<RestoreOutcome> {
  const response = await fetch(SETUP_RESTORE_PATH, {
    method: "POST",
    body: file,
    headers: {
      "Content-Type": "application/gzip",
      [RESTORE_HEADERS.invitationId]: link.invitationId,
      [RESTORE_HEADERS.secret]: link.secret,
      [RESTORE_HEADERS.isFromAnotherInstallAccepted]: isFromAnotherInstallAccepted ? "yes" : "no",
    },
  });
  const isJson = response.headers.get("Content-Type")?.includes("application/json") ?? false;
  if (!isJson) throw new Error(`The restore answered ${response.status} without its JSON.`);
  return outcomeSchema.parse(await response.json());
}
