// The bench's own writes of the room's documents: a meeting and a poll through the REST API as
// the admin sends them, and a phone's vote or question to the site as the Ask page sends it
// (decision 0145). Shared by the room's two sections.

export const project = { "X-Appwrite-Project": "pride-club", "Content-Type": "application/json" };

/** The documents path of `collection` in the club's database. */
export const documents = (collection: string) =>
  `/v1/databases/offbranch/collections/${collection}/documents`;

/**
 * Creates a document and answers its id: with no permissions (as the room's are), or
 * `permissions` (a saved meeting's read("any"), decision 0134).
 */
export async function create(
  origin: string,
  headers: Record<string, string>,
  collection: string,
  data: Record<string, unknown>,
  permissions: string[] = [],
): Promise<string> {
  const response = await fetch(origin + documents(collection), {
    method: "POST",
    headers,
    body: JSON.stringify({ documentId: "unique()", data, permissions }),
  });
  if (!response.ok) throw new Error(`Could not create in ${collection}: ${await response.text()}`);
  const { $id } = (await response.json()) as { $id: string };
  return $id;
}

/**
 * A meeting under way (started 10 minutes ago, ending in 50) with a three-option poll in
 * `status`, created as the organiser `cookie`: what the room's sections vote in.
 */
export async function createMeetingWithPoll(
  origin: string,
  cookie: string,
  title: string,
  status: "ready" | "open",
): Promise<{ meetingId: string; pollId: string }> {
  const asOrganiser = { ...project, Cookie: cookie };
  const meetingId = await create(
    origin,
    asOrganiser,
    "club_meetings",
    {
      title,
      start: new Date(Date.now() - 600_000).toISOString(),
      end: new Date(Date.now() + 3_000_000).toISOString(),
    },
    ['read("any")'],
  );
  const pollId = await create(origin, asOrganiser, "club_polls", {
    meeting_id: meetingId,
    question: "Which film next week?",
    options: ["Pride", "Moonlight", "Booksmart"],
    status,
  });
  return { meetingId, pollId };
}

/**
 * One of the Ask page's forms for meeting `meetingId`, posted to the site as its page script
 * does; true when the room took it.
 */
export async function sendPhoneForm(
  origin: string,
  meetingId: string,
  fields: Record<string, string>,
): Promise<boolean> {
  const response = await fetch(`${origin}/ask/${meetingId}/send`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  await response.arrayBuffer();
  return response.ok;
}
