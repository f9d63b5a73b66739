import { AppwriteException } from "node-appwrite";
import { dropOldOrganiserTables, readOldOrganiserTables } from "./old-organiser-tables.ts";
import { organiserRecords, type AdminClient } from "./organiser-records.ts";

/**
 * Moves what an older version kept of organisers in tables of its own in the data folder's SQLite
 * file `databaseFile` (pending invitations and the change log, old-organiser-tables.ts) into
 * appwrite.json's collections, with the same ids, secrets' hashes, expiry and times, then drops
 * those tables: a link sent before the upgrade still works (decision 0147). A record already moved
 * (a start that stopped half way) is left as it is. Returns how many were moved.
 */
export async function moveOldOrganiserRecords(
  databaseFile: string,
  admin: AdminClient,
  now: () => Date,
): Promise<number> {
  const old = readOldOrganiserTables(databaseFile, now());
  if (old === null) return 0;
  const records = organiserRecords(admin);
  const { invitations, changes } = old;
  for (const invitation of invitations) {
    // An invitation older than its inviter's id: removing that organiser must still void it.
    const inviterId =
      invitation.inviterId ||
      (invitation.inviterEmail === ""
        ? ""
        : ((await records.findUserByEmail(invitation.inviterEmail.toLowerCase()))?.$id ?? ""));
    await unlessMoved(() =>
      records.createInvitation(
        {
          email: invitation.email,
          secret_hash: invitation.secretHash,
          expire: invitation.expire.toISOString(),
          inviter_id: inviterId,
          inviter_name: invitation.inviterName,
          inviter_email: invitation.inviterEmail,
          locale: null,
        },
        invitation.id,
      ),
    );
  }
  for (const change of changes) {
    await unlessMoved(() =>
      records.recordChange(
        { name: change.actorName, email: change.actorEmail },
        change.action,
        change.subjectEmail,
        { documentId: change.id, time: change.time },
      ),
    );
  }
  dropOldOrganiserTables(databaseFile);
  return invitations.length + changes.length;
}

async function unlessMoved(move: () => Promise<unknown>): Promise<void> {
  try {
    await move();
  } catch (error) {
    if (error instanceof AppwriteException && error.type === "document_already_exists") return;
    throw error;
  }
}
