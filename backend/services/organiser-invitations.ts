import { AppwriteError } from "../errors/appwrite-error.ts";
import { localisedPath } from "../../i18n/locale-paths.ts";
import { DEFAULT_LOCALE, type Locale } from "../../i18n/locales.ts";
import { recipientLocale } from "../mail/recipient-language.ts";
import { organiserInvitationEmail } from "../mail/templates.ts";
import { createUniqueId } from "../security/account-id.ts";
import { createSecret, hashSecret, secretMatchesHash } from "../security/secret-token.ts";
import type { UserRecord } from "../storage/account-store.ts";
import type { InvitationRecord } from "../storage/organiser-store.ts";
import { createUser, updateEmailVerification } from "./account/accounts.ts";
import { emailParam, nameParam, passwordParam } from "./account/account-params.ts";
import { sendEmail } from "./account/messaging.ts";
import type { Caller } from "./caller.ts";
import {
  isOrganiser,
  ORGANISER_LABEL,
  recordChange,
  requireOrganiser,
  type OrganiserDeps,
} from "./organisers.ts";

// The one-time links that make organiser accounts: invitations an organiser emails, and the setup
// link the first start prints (docs/decisions/0031 and 0069).

const SETUP_LINK_MINUTES = 24 * 60;
const INVITATION_MINUTES = 7 * 24 * 60;
/** The page that opens an invitation or the setup link (app/routes/welcome.tsx). */
const WELCOME_PATH = "/welcome";
const NO_INVITER = { id: "", name: "", email: "" };

/** Where an invitation link stands, for the page it opens to say so before anyone types. */
export interface InvitationStatus {
  status: "valid" | "expired" | "used";
  /** The invited address; "" for the setup link. */
  email: string;
}

/**
 * While no account has the organiser label: a new one-time setup link (older unused ones stop
 * working), to be printed in the server's log only. null once an organiser exists.
 */
export async function createSetupLink(deps: OrganiserDeps): Promise<string | null> {
  const users = await deps.accounts.listUsers();
  if (users.some(isOrganiser)) return null;
  await deps.organisers.deleteUnusedSetupLinks();
  return createInvitationLink(deps, "", SETUP_LINK_MINUTES, NO_INVITER, DEFAULT_LOCALE);
}

/**
 * An organiser invites `email` to become one; the link goes to that address only, in the inviting
 * organiser's language (who knows the person they invite; decision 0106).
 */
export async function inviteOrganiser(
  deps: OrganiserDeps,
  caller: Caller,
  emailInput: unknown,
): Promise<void> {
  const actor = await requireOrganiser(deps, caller);
  const email = emailParam(emailInput);
  const existing = await deps.accounts.findUserByEmail(email);
  if (existing && isOrganiser(existing)) {
    throw new AppwriteError("membership_already_confirmed", `${email} is already an organiser.`);
  }
  const inviter = { id: actor.id, name: actor.name, email: actor.email };
  const locale = recipientLocale(actor.prefs);
  const link = await createInvitationLink(deps, email, INVITATION_MINUTES, inviter, locale);
  await sendEmail(
    deps,
    email,
    organiserInvitationEmail({
      brandName: deps.brandName,
      locale,
      link,
      expireMinutes: INVITATION_MINUTES,
      inviterName: actor.name || actor.email,
    }),
  );
  await recordChange(deps, actor, "invited", email);
}

/** The emailed invitations still waiting to be used, oldest first. Organisers only. */
export async function listInvitations(
  deps: OrganiserDeps,
  caller: Caller,
): Promise<InvitationRecord[]> {
  await requireOrganiser(deps, caller);
  return deps.organisers.listPendingInvitations(deps.now());
}

/**
 * Cancels an emailed invitation nobody used, so its link stops working; the change log keeps
 * who did. An unknown, used or already cancelled one is team_invite_not_found. Organisers only.
 */
export async function cancelInvitation(
  deps: OrganiserDeps,
  caller: Caller,
  invitationId: string,
): Promise<void> {
  const actor = await requireOrganiser(deps, caller);
  const cancelled = await deps.organisers.cancelInvitation(invitationId);
  if (!cancelled) throw new AppwriteError("team_invite_not_found");
  await recordChange(deps, actor, "cancelled", cancelled.email);
}

/** Whether the link still works, has expired, or was used. */
export async function getInvitationStatus(
  deps: OrganiserDeps,
  invitationId: string,
  secret: string,
): Promise<InvitationStatus> {
  const invitation = await findInvitation(deps, invitationId, secret);
  return { status: statusOf(deps, invitation), email: invitation.email };
}

