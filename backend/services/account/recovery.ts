import { AppwriteError } from "../../errors/appwrite-error.ts";
import { linkInLanguage, recipientLocale } from "../../mail/recipient-language.ts";
import { recoveryEmail } from "../../mail/templates.ts";
import { formatDatetime } from "../../schema/datetime.ts";
import { hashPassword } from "../../security/password-hash.ts";
import type { UserRecord } from "../../storage/account-store.ts";
import type { TokenRecord } from "../../storage/token-store.ts";
import type { Caller, ClientInfo } from "../caller.ts";
import { recordAccountEvent } from "./audit-log.ts";
import { sendEmail, type MessagingDeps } from "./messaging.ts";
import {
  consumeToken,
  type IssuedToken,
  type TokenDeps,
  lifetimeMinutes,
  linkWithToken,
  prepareToken,
} from "./tokens.ts";

/**
 * Emails a password-reset link to `url` (already checked against the allowed hosts) carrying
 * userId, secret and expire, valid one hour. Unlike Appwrite, the answer is the same for every
 * address (docs/decisions/0068-nobody-learns-who-has-an-account.md): an unknown address or a
 * blocked account gets a token model like a real one and no mail, and `userId` is a keyed digest
 * of the address, never the account's id. (accountCreateRecovery)
 */
export async function createRecovery(
  deps: MessagingDeps,
  input: { email: string; url: string },
  client: ClientInfo,
): Promise<TokenRecord> {
  const user = await deps.accounts.findUserByEmail(input.email);
  const issued = prepareToken(deps, user?.id ?? "", "recovery", client);
  if (user?.status) {
    // Stored and mailed after the answer, as Appwrite's mail queue does: waiting on the relay
    // would make a real account's answer slower than an unknown address's.
    void deliverRecovery(deps, user, issued, input.url, client).catch((error: unknown) => {
      console.error("recovery: a reset link could not be sent", error);
    });
  }
  return { ...issued.token, userId: answeredUserId(deps, input.email) };
}

/** Stable for one address, so asking twice tells nothing either; unguessable without the data key. */
function answeredUserId(deps: MessagingDeps, email: string): string {
  return deps.secrets.digest(`recovery-user-id:${email.toLowerCase()}`).slice(0, 20);
}

async function deliverRecovery(
  deps: MessagingDeps,
  user: UserRecord,
  { token, secret }: IssuedToken,
  url: string,
  client: ClientInfo,
): Promise<void> {
  await deps.accounts.createToken(token);
  const locale = recipientLocale(user.prefs);
  const link = linkWithToken(linkInLanguage(url, locale, deps.publicUrl), {
    userId: user.id,
    secret,
    expire: formatDatetime(token.expire),
  });
  const content = recoveryEmail({
    brandName: deps.brandName,
    locale,
    link,
    expireMinutes: lifetimeMinutes(token),
  });
  await sendEmail(deps, user.email, content);
  await recordAccountEvent(deps, user, "recovery.create", client);
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
