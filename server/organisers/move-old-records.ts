import { AppwriteException } from "node-appwrite";
import type { OrganiserStore } from "../../backend/storage/organiser-store.ts";
import { organiserRecords, type AdminClient } from "./organiser-records.ts";

/**
 * Moves what an older version kept of organisers in the embedded backend's own tables (pending
 * invitations and the change log) into appwrite.json's collections, with the same ids, secrets'
 * hashes, expiry and times, then empties those tables: a link sent before the upgrade still works
 * (decision 0147). A record already moved (a start that stopped half way) is left as it is.
 * Returns how many were moved.
 */
export async function moveOldOrganiserRecords(
  old: OrganiserStore,
  admin: AdminClient,
  now: () => Date,
): Promise<number> {
  const records = organiserRecords(admin);
  const invitations = await old.listPendingInvitations(now());
  const changes = await old.listOrganiserChanges();
  for (const invitation of invitations) {
    await unlessMoved(() =>
      records.createInvitation(
        {
          email: invitation.email,
          secret_hash: invitation.secretHash,
          expire: invitation.expire.toISOString(),
          inviter_id: invitation.inviter.id,
          inviter_name: invitation.inviter.name,
          inviter_email: invitation.inviter.email,
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
  if (invitations.length + changes.length > 0) await old.clear();
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
