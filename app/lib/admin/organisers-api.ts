import { AppwriteException } from "appwrite";
import { z } from "zod";

// What the organisers' desk shows (decision 0147; the Organisers and End of the school year
// screens read it on the site's server), and the welcome page's calls to the site's own server
// (app/routes/welcome-api.ts), which acts with its key: the same on the embedded backend and on
// a real Appwrite.

/** An organiser, as the Organisers and End of the school year screens list them. */
export interface OrganiserView {
  $id: string;
  name: string;
  email: string;
  mfa: boolean;
  /** ISO time of their last activity (Appwrite's accessedAt, kept to the hour). */
  lastSignIn: string;
}

/** One line of the change log. */
export interface OrganiserChange {
  id: string;
  time: string;
  actorName: string;
  actorEmail: string;
  action: "invited" | "joined" | "removed" | "cancelled";
  subjectEmail: string;
}

/** An invitation whose link still works. */
export interface PendingInvitation {
  $id: string;
  email: string;
  /** The organiser who sent it, as named then; both "" for an invitation older than the field. */
  inviterName: string;
  inviterEmail: string;
  /** ISO times: when it was sent, and when its link stops working. */
  $createdAt: string;
  expire: string;
}

const invitationStatusSchema = z.object({
  status: z.enum(["valid", "expired", "used"]),
  email: z.string(),
});
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

/**
 * The Organisers and End of the school year screens' forms (their actions:
 * organisers-actions.server.ts), each of whose outcome a section of the screen says.
 */
export const ORGANISERS_FORM_INTENTS = ["invite", "cancel-invitation", "remove"] as const;

/** A change posted to /admin/api/organisers (app/routes/admin/organisers-api.ts). */
export type OrganisersChange =
  | { intent: "invite"; email: string }
  | { intent: "cancel-invitation"; invitationId: string }
  | { intent: "remove"; userIds: readonly string[] };

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