export interface AcceptInvitationInput {
  invitationId: string;
  secret: string;
  /** Typed by the holder of the setup link; an invitation's own address wins otherwise. */
  email: string;
  name: string;
  password: string;
}

/**
 * Creates the organiser account an invitation or the setup link allows, whatever SIGNUPS says:
 * the link is the permission. Its address counts as verified (the emailed link proved it; the
 * setup link's holder reads the server's log, as someone running `npm run users` does). An
 * account that already has the address is replaced by a new one (decision 0069).
 */
export async function acceptInvitation(
  deps: OrganiserDeps,
  input: AcceptInvitationInput,
): Promise<UserRecord> {
  const invitation = await findInvitation(deps, input.invitationId, input.secret);
  const status = statusOf(deps, invitation);
  if (status === "used") {
    throw new AppwriteError("membership_already_confirmed", "This link has already been used.");
  }
  if (status === "expired")
    throw new AppwriteError("team_invalid_secret", "This link has expired.");
  const isSetupLink = invitation.email === "";
  if (isSetupLink && (await deps.accounts.listUsers()).some(isOrganiser)) {
    // An organiser appeared meanwhile (npm run users): the setup link has done its job.
    throw new AppwriteError("membership_already_confirmed", "The club already has an organiser.");
  }
  const email = isSetupLink ? emailParam(input.email) : invitation.email;
  if (!(await deps.organisers.markInvitationUsed(invitation.id, deps.now()))) {
    throw new AppwriteError("membership_already_confirmed", "This link has already been used.");
  }
  try {
    const user = await createOrganiserAccount(deps, email, input);
    await recordChange(deps, user, "joined", user.email);
    return user;
  } catch (error) {
    // A short password, say: the link keeps working for a second try.
    await deps.organisers.releaseInvitation(invitation.id);
    throw error;
  }
}

/**
 * A new organiser account for `email`. When the address already has an account (a former
 * organiser, someone who signed up), nothing of it may carry over to the organiser: its
 * authenticator, recovery codes, identities, targets, prefs, name, sessions and the documents
 * shared with its id belong to whoever held it. So it is deleted, after the input is checked,
 * and the organiser starts afresh under a new id. An account that is an organiser already is
 * refused instead (user_already_exists): the link would otherwise wipe a working organiser.
 */
async function createOrganiserAccount(
  deps: OrganiserDeps,
  email: string,
  input: AcceptInvitationInput,
): Promise<UserRecord> {
  const checked = {
    email,
    password: passwordParam(input.password),
    name: nameParam(input.name),
    labels: [ORGANISER_LABEL],
  };
  const existing = await deps.accounts.findUserByEmail(email);
  if (existing && isOrganiser(existing)) {
    throw new AppwriteError(
      "user_already_exists",
      `${email} is already an organiser: sign in with this address instead.`,
    );
  }
  if (existing) await deps.accounts.deleteUser(existing.id);
  const created = await createUser(deps, checked);
  return updateEmailVerification(deps, created.id, true);
}

async function createInvitationLink(
  deps: OrganiserDeps,
  email: string,
  minutes: number,
  inviter: InvitationRecord["inviter"],
  locale: Locale,
): Promise<string> {
  const now = deps.now();
  const secret = createSecret();
  const invitation: InvitationRecord = {
    id: createUniqueId(now),
    secretHash: hashSecret(secret),
    email,
    createdAt: now,
    expire: new Date(now.getTime() + minutes * 60_000),
    usedAt: null,
    inviter,
  };
  await deps.organisers.createInvitation(invitation);
  const link = new URL(localisedPath(WELCOME_PATH, locale), deps.publicUrl);
  link.searchParams.set("invitation", invitation.id);
  link.searchParams.set("secret", secret);
  return link.href;
}

async function findInvitation(
  deps: OrganiserDeps,
  invitationId: string,
  secret: string,
): Promise<InvitationRecord> {
  const invitation = await deps.organisers.getInvitation(invitationId);
  if (!invitation) throw new AppwriteError("team_invite_not_found");
  if (!secretMatchesHash(secret, invitation.secretHash)) {
    throw new AppwriteError("team_invalid_secret");
  }
  return invitation;
}

function statusOf(deps: OrganiserDeps, invitation: InvitationRecord): InvitationStatus["status"] {
  if (invitation.usedAt) return "used";
  return invitation.expire.getTime() <= deps.now().getTime() ? "expired" : "valid";
}
