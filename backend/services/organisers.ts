import type { BackendDeps } from "../backend-deps.ts";
import { AppwriteError } from "../errors/appwrite-error.ts";
import type { Mailer } from "../mail/mailer.ts";
import { createUniqueId } from "../security/account-id.ts";
import type { AccountStore, UserRecord } from "../storage/account-store.ts";
import type { OrganiserChangeRecord, OrganiserStore } from "../storage/organiser-store.ts";
import type { Caller } from "./caller.ts";

// Organisers are the accounts with the "admin" label. The embedded backend manages them itself:
// Appwrite's client API has no such operation (a real Appwrite does it in its console), so these
// rules answer the /v1/club/organisers routes, with the error types Appwrite gives for a team's
// memberships, which is what an organiser is.

export const ORGANISER_LABEL = "admin";

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
    // A getter: the club may be renamed while the server runs (decision 0108); a copy taken
    // when the routes are built would brand every later message with the old name.
    get brandName() {
      return deps.config.brandName;
    },
    publicUrl: deps.config.publicUrl,
    now: deps.config.now,
  };
}

/** One organiser as the organisers screen lists them. */
export interface Organiser {
  user: UserRecord;
  lastSignIn: Date | null;
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
 * Takes the organiser label off `userId` (the account stays, as a plain member) and voids the
 * invitations they sent that nobody used. The last organiser cannot go: nobody could then manage
 * the site without a shell.
 */
export async function removeOrganiser(
  deps: OrganiserDeps,
  caller: Caller,
  userId: string,
): Promise<void> {
  await removeOrganisers(deps, caller, [userId]);
}

/**
 * Takes the organiser label off every one of `userIds` at once (the year's handover), or off
 * nobody: an id that is not an organiser's, or a removal that would leave no organiser, changes
 * nothing.
 */
export async function removeOrganisers(
  deps: OrganiserDeps,
  caller: Caller,
  userIds: readonly string[],
): Promise<void> {
  const actor = await requireOrganiser(deps, caller);
  const organisers = (await deps.accounts.listUsers()).filter(isOrganiser);
  const leaving = [...new Set(userIds)].map((userId) => {
    const user = organisers.find((organiser) => organiser.id === userId);
    if (!user) throw new AppwriteError("membership_not_found", "No organiser has this id.");
    return user;
  });
  if (leaving.length >= organisers.length) {
    throw new AppwriteError(
      "membership_deletion_prohibited",
      organisers.length === 1
        ? "The last organiser cannot be removed: invite another one first."
        : "At least one organiser must stay: invite another one first.",
    );
  }
  for (const user of leaving) await takeOrganiserLabelOff(deps, actor, user);
}

async function takeOrganiserLabelOff(deps: OrganiserDeps, actor: UserRecord, user: UserRecord) {
  const labels = user.labels.filter((label) => label !== ORGANISER_LABEL);
  await deps.accounts.updateUserLabels(user.id, labels, deps.now());
  await recordChange(deps, actor, "removed", user.email);
  // Otherwise a removed organiser could come back through an address they invited themselves.
  const now = deps.now();
  for (const voided of await deps.organisers.cancelInvitationsBy(user.id)) {
    if (voided.expire > now) await recordChange(deps, actor, "cancelled", voided.email);
  }
}

/** The newest changes to the organisers (who, what, when). Organisers only. */
export async function listOrganiserChanges(deps: OrganiserDeps, caller: Caller) {
  await requireOrganiser(deps, caller);
  return deps.organisers.listOrganiserChanges(50);
}

export function isOrganiser(user: UserRecord): boolean {
  return user.labels.includes(ORGANISER_LABEL);
}

/** The calling organiser's account; anyone else is refused as Appwrite refuses a non-member. */
export async function requireOrganiser(deps: OrganiserDeps, caller: Caller): Promise<UserRecord> {
  const user = caller.user ? await deps.accounts.getUser(caller.user.id) : null;
  if (!user || !isOrganiser(user)) throw new AppwriteError("user_unauthorized");
  return user;
}

/** Appends one row to the organisers' change log, with the actor as they are named now. */
export async function recordChange(
  deps: OrganiserDeps,
  actor: UserRecord,
  action: OrganiserChangeRecord["action"],
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
