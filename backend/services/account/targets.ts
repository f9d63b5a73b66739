import { AppwriteError } from "../../errors/appwrite-error.ts";
import { createUniqueId } from "../../security/account-id.ts";
import type { UserRecord } from "../../storage/account-store.ts";
import type { TargetRecord } from "../../storage/target-store.ts";
import type { Caller, ClientInfo } from "../caller.ts";
import type { AccountDeps } from "./account-deps.ts";
import { getAccount } from "./accounts.ts";
import { recordAccountEvent } from "./audit-log.ts";

/**
 * Registers the caller's device for push messages under `targetId` ("unique()" for a generated
 * id), tied to the current session: the target goes when that session ends, as in Appwrite. A
 * taken id is 409 user_target_already_exists. (accountCreatePushTarget)
 */
export async function createPushTarget(
  deps: AccountDeps,
  caller: Caller,
  input: { targetId: string; identifier: string; providerId: string },
  client: ClientInfo,
): Promise<TargetRecord> {
  const user = await getAccount(deps, caller);
  const now = deps.now();
  const target: TargetRecord = {
    id: input.targetId === "unique()" ? createUniqueId(now) : input.targetId,
    userId: user.id,
    sessionId: caller.sessionId,
    providerType: "push",
    providerId: input.providerId || null,
    identifier: input.identifier,
    // Appwrite names a target after the device (brand and model from the user agent); this
    // backend does not parse user agents, so the name stays empty.
    name: "",
    expired: false,
    createdAt: now,
    updatedAt: now,
  };
  await deps.accounts.createTarget(target);
  await recordAccountEvent(deps, user, "target.create", client);
  return target;
}

/**
 * Replaces the push token of one of the caller's targets, which counts as fresh again. Another
 * user's or an unknown target is 404 user_target_not_found. (accountUpdatePushTarget)
 */
export async function updatePushTarget(
  deps: AccountDeps,
  caller: Caller,
  input: { targetId: string; identifier: string },
  client: ClientInfo,
): Promise<TargetRecord> {
  const user = await getAccount(deps, caller);
  await requireOwnTarget(deps, user, input.targetId);
  const updated = await deps.accounts.updateTargetIdentifier(
    input.targetId,
    input.identifier,
    deps.now(),
  );
  if (!updated) throw new AppwriteError("user_target_not_found");
  await recordAccountEvent(deps, user, "target.update", client);
  return updated;
}

/** Removes one of the caller's push targets; errors as for updatePushTarget. (accountDeletePushTarget) */
export async function deletePushTarget(
  deps: AccountDeps,
  caller: Caller,
  targetId: string,
  client: ClientInfo,
): Promise<void> {
  const user = await getAccount(deps, caller);
  await requireOwnTarget(deps, user, targetId);
  if (!(await deps.accounts.deleteTarget(targetId))) {
    throw new AppwriteError("user_target_not_found");
  }
  await recordAccountEvent(deps, user, "target.delete", client);
}

/** Another user's target answers exactly as a missing one, so ids reveal nothing. */
async function requireOwnTarget(
  deps: AccountDeps,
  user: UserRecord,
  targetId: string,
): Promise<void> {
  const target = await deps.accounts.getTarget(targetId);
  if (!target || target.userId !== user.id) throw new AppwriteError("user_target_not_found");
}
