import { AppwriteError } from "../../errors/appwrite-error.ts";
import { hashPassword, verifyPassword } from "../../security/password-hash.ts";
import type { UserChanges, UserRecord } from "../../storage/account-store.ts";
import type { Caller, ClientInfo } from "../caller.ts";
import type { AccountDeps } from "./account-deps.ts";
import { getAccount } from "./accounts.ts";
import { recordAccountEvent } from "./audit-log.ts";

/** Sets the caller's display name (already checked). (accountUpdateName) */
export async function updateName(
  deps: AccountDeps,
  caller: Caller,
  name: string,
  client: ClientInfo,
): Promise<UserRecord> {
  return changeAccount(deps, await getAccount(deps, caller), { name }, client);
}

/**
 * Moves the caller's account to a new email address, which then needs verifying again. The
 * current password must be given; a user who has none (anonymous, or signed in by code) sets
 * it here, as Appwrite allows. A wrong password is 401 user_invalid_credentials; an address
 * another account has is 409 user_email_already_exists. (accountUpdateEmail)
 */
export async function updateEmail(
  deps: AccountDeps,
  caller: Caller,
  input: { email: string; password: string },
  client: ClientInfo,
): Promise<UserRecord> {
  const user = await getAccount(deps, caller);
  const passwordChange = await confirmOrSetPassword(deps, user, input.password);
  const changes = { email: input.email, emailVerification: false, ...passwordChange };
  return changeAccount(deps, user, changes, client);
}

/**
 * Sets the caller's phone number (E.164, already checked), which then needs verifying. The
 * password rules are those of updateEmail; a number another account has is 409
 * user_phone_already_exists. (accountUpdatePhone)
 */
export async function updatePhone(
  deps: AccountDeps,
  caller: Caller,
  input: { phone: string; password: string },
  client: ClientInfo,
): Promise<UserRecord> {
  const user = await getAccount(deps, caller);
  const passwordChange = await confirmOrSetPassword(deps, user, input.password);
  const changes = { phone: input.phone, phoneVerification: false, ...passwordChange };
  return changeAccount(deps, user, changes, client);
}

/**
 * Sets a new password. A user who has one must give it as `oldPassword` (401
 * user_invalid_credentials otherwise). The caller's other sessions end, as Appwrite does for
 * new projects (its "invalidate sessions" setting), so a stolen session dies with the old
 * password. (accountUpdatePassword)
 */
export async function updatePassword(
  deps: AccountDeps,
  caller: Caller,
  input: { password: string; oldPassword: string },
  client: ClientInfo,
): Promise<UserRecord> {
  const user = await getAccount(deps, caller);
  const currentHash = await deps.accounts.findPasswordHash(user.id);
  if (currentHash !== null && !(await verifyPassword(currentHash, input.oldPassword))) {
    throw new AppwriteError("user_invalid_credentials");
  }
  const passwordHash = await hashPassword(input.password);
  const updated = await changeAccount(deps, user, { passwordHash }, client);
  await deps.accounts.deleteSessions(user.id, caller.sessionId ?? undefined);
  return updated;
}

/** The caller's preferences object. (accountGetPrefs) */
export async function getPrefs(
  deps: AccountDeps,
  caller: Caller,
): Promise<Record<string, unknown>> {
  return (await getAccount(deps, caller)).prefs;
}

/** Replaces the caller's preferences object (already checked). (accountUpdatePrefs) */
export async function updatePrefs(
  deps: AccountDeps,
  caller: Caller,
  prefs: Record<string, unknown>,
  client: ClientInfo,
): Promise<UserRecord> {
  return changeAccount(deps, await getAccount(deps, caller), { prefs }, client);
}

/**
 * Blocks the caller's own account and ends all its sessions; only an administrator can undo it.
 * Returns the blocked user, whose cookie the route clears. (accountUpdateStatus)
 */
export async function updateStatus(
  deps: AccountDeps,
  caller: Caller,
  client: ClientInfo,
): Promise<UserRecord> {
  const user = await getAccount(deps, caller);
  const blocked = await changeAccount(deps, user, { status: false }, client);
  await deps.accounts.deleteSessions(user.id);
  return blocked;
}

/** The password change that updateEmail and updatePhone make: none, or a first password. */
async function confirmOrSetPassword(
  deps: AccountDeps,
  user: UserRecord,
  password: string,
): Promise<Pick<UserChanges, "passwordHash">> {
  const currentHash = await deps.accounts.findPasswordHash(user.id);
  if (currentHash === null) return { passwordHash: await hashPassword(password) };
  if (!(await verifyPassword(currentHash, password))) {
    throw new AppwriteError("user_invalid_credentials");
  }
  return {};
}

async function changeAccount(
  deps: AccountDeps,
  user: UserRecord,
  changes: UserChanges,
  client: ClientInfo,
): Promise<UserRecord> {
  const updated = await deps.accounts.updateUser(user.id, changes, deps.now());
  if (!updated) throw new AppwriteError("user_not_found");
  await recordAccountEvent(deps, updated, "user.update", client);
  return updated;
}
