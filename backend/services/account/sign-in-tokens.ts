import { randomInt } from "node:crypto";
import { recipientLocale } from "../../mail/recipient-language.ts";
import { emailOtpEmail, magicUrlEmail, phoneOtpSms } from "../../mail/templates.ts";
import { formatDatetime } from "../../schema/datetime.ts";
import type { UserRecord } from "../../storage/account-store.ts";
import type { TokenRecord } from "../../storage/token-store.ts";
import type { ClientInfo } from "../caller.ts";
import type { SignUpDeps } from "./account-deps.ts";
import { signUpUser } from "./accounts.ts";
import { recordAccountEvent } from "./audit-log.ts";
import { sendEmail, sendSms, type MessagingDeps } from "./messaging.ts";
import { issueToken, lifetimeMinutes, linkWithToken } from "./tokens.ts";

/** A sign-in token as the client sees it: the token and, when asked for, the security phrase. */
export interface SignInToken {
  token: TokenRecord;
  /** "" unless the client asked for a phrase. */
  phrase: string;
}

/**
 * Emails a 6-digit sign-in code, valid 15 minutes, redeemed with accountCreateSession. As in
 * Appwrite, an unknown email gets a new password-less account with `userId` ("unique()" for a
 * generated id); for a known one `userId` is ignored. (accountCreateEmailToken)
 */
export async function createEmailToken(
  deps: MessagingDeps,
  input: { userId: string; email: string; phrase: boolean },
  client: ClientInfo,
): Promise<SignInToken> {
  const user =
    (await deps.accounts.findUserByEmail(input.email)) ??
    (await createPasswordlessUser(deps, input.userId, { email: input.email }));
  const { token, secret } = await issueToken(deps, user.id, "email", client);
  const phrase = input.phrase ? createSecurityPhrase() : "";
  const content = emailOtpEmail({
    brandName: deps.brandName,
    locale: recipientLocale(user.prefs),
    code: secret,
    expireMinutes: lifetimeMinutes(token),
    ...(phrase ? { phrase } : {}),
  });
  await sendEmail(deps, user.email, content);
  await recordAccountEvent(deps, user, "session.create", client);
  return { token, phrase };
}

/**
 * Emails a sign-in link to `url` (already checked against the allowed hosts) carrying userId,
 * secret, expire and project, valid one hour, redeemed with accountUpdateMagicURLSession. Finds
 * or creates the user as createEmailToken does. (accountCreateMagicURLToken)
 */
export async function createMagicURLToken(
  deps: MessagingDeps,
  input: { userId: string; email: string; url: string; phrase: boolean },
  client: ClientInfo,
): Promise<SignInToken> {
  const user =
    (await deps.accounts.findUserByEmail(input.email)) ??
    (await createPasswordlessUser(deps, input.userId, { email: input.email }));
  const { token, secret } = await issueToken(deps, user.id, "magic-url", client);
  const phrase = input.phrase ? createSecurityPhrase() : "";
  const link = linkWithToken(input.url, {
    userId: user.id,
    secret,
    expire: formatDatetime(token.expire),
    project: deps.projectId,
  });
  const content = magicUrlEmail({
    brandName: deps.brandName,
    locale: recipientLocale(user.prefs),
    link,
    expireMinutes: lifetimeMinutes(token),
    ...(phrase ? { phrase } : {}),
  });
  await sendEmail(deps, user.email, content);
  await recordAccountEvent(deps, user, "session.create", client);
  return { token, phrase };
}

/**
 * Texts a 6-digit sign-in code, valid 15 minutes, redeemed with accountUpdatePhoneSession. An
 * unknown number gets a new account with `userId`, as in Appwrite. (accountCreatePhoneToken)
 */
export async function createPhoneToken(
  deps: MessagingDeps,
  input: { userId: string; phone: string },
  client: ClientInfo,
): Promise<TokenRecord> {
  const user =
    (await deps.accounts.findUserByPhone(input.phone)) ??
    (await createPasswordlessUser(deps, input.userId, { phone: input.phone }));
  const { token, secret } = await issueToken(deps, user.id, "phone", client);
  const text = phoneOtpSms({
    brandName: deps.brandName,
    locale: recipientLocale(user.prefs),
    code: secret,
    expireMinutes: lifetimeMinutes(token),
  });
  await sendSms(deps, input.phone, text);
  await recordAccountEvent(deps, user, "session.create", client);
  return token;
}

/** A user who signs in with codes or links: no password and no name; a taken id is a 409. */
function createPasswordlessUser(
  deps: SignUpDeps,
  userId: string,
  contact: { email: string } | { phone: string },
): Promise<UserRecord> {
  return signUpUser(deps, {
    userId,
    email: "email" in contact ? contact.email : "",
    phone: "phone" in contact ? contact.phone : "",
    name: "",
    password: null,
  });
}

// Appwrite's security phrase is an adjective and a noun ("Golden fox"): easy to compare between
// the sign-in screen and the email, which tells a user the email answers their own request.
const adjectives = (
  "Brave Bright Calm Cheerful Clever Curious Gentle Golden Happy Honest Joyful Kind Lively " +
  "Lucky Mellow Nimble Patient Playful Proud Quiet Radiant Sunny Swift Tidy Vivid Warm Wise Witty"
).split(" ");
const nouns = (
  "apple badger comet dolphin falcon fern fox garden harbor kite lantern maple meadow otter owl " +
  "panda pebble pine rainbow river robin sparrow star tulip violin willow zebra"
).split(" ");

function createSecurityPhrase(): string {
  const pick = (words: readonly string[]) => words[randomInt(words.length)] ?? "";
  return `${pick(adjectives)} ${pick(nouns)}`;
}
