import { AppwriteError } from "../../errors/appwrite-error.ts";
import { recipientLocale } from "../../mail/recipient-language.ts";
import { phoneVerificationSms, verificationEmail } from "../../mail/templates.ts";
import { formatDatetime } from "../../schema/datetime.ts";
import type { UserChanges } from "../../storage/account-store.ts";
import type { TokenRecord, TokenType } from "../../storage/token-store.ts";
import type { Caller, ClientInfo } from "../caller.ts";
import { getAccount } from "./accounts.ts";
import { recordAccountEvent } from "./audit-log.ts";
import { sendEmail, sendSms, type MessagingDeps } from "./messaging.ts";
import {
  consumeToken,
  type TokenDeps,
  issueToken,
  lifetimeMinutes,
  linkWithToken,
  TOKEN_LIFETIME_MS,
} from "./tokens.ts";

/**
 * Emails the caller a link to `url` (already checked against the allowed hosts) that confirms
 * their address, carrying userId, secret and expire, valid one hour. An address already
 * verified is 409 user_email_already_verified. (accountCreateVerification, also served as
 * accountCreateEmailVerification at /account/verifications/email)
 */
export async function createEmailVerification(
  deps: MessagingDeps,
  caller: Caller,
  url: string,
  client: ClientInfo,
): Promise<TokenRecord> {
  const user = await getAccount(deps, caller);
  if (user.email === "") throw new AppwriteError("user_email_not_found");
  if (user.emailVerification) throw new AppwriteError("user_email_already_verified");
  const { token, secret } = await issueToken(deps, user.id, "verification", client);
  const link = linkWithToken(url, {
    userId: user.id,
    secret,
    expire: formatDatetime(token.expire),
  });
  const content = verificationEmail({
    brandName: deps.brandName,
    locale: recipientLocale(user.prefs),
    link,
    expireMinutes: lifetimeMinutes(token),
  });
  await sendEmail(deps, user.email, content);
  await recordAccountEvent(deps, user, "verification.create", client);
  return token;
}

/**
 * Marks the email verified with the secret from the link, using it up. An unknown user is 404
 * user_not_found; a wrong, used or expired secret 401 user_invalid_token. (accountUpdateVerification,
 * also accountUpdateEmailVerification)
 */
export function updateEmailVerification(
  deps: TokenDeps,
  input: { userId: string; secret: string },
  client: ClientInfo,
): Promise<TokenRecord> {
  return confirmWithToken(deps, input, "verification", { emailVerification: true }, client);
}

/**
 * Texts the caller a 6-digit code that confirms their phone number, valid one hour as Appwrite's
 * phone verification (TOKEN_EXPIRATION_CONFIRM). No number is 400 user_phone_not_found; one
 * already verified 409 user_phone_already_verified. (accountCreatePhoneVerification)
 */
export async function createPhoneVerification(
  deps: MessagingDeps,
  caller: Caller,
  client: ClientInfo,
): Promise<TokenRecord> {
  const user = await getAccount(deps, caller);
  if (user.phone === "") throw new AppwriteError("user_phone_not_found");
  if (user.phoneVerification) throw new AppwriteError("user_phone_already_verified");
  const lifetime = TOKEN_LIFETIME_MS.verification;
  const { token, secret } = await issueToken(deps, user.id, "phone", client, lifetime);
  const text = phoneVerificationSms({
    brandName: deps.brandName,
    locale: recipientLocale(user.prefs),
    code: secret,
    expireMinutes: lifetimeMinutes(token),
  });
  await sendSms(deps, user.phone, text);
  await recordAccountEvent(deps, user, "verification.create", client);
  return token;
}

/** Marks the phone verified with the texted code, using it up; errors as for email. (accountUpdatePhoneVerification) */
export function updatePhoneVerification(
  deps: TokenDeps,
  input: { userId: string; secret: string },
  client: ClientInfo,
): Promise<TokenRecord> {
  return confirmWithToken(deps, input, "phone", { phoneVerification: true }, client);
}

async function confirmWithToken(
  deps: TokenDeps,
  input: { userId: string; secret: string },
  type: TokenType,
  changes: UserChanges,
  client: ClientInfo,
): Promise<TokenRecord> {
  const user = await deps.accounts.getUser(input.userId);
  if (!user) throw new AppwriteError("user_not_found");
  const token = await consumeToken(deps, user.id, [type], input.secret);
  const updated = (await deps.accounts.updateUser(user.id, changes, deps.now())) ?? user;
  await recordAccountEvent(deps, updated, "verification.update", client);
  return token;
}
