import { AppwriteException } from "appwrite";
import { z } from "zod";
import { heldJwt } from "./site-credential.ts";

// The organisers' data and changes, and the welcome page's link, through the site's own server
// (app/routes/admin/organisers-api.ts, app/routes/welcome-api.ts; decision 0147), which asks
// Appwrite who the organiser is with the screens' JWT and acts with its key: the same on the
// embedded backend and on a real Appwrite.

const organiserSchema = z.object({
  $id: z.string(),
  name: z.string(),
  email: z.string(),
  mfa: z.boolean(),
  /** ISO time of their last activity (Appwrite's accessedAt, kept to the hour). */
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

const overviewSchema = z.object({
  organisers: z.array(organiserSchema),
  invitations: z.array(invitationSchema),
  changes: z.array(changeSchema),
});

/** A change the Organisers and End of the school year screens make. */
export type OrganisersChange =
  | { intent: "invite"; email: string }
  | { intent: "cancel-invitation"; invitationId: string }
  | { intent: "remove"; userIds: readonly string[] };

/**
 * A call to the organisers' routes as the signed-in organiser, with the JWT the site handed the
 * admin screens (decision 0148), which the server checks with Appwrite.
 */
async function organisersCall(init: RequestInit): Promise<unknown> {
  return siteCall(ORGANISERS_PATH, {
    ...init,
    headers: { ...init.headers, "X-Appwrite-JWT": heldJwt() },
  });
}

/**
 * One request to the site's own organisers routes (decision 0147); a refusal is thrown as the
 * AppwriteException its answer describes, as every SDK call throws.
 */
export async function siteCall(path: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(path, { ...init, credentials: "same-origin", cache: "no-store" });
  const text = await response.text();
  const body: unknown = text === "" ? null : JSON.parse(text);
  if (!response.ok) {
    const error = z
      .object({ message: z.string(), type: z.string() })
      .safeParse(body ?? { message: text, type: "" });
    const { message, type } = error.success ? error.data : { message: text, type: "" };
    throw new AppwriteException(message, response.status, type, text);
  }
  return body;
}

const ORGANISERS_PATH = "/admin/api/organisers";

/** The organisers, the invitations nobody used yet, and the newest changes. */
export async function loadOrganisers() {
  return overviewSchema.parse(await organisersCall({}));
}

/** Invites, cancels an invitation, or takes the organiser label off people (or off nobody). */
export async function changeOrganisers(change: OrganisersChange): Promise<void> {
  await organisersCall({
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(change),
  });
}

const WELCOME_PATH = "/welcome/api";

/** Where an invitation or setup link stands: still valid, expired or used. */
export async function getInvitationStatus(link: {
  invitationId: string;
  secret: string;
}): Promise<InvitationStatus> {
  const answer = await siteCall(WELCOME_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ intent: "status", ...link }),
  });
  return invitationStatusSchema.parse(answer);
}

/** Creates the organiser account the link allows; then sign in with the email and password. */
export async function acceptInvitation(
  link: { invitationId: string; secret: string },
  account: { email: string; name: string; password: string },
): Promise<{ email: string }> {
  const answer = await siteCall(WELCOME_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ intent: "accept", ...link, ...account }),
  });
  return z.object({ email: z.string() }).parse(answer);
}
