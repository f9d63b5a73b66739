import type { BackendDeps } from "../backend-deps.ts";
import { AppwriteError } from "../errors/appwrite-error.ts";
import type { Mailer } from "../mail/mailer.ts";
import { organiserInvitationEmail } from "../mail/templates.ts";
import { createUniqueId } from "../security/account-id.ts";
import { hashPassword } from "../security/password-hash.ts";
import { createSecret, hashSecret, secretMatchesHash } from "../security/secret-token.ts";
import type { AccountStore, UserRecord } from "../storage/account-store.ts";
import type { InvitationRecord, OrganiserStore } from "../storage/organiser-store.ts";
import { createUser, updateEmailVerification } from "./account/accounts.ts";
import { emailParam, nameParam, passwordParam } from "./account/account-params.ts";
import { sendEmail } from "./account/messaging.ts";
import type { Caller } from "./caller.ts";

// Organisers are the accounts with the "admin" label. The embedded backend manages them itself:
// Appwrite's client API has no such operation (a real Appwrite does it in its console), so these
// rules answer the /v1/club/organisers routes, with the error types Appwrite gives for a team's
// memberships, which is what an organiser is.

export const ORGANISER_LABEL = "admin";
const SETUP_LINK_MINUTES = 24 * 60;
const INVITATION_MINUTES = 7 * 24 * 60;
/** The page that opens an invitation or the setup link (app/routes/welcome.tsx). */
const WELCOME_PATH = "/welcome";

export interface OrganiserDeps {
  accounts: AccountStore;
  organisers: OrganiserStore;
  mailer: Mailer;
  brandName: string;
  publicUrl: string;
  now: () => Date;
}

/** The organiser services' slice of the backend's dependencies. */
export function organiserDepsOf(deps: Pick<BackendDeps, "config" | "store">): OrganiserDeps {
  return {
    accounts: deps.store.accounts,
    organisers: deps.store.organisers,
    mailer: deps.config.mailer,
    brandName: deps.config.brandName,
    publicUrl: deps.config.publicUrl,
    now: deps.config.now,
  };
}

/** One organiser as the organisers screen lists them. */
export interface Organiser {
  user: UserRecord;
  lastSignIn: Date | null;
}

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
  return createInvitationLink(deps, "", SETUP_LINK_MINUTES);
}

/** An organiser invites `email` to become one; the link goes to that address only. */
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
  const link = await createInvitationLink(deps, email, INVITATION_MINUTES);
  await sendEmail(
    deps,
    email,
    organiserInvitationEmail({
      brandName: deps.brandName,
      link,
      expireMinutes: INVITATION_MINUTES,
      inviterName: actor.name || actor.email,
    }),
  );
  await recordChange(deps, actor, "invited", email);
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
 * setup link's holder reads the server's log, as someone running `npm run users` does).
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
    const existing = await deps.accounts.findUserByEmail(email);
    const user = existing
      ? await takeOverAccount(deps, existing, input)
      : await createOrganiserAccount(deps, email, input);
    await recordChange(deps, user, "joined", user.email);
    return user;
  } catch (error) {
    // A short password, say: the link keeps working for a second try.
    await deps.organisers.releaseInvitation(invitation.id);
    throw error;
  }
}

async function createOrganiserAccount(
  deps: OrganiserDeps,
  email: string,
  input: AcceptInvitationInput,
): Promise<UserRecord> {
  const created = await createUser(deps, {
    email,
    password: input.password,
    name: input.name,
    labels: [ORGANISER_LABEL],
  });
  return updateEmailVerification(deps, created.id, true);
}

/**
 * The address already has an account (a former organiser, a member): the link proves the
 * address, as a recovery link does, so it sets the chosen password, adds the label and, like
 * accountUpdateRecovery, ends the account's sessions. Two-factor sign-in, if on, still applies.
 */
async function takeOverAccount(
  deps: OrganiserDeps,
  user: UserRecord,
  input: AcceptInvitationInput,
): Promise<UserRecord> {
  const passwordHash = await hashPassword(passwordParam(input.password));
  const name = input.name.trim() ? nameParam(input.name) : user.name;
  await deps.accounts.updateUser(
    user.id,
    { passwordHash, emailVerification: true, name },
    deps.now(),
  );
  await deps.accounts.deleteSessions(user.id);
  const labels = [...new Set([...user.labels, ORGANISER_LABEL])];
  return (await deps.accounts.updateUserLabels(user.id, labels, deps.now())) ?? user;
}

/** Every organiser, oldest first, with their last sign-in. Organisers only. */
export async function listOrganisers(deps: OrganiserDeps, caller: Caller): Promise<Organiser[]> {
  await requireOrganiser(deps, caller);
  const organisers = (await deps.accounts.listUsers()).filter(isOrganiser);
  return Promise.all(
    organisers.map(async (user) => ({
      user,
      lastSignIn: await deps.organisers.findLastSignIn(user.id),
    })),
  );
}

/**
 * Takes the organiser label off `userId` (the account stays, as a plain member). The last
 * organiser cannot go: nobody could then manage the site without a shell.
 */
export async function removeOrganiser(
  deps: OrganiserDeps,
  caller: Caller,
  userId: string,
): Promise<void> {
  const actor = await requireOrganiser(deps, caller);
  const organisers = (await deps.accounts.listUsers()).filter(isOrganiser);
  const user = organisers.find((organiser) => organiser.id === userId);
  if (!user) throw new AppwriteError("membership_not_found", "No organiser has this id.");
  if (organisers.length === 1) {
    throw new AppwriteError(
      "membership_deletion_prohibited",
      "The last organiser cannot be removed: invite another one first.",
    );
  }
  const labels = user.labels.filter((label) => label !== ORGANISER_LABEL);
  await deps.accounts.updateUserLabels(user.id, labels, deps.now());
  await recordChange(deps, actor, "removed", user.email);
}

/** The newest changes to the organisers (who, what, when). Organisers only. */
export async function listOrganiserChanges(deps: OrganiserDeps, caller: Caller) {
  await requireOrganiser(deps, caller);
  return deps.organisers.listOrganiserChanges(50);
}

function isOrganiser(user: UserRecord): boolean {
  return user.labels.includes(ORGANISER_LABEL);
}

/** The calling organiser's account; anyone else is refused as Appwrite refuses a non-member. */
async function requireOrganiser(deps: OrganiserDeps, caller: Caller): Promise<UserRecord> {
  const user = caller.user ? await deps.accounts.getUser(caller.user.id) : null;
  if (!user || !isOrganiser(user)) throw new AppwriteError("user_unauthorized");
  return user;
}

async function createInvitationLink(
  deps: OrganiserDeps,
  email: string,
  minutes: number,
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
  };
  await deps.organisers.createInvitation(invitation);
  const link = new URL(WELCOME_PATH, deps.publicUrl);
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

async function recordChange(
  deps: OrganiserDeps,
  actor: UserRecord,
  action: "invited" | "joined" | "removed",
  subjectEmail: string,
): Promise<void> {
  const now = deps.now();
  await deps.organisers.appendOrganiserChange({
    id: createUniqueId(now),
    time: now,
    actorName: actor.name,
    actorEmail: actor.email,
    action,
    subjectEmail,
  });
}
