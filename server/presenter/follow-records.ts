import {
  AppwriteException,
  Databases,
  ID,
  Permission,
  Query,
  Role,
  Users,
  type Models,
} from "node-appwrite";
import {
  DATABASE_ID,
  MEETINGS,
  PRESENTER_FOLLOWS,
  PRESENTER_STATES,
} from "../../app/lib/collections/ids.ts";
import type { AdminClient } from "../organisers/organiser-records.ts";

// What the site's server reads and writes for projector follow links, with its key (decision
// 0149): the links in club_presenter_follows (no role may touch it), one Appwrite user per link
// (no email, no password, no label), and that user's read permission on the meeting's presenter
// state (club_presenter_states, with document security), which is how Appwrite lets exactly one
// credential read exactly one document, over REST and realtime.

/** More links than one meeting ever has: the list is one page. */
const MOST_FOLLOWS = 100;
/** How long a projector's JWT lives; its page asks the site for a new one well before. */
export const FOLLOW_JWT_SECONDS = 900;

/** One follow link, as club_presenter_follows keeps it. */
export interface FollowDocument extends Models.Document {
  meeting_id: string;
  code_hash: string;
  token_hash: string | null;
  user_id: string;
  created_by: string;
  expire: string;
  opened: boolean;
  ended: boolean;
}

const follows = { databaseId: DATABASE_ID, collectionId: PRESENTER_FOLLOWS };

export function followRecords(admin: AdminClient) {
  const databases = () => new Databases(admin());
  const users = () => new Users(admin());

  /** Replaces the presenter state's read roles of follow users with `readers`' (others kept). */
  async function setStateReaders(
    meetingId: string,
    change: (roles: string[]) => string[],
  ): Promise<void> {
    const state = await findDocument(PRESENTER_STATES, meetingId);
    if (state) {
      await databases().updateDocument({
        databaseId: DATABASE_ID,
        collectionId: PRESENTER_STATES,
        documentId: meetingId,
        permissions: change(state.$permissions),
      });
      return;
    }
    const permissions = change([]);
    if (permissions.length === 0) return;
    try {
      // Nobody drove this presentation yet: it starts at its title slide, readable by the link.
      await databases().createDocument({
        databaseId: DATABASE_ID,
        collectionId: PRESENTER_STATES,
        documentId: meetingId,
        data: { slide_key: "title", slide_index: 0, timer_elapsed_ms: 0 },
        permissions,
      });
    } catch (error) {
      // The phone saved it meanwhile: add the role to what it saved.
      if (!(error instanceof AppwriteException && error.code === 409)) throw error;
      await setStateReaders(meetingId, change);
    }
  }

  async function findDocument<Found extends Models.Document = Models.DefaultDocument>(
    collectionId: string,
    documentId: string,
  ): Promise<Found | null> {
    try {
      return await databases().getDocument<Found>({
        databaseId: DATABASE_ID,
        collectionId,
        documentId,
      });
    } catch (error) {
      if (error instanceof AppwriteException && error.code === 404) return null;
      throw error;
    }
  }

  return {
    async hasMeeting(meetingId: string): Promise<boolean> {
      return (await findDocument(MEETINGS, meetingId)) !== null;
    },

    /** A user for one link: no email, no password, no label; it can sign in to nothing. */
    async createFollowUser(meetingId: string): Promise<string> {
      const user = await users().create({ userId: ID.unique(), name: `Projector ${meetingId}` });
      return user.$id;
    },

    async deleteFollowUser(userId: string): Promise<void> {
      try {
        await users().delete({ userId });
      } catch (error) {
        if (!(error instanceof AppwriteException && error.code === 404)) throw error;
      }
    },

    /** Lets `userId` read the meeting's presenter state (and hear its changes). */
    grantStateRead(meetingId: string, userId: string): Promise<void> {
      const role = Permission.read(Role.user(userId));
      return setStateReaders(meetingId, (roles) => [...roles.filter((r) => r !== role), role]);
    },

    async revokeStateRead(meetingId: string, userId: string): Promise<void> {
      const role = Permission.read(Role.user(userId));
      const state = await findDocument(PRESENTER_STATES, meetingId);
      if (!state?.$permissions.includes(role)) return;
      await setStateReaders(meetingId, (roles) => roles.filter((r) => r !== role));
    },

    createFollow(data: Omit<FollowDocument, keyof Models.Document>): Promise<FollowDocument> {
      return databases().createDocument<FollowDocument>({
        ...follows,
        documentId: ID.unique(),
        data,
      });
    },

    getFollow(followId: string): Promise<FollowDocument | null> {
      return findDocument<FollowDocument>(PRESENTER_FOLLOWS, followId);
    },

    async findFollowByCodeHash(codeHash: string): Promise<FollowDocument | null> {
      const list = await databases().listDocuments<FollowDocument>({
        ...follows,
        queries: [Query.equal("code_hash", codeHash), Query.limit(1)],
      });
      return list.documents[0] ?? null;
    },

    async listFollows(queries: string[]): Promise<FollowDocument[]> {
      const list = await databases().listDocuments<FollowDocument>({
        ...follows,
        queries: [...queries, Query.orderDesc("$createdAt"), Query.limit(MOST_FOLLOWS)],
      });
      return list.documents;
    },

    async updateFollow(
      followId: string,
      data: Partial<Omit<FollowDocument, keyof Models.Document>>,
    ): Promise<void> {
      await databases().updateDocument({ ...follows, documentId: followId, data });
    },

    async deleteFollow(followId: string): Promise<void> {
      await databases().deleteDocument({ ...follows, documentId: followId });
    },

    async createJWT(userId: string): Promise<string> {
      const { jwt } = await users().createJWT({ userId, duration: FOLLOW_JWT_SECONDS });
      return jwt;
    },
  };
}

export type FollowRecords = ReturnType<typeof followRecords>;
