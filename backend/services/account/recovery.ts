import { AppwriteError } from "../../errors/appwrite-error.ts";
import { recoveryEmail } from "../../mail/templates.ts";
import { formatDatetime } from "../../schema/datetime.ts";
import { hashPassword } from "../../security/password-hash.ts";
import type { TokenRecord } from "../../storage/token-store.ts";
import type { Caller, ClientInfo } from "../caller.ts";
import { recordAccountEvent } from "./audit-log.ts";
import { sendEmail, type MessagingDeps } from "./messaging.ts";
import {
  consumeToken,
  type TokenDeps,
  issueToken,
  lifetimeMinutes,
  linkWithToken,
} from "./tokens.ts";

/**
 * Emails a password-reset link to `url` (already checked against the allowed hosts) carrying
 * userId, secret and expire, valid one hour. As in Appwrite, an unknown email is 404
 * user_not_found and a blocked account 403 user_blocked. (accountCreateRecovery)
 */
export async function createRecovery(
  deps: MessagingDeps,
  input: { email: string; url: string },
  client: ClientInfo,
): Promise<TokenRecord> {
  const user = await deps.accounts.findUserByEmail(input.email);
  if (!user) throw new AppwriteError("user_not_found");
  if (!user.status) throw new AppwriteError("user_blocked");
  const { token, secret } = await issueToken(deps, user.id, "recovery", client);
  const link = linkWithToken(input.url, {
    userId: user.id,
    secret,
    expire: formatDatetime(token.expire),
  });
  const content = recoveryEmail({
    brandName: deps.brandName,
    link,
    expireMinutes: lifetimeMinutes(token),
  });
  await sendEmail(deps, user.email, content);
  await recordAccountEvent(deps, user, "recovery.create", client);
  return token;
}

/**
 * Sets a new password (already checked) with the secret from the recovery link, using it up.
 * The email counts as verified, since the link reached it; every session of the user ends but
 * the caller's own. An unknown user is 404 user_not_found; a wrong, used or expired secret 401
 * user_invalid_token. (accountUpdateRecovery)
 */
export async function updateRecovery(
  deps: TokenDeps,
  caller: Caller,
  input: { userId: string; secret: string; password: string },
  client: ClientInfo,
): Promise<TokenRecord> {
  const user = await deps.accounts.getUser(input.userId);
  if (!user) throw new AppwriteError("user_not_found");
  const token = await consumeToken(deps, user.id, ["recovery"], input.secret);
  const passwordHash = await hashPassword(input.password);
  const changes = { passwordHash, emailVerification: true };
  const updated = (await deps.accounts.updateUser(user.id, changes, deps.now())) ?? user;
  const keptSessionId = caller.user?.id === user.id ? caller.sessionId : null;
  await deps.accounts.deleteSessions(user.id, keptSessionId ?? undefined);
  await recordAccountEvent(deps, updated, "recovery.update", client);
  return token;
}
