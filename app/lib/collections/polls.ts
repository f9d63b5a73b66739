import { ID, Query, type Databases } from "appwrite";
import { z } from "zod";
import { DATABASE_ID, noDocumentPermissions } from "./database.ts";
import { attributesObject } from "./document-shape.ts";
import { POLL_VOTES, POLLS } from "./ids.ts";

// club_polls: the polls organisers prepare for a meeting and open from the presenter view;
// club_poll_votes: one document per vote (the poll and the options chosen, nothing else). Only
// organisers read either; phones' votes are written by the site's server (decision 0145).

export { POLL_VOTES, POLLS };

export const POLL_OPTIONS = { least: 2, most: 6 } as const;
const VOTE_PAGE = 1000;

export const pollSchema = attributesObject(POLLS)
  .extend({ $id: z.string() })
  .transform(({ $id, ...poll }) => ({ id: $id, ...poll }));

/** A club_polls document. */
export type Poll = z.output<typeof pollSchema>;

/** What an organiser writes when preparing a poll. */
export interface PollDraft {
  question: string;
  options: string[];
  allows_several: boolean;
  hides_totals: boolean;
}

/** The polls of meeting `meetingId` (listDocuments), oldest first. */
export async function listPolls(databases: Databases, meetingId: string): Promise<Poll[]> {
  const list = await databases.listDocuments({
    databaseId: DATABASE_ID,
    collectionId: POLLS,
    queries: [Query.equal("meeting_id", meetingId), Query.orderAsc("$createdAt"), Query.limit(50)],
  });
  return list.documents.map((document) => pollSchema.parse(document));
}

/** Prepares a poll for meeting `meetingId` (createDocument), ready to open. */
export async function createPoll(
  databases: Databases,
  meetingId: string,
  draft: PollDraft,
): Promise<void> {
  await databases.createDocument({
    databaseId: DATABASE_ID,
    collectionId: POLLS,
    documentId: ID.unique(),
    data: { meeting_id: meetingId, ...draft, status: "ready" },
    permissions: noDocumentPermissions(),
  });
}

/** Deletes a poll (deleteDocument). */
export async function deletePoll(databases: Databases, id: string): Promise<void> {
  await databases.deleteDocument({ databaseId: DATABASE_ID, collectionId: POLLS, documentId: id });
}

/** Opens or closes a poll (updateDocument). */
export async function setPollStatus(
  databases: Databases,
  id: string,
  status: "open" | "closed",
): Promise<void> {
  await databases.updateDocument({
    databaseId: DATABASE_ID,
    collectionId: POLLS,
    documentId: id,
    data: { status },
  });
}

const voteSchema = z.object({ $id: z.string(), choices: z.array(z.number().int()) });

/**
 * What one ballot counts for, whatever it holds (one written by someone other than the site's
 * server, say): each option the poll has once, and only the first unless the poll takes several.
 * A ballot of 50 copies of option 0 is one vote for option 0.
 */
export function countedChoices(poll: Poll, choices: readonly number[]): number[] {
  const counted = [...new Set(choices)].filter(
    (choice) => Number.isInteger(choice) && choice >= 0 && choice < poll.options.length,
  );
  return poll.allows_several ? counted : counted.slice(0, 1);
}

/** Each option's total of poll `poll` (listDocuments of its votes, page by page). */
export async function tallyVotes(databases: Databases, poll: Poll): Promise<number[]> {
  const totals = poll.options.map(() => 0);
  let after: string | null = null;
  for (;;) {
    const queries = [Query.equal("poll_id", poll.id), Query.limit(VOTE_PAGE)];
    if (after !== null) queries.push(Query.cursorAfter(after));
    const page = await databases.listDocuments({
      databaseId: DATABASE_ID,
      collectionId: POLL_VOTES,
      queries,
    });
    const votes = page.documents.map((document) => voteSchema.parse(document));
    for (const { choices } of votes) {
      for (const choice of countedChoices(poll, choices))
        totals[choice] = (totals[choice] ?? 0) + 1;
    }
    if (votes.length < VOTE_PAGE) return totals;
    after = votes[votes.length - 1]?.$id ?? null;
  }
}
