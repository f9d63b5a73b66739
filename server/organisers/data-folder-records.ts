import { DATABASE_ID, INVITATIONS } from "../../app/lib/collections/ids.ts";
import type { ProjectSchema } from "../../backend/schema/project-schema.ts";
import { API_KEY_SCOPES } from "../../backend/security/api-keys.ts";
import type { Caller } from "../../backend/services/caller.ts";
import { createDocument, deleteDocument, listDocuments } from "../../backend/services/documents.ts";
import type { Store } from "../../backend/storage/store.ts";
import type { StoredDocument } from "../../backend/storage/document-store.ts";
import { ORGANISER_LABEL, type InvitationDocument } from "./organiser-records.ts";
import type { SetupLinkRecords } from "./organiser-desk.ts";

// What the users command needs to print a setup link (`npm run users -- setup-link`): the same
// records the site's server keeps through Appwrite (organiser-records.ts), read and written here
// on the data folder itself, through the documents service with the checks any write meets,
// while the server may be running (SQLite serialises the writes).

/** The command acts as the server does, with a key's rights and no one's name. */
const commandCaller: Caller = {
  user: null,
  sessionId: null,
  key: { name: "Users command", scopes: API_KEY_SCOPES },
};
const invitations = { databaseId: DATABASE_ID, collectionId: INVITATIONS };

export function dataFolderRecords(
  store: Store,
  schema: ProjectSchema,
  now: () => Date,
): SetupLinkRecords {
  const deps = { store: store.documents, schema, now };
  return {
    hasOrganiser: async () =>
      (await store.accounts.listUsers()).some((user) => user.labels.includes(ORGANISER_LABEL)),
    async listInvitations() {
      const page = await listDocuments(deps, commandCaller, invitations, [], false);
      return page.documents.map(toInvitation);
    },
    async deleteInvitation(invitationId) {
      await deleteDocument(deps, commandCaller, { ...invitations, documentId: invitationId });
      return {};
    },
    async createInvitation(data, documentId = "unique()") {
      const created = await createDocument(
        deps,
        commandCaller,
        { ...invitations, documentId },
        { data: { ...data, used_at: null }, permissions: [] },
      );
      return toInvitation(created);
    },
  };
}

function toInvitation(document: StoredDocument): InvitationDocument {
  const text = (key: string) => {
    const value = document.data[key];
    return typeof value === "string" ? value : null;
  };
  return {
    $id: document.id,
    $createdAt: document.createdAt,
    email: text("email"),
    secret_hash: text("secret_hash") ?? "",
    expire: text("expire") ?? "",
    used_at: text("used_at"),
    inviter_id: text("inviter_id"),
    inviter_name: text("inviter_name"),
    inviter_email: text("inviter_email"),
    locale: text("locale"),
  };
}
