import type { Client } from "appwrite";
import { z } from "zod";

// The embedded backend's organiser operations (/v1/club/..., backend/http/routes/club/). They are
// not part of Appwrite's API, so the SDK has no method for them: they go through the SDK
// client's own `call`, which sends the project, the session cookie and raises AppwriteException
// like every SDK method.

const organiserSchema = z.object({
  $id: z.string(),
  name: z.string(),
  email: z.string(),
  mfa: z.boolean(),
  /** ISO time, or "" when they did not sign in within the audit trail's 14 days. */
  lastSignIn: z.string(),
});
export type OrganiserView = z.infer<typeof organiserSchema>;

const changeSchema = z.object({
  id: z.string(),
  time: z.string(),
  actorName: z.string(),
  actorEmail: z.string(),
  action: z.enum(["invited", "joined", "removed", "cancelled"]),
  subjectEmail: z.string(),
});
export type OrganiserChange = z.infer<typeof changeSchema>;

const invitationSchema = z.object({
  $id: z.string(),
  email: z.string(),
  /** The organiser who sent it, as named then; both "" for an invitation older than the field. */
  inviterName: z.string(),
  inviterEmail: z.string(),
  /** ISO times: when it was sent, and when its link stops working. */
  $createdAt: z.string(),
  expire: z.string(),
});
export type PendingInvitation = z.infer<typeof invitationSchema>;

const invitationStatusSchema = z.object({
  status: z.enum(["valid", "expired", "used"]),
  email: z.string(),
});
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

/** The headers each SDK service adds to its calls itself (the client adds the rest). */
function headersOf(client: Client) {
  return { "content-type": "application/json", "X-Appwrite-Project": client.config.project };
}

function url(client: Client, path: string): URL {
  return new URL(`${client.config.endpoint}${path}`);
}

export async function listOrganisers(client: Client): Promise<OrganiserView[]> {
  const answer: unknown = await client.call(
    "get",
    url(client, "/club/organisers"),
    headersOf(client),
  );
  return z.object({ organisers: z.array(organiserSchema) }).parse(answer).organisers;
}

export async function listOrganiserChanges(client: Client): Promise<OrganiserChange[]> {
  const answer: unknown = await client.call(
    "get",
    url(client, "/club/organisers/changes"),
    headersOf(client),
  );
  return z.object({ changes: z.array(changeSchema) }).parse(answer).changes;
}

/** The emailed invitations nobody has used yet, oldest first (expired ones are left out). */
export async function listInvitations(client: Client): Promise<PendingInvitation[]> {
  const answer: unknown = await client.call(
    "get",
    url(client, "/club/organisers/invitations"),
    headersOf(client),
  );
  return z.object({ invitations: z.array(invitationSchema) }).parse(answer).invitations;
}

/** Cancels an invitation nobody used: its link stops working. */
export async function cancelInvitation(client: Client, invitationId: string): Promise<void> {
  await client.call(
    "delete",
    url(client, `/club/organisers/invitations/${encodeURIComponent(invitationId)}`),
    headersOf(client),
  );
}

export async function inviteOrganiser(client: Client, email: string): Promise<void> {
  await client.call("post", url(client, "/club/organisers/invitations"), headersOf(client), {
    email,
  });
}

/** Takes the organiser label off an account; the server refuses the last organiser. */
export async function removeOrganiser(client: Client, userId: string): Promise<void> {
  await client.call(
    "delete",
    url(client, `/club/organisers/${encodeURIComponent(userId)}`),
    headersOf(client),
  );
}

/**
 * Takes the organiser label off several accounts at once, or off none: the server refuses a
 * removal that would leave no organiser, and an id that is not an organiser's.
 */
export async function removeOrganisers(client: Client, userIds: readonly string[]): Promise<void> {
  await client.call("post", url(client, "/club/organisers/removals"), headersOf(client), {
    userIds,
  });
}

/** Where an invitation or setup link stands: still valid, expired or used. */
export async function getInvitationStatus(
  client: Client,
  link: { invitationId: string; secret: string },
): Promise<InvitationStatus> {
  const answer: unknown = await client.call(
    "post",
    url(client, `/club/invitations/${encodeURIComponent(link.invitationId)}/status`),
    headersOf(client),
    { secret: link.secret },
  );
  return invitationStatusSchema.parse(answer);
}

/** Creates the organiser account the link allows; then sign in with the email and password. */
export async function acceptInvitation(
  client: Client,
  link: { invitationId: string; secret: string },
  account: { email: string; name: string; password: string },
): Promise<{ email: string }> {
  const answer: unknown = await client.call(
    "post",
    url(client, `/club/invitations/${encodeURIComponent(link.invitationId)}/accept`),
    headersOf(client),
    { secret: link.secret, ...account },
  );
  return z.object({ email: z.string() }).parse(answer);
}
