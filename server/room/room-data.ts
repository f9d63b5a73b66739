import { AppwriteException, Databases, ID, type Client } from "node-appwrite";
import { z } from "zod";
import {
  CHECKINS,
  DATABASE_ID,
  MEETINGS,
  POLL_VOTES,
  POLLS,
  QUESTIONS,
} from "../../app/lib/collections/ids.ts";
import type { BallotWrite, RoomReader, RoomWriter } from "./room-rules.ts";

// The room's reads and writes as the site's server makes them: through the official server SDK
// with the site's API key (server/appwrite/clients.ts), the same calls on the embedded backend
// and on a real Appwrite. A document the room writes carries no permissions: organisers read
// them through their collections' permissions, and nobody else at all.

const meetingShape = z.object({
  end: z.string(),
  canceled: z.boolean().nullish(),
  $permissions: z.array(z.string()),
});
const pollShape = z.object({
  meeting_id: z.string(),
  status: z.string(),
  options: z.array(z.string()),
  allows_several: z.boolean().nullish(),
});

/** The room's reader and writer over the key's client `admin` (a new Client each call). */
export function roomData(admin: () => Client): { reader: RoomReader; writer: RoomWriter } {
  const databases = () => new Databases(admin());
  const read = async (collectionId: string, documentId: string): Promise<unknown> => {
    try {
      return await databases().getDocument({ databaseId: DATABASE_ID, collectionId, documentId });
    } catch (error) {
      if (error instanceof AppwriteException && error.code === 404) return null;
      throw error;
    }
  };
  const create = async (
    collectionId: string,
    documentId: string,
    data: Record<string, unknown>,
  ): Promise<BallotWrite> => {
    try {
      await databases().createDocument({
        databaseId: DATABASE_ID,
        collectionId,
        documentId,
        data,
        permissions: [],
      });
      return "created";
    } catch (error) {
      if (error instanceof AppwriteException && error.type === "document_already_exists") {
        return "exists";
      }
      throw error;
    }
  };
  return {
    reader: {
      async meeting(id) {
        const found = meetingShape.safeParse(await read(MEETINGS, id));
        if (!found.success) return null;
        return {
          end: found.data.end,
          canceled: found.data.canceled === true,
          // A meeting not saved yet is the organisers' alone (decision 0134): no room for it.
          isPublic: found.data.$permissions.includes('read("any")'),
        };
      },
      async poll(id) {
        const found = pollShape.safeParse(await read(POLLS, id));
        if (!found.success) return null;
        const poll = found.data;
        return {
          meetingId: poll.meeting_id,
          status: poll.status,
          optionCount: poll.options.length,
          allowsSeveral: poll.allows_several === true,
        };
      },
    },
    writer: {
      async question(meetingId, text, status) {
        await create(QUESTIONS, ID.unique(), { meeting_id: meetingId, text, status });
      },
      vote: (ballot, pollId, choices) =>
        create(POLL_VOTES, ballot, { poll_id: pollId, choices: [...choices] }),
      checkIn: (ballot, meetingId) => create(CHECKINS, ballot, { meeting_id: meetingId }),
    },
  };
}
