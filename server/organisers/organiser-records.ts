import {
  AppwriteException,
  Databases,
  ID,
  Query,
  Users,
  type Client,
  type Models,
} from "node-appwrite";
import { DATABASE_ID, INVITATIONS, ORGANISER_CHANGES } from "../../app/lib/collections/ids.ts";
import type { Actor } from "../../app/lib/organisers/organiser-desk.ts";

// What the site's server reads and writes about organisers, with its key: accounts through
// Appwrite's Users API (an organiser is an account with the "admin" label), and two collections
// of appwrite.json that nobody but the key may touch (club_invitations) or that only organisers
// read (club_organiser_changes).

export const ORGANISER_LABEL = "admin";
/** More organisers than a club ever has: the list is one page. */
const MOST_ORGANISERS = 500;
const MOST_INVITATIONS = 500;
/** How many changes the screens show, newest first. */
const CHANGES_SHOWN = 50;

/** One invitation or setup link (email ""), as club_invitations keeps it. */
export interface InvitationDocument {
  $id: string;
  $createdAt: string;
  email: string | null;
  secret_hash: string;
  expire: string;
  used_at: string | null;
  inviter_id: string | null;
  inviter_name: string | null;
  inviter_email: string | null;
  locale: string | null;
}

export type ChangeAction = "invited" | "joined" | "removed" | "cancelled";

/** The key's client for each call: a new Client every time (server/appwrite/clients.ts). */
export type AdminClient = () => Client;

export function organiserRecords(admin: AdminClient) {
  const users = () => new Users(admin());
  const databases = () => new Databases(admin());
  const invitations = { databaseId: DATABASE_ID, collectionId: INVITATIONS };
  return {
    async listOrganisers(): Promise<Models.User<Models.Preferences>[]> {
      const list = await users().list({
        queries: [Query.contains("labels", [ORGANISER_LABEL]), Query.limit(MOST_ORGANISERS)],
      });
      return list.users;
    },
    async hasOrganiser(): Promise<boolean> {
      const list = await users().list({
        queries: [Query.contains("labels", [ORGANISER_LABEL]), Query.limit(1)],
      });
      return list.total > 0;
    },
    async findUserByEmail(email: string): Promise<Models.User<Models.Preferences> | null> {
      const list = await users().list({ queries: [Query.equal("email", [email]), Query.limit(1)] });
      return list.users[0] ?? null;
    },
    setLabels: (userId: string, labels: string[]) => users().updateLabels({ userId, labels }),
    createUser: (input: { email: string; password: string; name: string }) =>
      users().create({ userId: ID.unique(), ...input }),
    markEmailVerified: (userId: string) =>
      users().updateEmailVerification({ userId, emailVerification: true }),
    deleteUser: (userId: string) => users().delete({ userId }),

    async getInvitation(invitationId: string): Promise<InvitationDocument | null> {
      try {
        return await databases().getDocument<InvitationDocument & Models.Document>({
          ...invitations,
          documentId: invitationId,
        });
      } catch (error) {
        if (error instanceof AppwriteException && error.code === 404) return null;
        throw error;
      }
    },
    async listInvitations(queries: string[]): Promise<InvitationDocument[]> {
      const list = await databases().listDocuments<InvitationDocument & Models.Document>({
        ...invitations,
        queries: [...queries, Query.orderAsc("$createdAt"), Query.limit(MOST_INVITATIONS)],
      });
      return list.documents;
    },
    createInvitation: (
      data: Omit<InvitationDocument, "$id" | "$createdAt" | "used_at">,
      documentId: string = ID.unique(),
    ): Promise<InvitationDocument> =>
      databases().createDocument<InvitationDocument & Models.Document>({
        ...invitations,
        documentId,
        data: { ...data, used_at: null },
        permissions: [],
      }),
    markInvitationUsed: (invitationId: string, usedAt: Date) =>
      databases().updateDocument({
        ...invitations,
        documentId: invitationId,
        data: { used_at: usedAt.toISOString() },
      }),
    deleteInvitation: (invitationId: string) =>
      databases().deleteDocument({ ...invitations, documentId: invitationId }),

    /**
     * Appends one change, by `actor` as named now. With `documentId`, a second record under the
     * same id is refused (document_already_exists): how accepting a link claims it only once.
     */
    async recordChange(
      actor: Pick<Actor, "name" | "email"> | null,
      action: ChangeAction,
      subjectEmail: string,
      { documentId = ID.unique(), time }: { documentId?: string; time: Date },
    ): Promise<void> {
      await databases().createDocument({
        databaseId: DATABASE_ID,
        collectionId: ORGANISER_CHANGES,
        documentId,
        data: {
          time: time.toISOString(),
          action,
          actor_name: actor?.name ?? "",
          actor_email: actor?.email ?? "",
          subject_email: subjectEmail,
        },
        permissions: [],
      });
    },
    deleteChange: (documentId: string) =>
      databases().deleteDocument({
        databaseId: DATABASE_ID,
        collectionId: ORGANISER_CHANGES,
        documentId,
      }),
    async listChanges() {
      const list = await databases().listDocuments({
        databaseId: DATABASE_ID,
        collectionId: ORGANISER_CHANGES,
        queries: [Query.orderDesc("time"), Query.limit(CHANGES_SHOWN)],
      });
      return list.documents;
    },
  };
}

export type OrganiserRecords = ReturnType<typeof organiserRecords>;
