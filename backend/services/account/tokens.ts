import { randomBytes, randomInt } from "node:crypto";
import type { BackendDeps } from "../../backend-deps.ts";
import { AppwriteError } from "../../errors/appwrite-error.ts";
import { createUniqueId } from "../../security/account-id.ts";
import { loadDataKey } from "../../security/data-key.ts";
import { createSecretBox, type SecretBox } from "../../security/secret-box.ts";
import { hashSecret, secretMatchesHash } from "../../security/secret-token.ts";
import type { TokenRecord, TokenType } from "../../storage/token-store.ts";
import type { ClientInfo } from "../caller.ts";
import { accountDepsOf, type AccountDeps } from "./account-deps.ts";
import { SESSION_DURATION_MS } from "./sessions.ts";

const MINUTE_MS = 60 * 1000;

/**
 * How long each kind of token works, as Appwrite 1.7 has them: recovery, verification (its
 * TOKEN_EXPIRATION_CONFIRM) and magic links one hour; email and phone codes 15 minutes; an
 * OAuth2 token as long as a session.
 */
export const TOKEN_LIFETIME_MS: Readonly<Record<TokenType, number>> = {
  recovery: 60 * MINUTE_MS,
  verification: 60 * MINUTE_MS,
  "magic-url": 60 * MINUTE_MS,
  email: 15 * MINUTE_MS,
  phone: 15 * MINUTE_MS,
  oauth2: SESSION_DURATION_MS,
};

/**
 * Appwrite's secret for each kind: a 6-digit code for what people type (email and phone codes),
 * hex for what travels in links (64 characters for magic URL and OAuth2, 256 for recovery and
 * verification, Appwrite's TOKEN_LENGTH_* values).
 */
function createTokenSecret(type: TokenType): string {
  switch (type) {
    case "email":
    case "phone":
      return String(randomInt(0, 1_000_000)).padStart(6, "0");
    case "magic-url":
    case "oauth2":
      return randomBytes(32).toString("hex");
    case "recovery":
    case "verification":
      return randomBytes(128).toString("hex");
  }
}

/** Wrong guesses a 6-digit code survives; the fifth deletes it, and a new one must be asked for. */
export const MAX_CODE_FAILURES = 5;

/** What issuing and checking tokens needs: the store, the clock, and the key for code digests. */
export interface TokenDeps extends AccountDeps {
  /** Digests 6-digit codes with a key from the data key (security/secret-box.ts). */
  secrets: SecretBox;
}

/** The token services' slice of the backend's dependencies (reads or creates the data key). */
export function tokenDepsOf(deps: BackendDeps): TokenDeps {
  return { ...accountDepsOf(deps), secrets: createSecretBox(loadDataKey(deps.config.dataDir)) };
}

/**
 * Codes people type (email and phone) have a million values: an unkeyed hash of one is undone by
 * trying them all, so they are stored as a keyed digest. Link secrets have 256 bits or more, so
 * their plain SHA-256 is safe, and links already sent keep working across this change. A code
 * stored by a version before it no longer matches; codes live 15 minutes, so that is all the
 * change costs.
 */
function isCode(type: TokenType): boolean {
  return type === "email" || type === "phone";
}

function digestOf(deps: TokenDeps, type: TokenType, secret: string): string {
  return isCode(type) ? deps.secrets.digest(secret) : hashSecret(secret);
}

function matchesToken(deps: TokenDeps, token: TokenRecord, secret: string): boolean {
  return isCode(token.type)
    ? deps.secrets.matchesDigest(secret, token.secretHash)
    : secretMatchesHash(secret, token.secretHash);
}

/** A stored token and its secret, which is sent to the user and never stored. */
export interface IssuedToken {
  token: TokenRecord;
  secret: string;
}

/**
 * Creates a single-use token of `type` for a user, with Appwrite's secret shape and lifetime
 * (or `lifetimeMs`); only a digest of the secret is stored. The OAuth2 token flow
 * (services/account/oauth2.ts) uses it with type "oauth2", redeemed by accountCreateSession.
 */
export async function issueToken(
  deps: TokenDeps,
  userId: string,
  type: TokenType,
  client: ClientInfo,
  lifetimeMs: number = TOKEN_LIFETIME_MS[type],
): Promise<IssuedToken> {
  const issued = prepareToken(deps, userId, type, client, lifetimeMs);
  await deps.accounts.createToken(issued.token);
  return issued;
}

/**
 * A new token and its secret as issueToken makes them, not yet stored: for a caller that must
 * answer before the token is written (services/account/recovery.ts).
 */
export function prepareToken(
  deps: TokenDeps,
  userId: string,
  type: TokenType,
  client: ClientInfo,
  lifetimeMs: number = TOKEN_LIFETIME_MS[type],
): IssuedToken {
  const now = deps.now();
  const secret = createTokenSecret(type);
  const token: TokenRecord = {
    id: createUniqueId(now),
    userId,
    type,
    secretHash: digestOf(deps, type, secret),
    expire: new Date(now.getTime() + lifetimeMs),
    createdAt: now,
    ip: client.ip,
    userAgent: client.userAgent,
  };
  return { token, secret };
}

/**
 * Uses up the user's unexpired token of one of `types` whose secret this is (compared in
 * constant time) and returns it. No match, an expired token or one already used is 401
 * user_invalid_token; of two requests racing with one secret, only the first succeeds. A wrong
 * guess counts against each of the user's live codes among `types`, and the fifth kills them.
 */
export async function consumeToken(
  deps: TokenDeps,
  userId: string,
  types: readonly TokenType[],
  secret: string,
): Promise<TokenRecord> {
  const now = deps.now();
  const live = (await deps.accounts.listTokens(userId)).filter(
    (candidate) => types.includes(candidate.type) && candidate.expire > now,
  );
  const token = live.find((candidate) => matchesToken(deps, candidate, secret));
  if (!token) {
    const codes = live.filter((candidate) => isCode(candidate.type));
    if (codes.length > 0) {
      await deps.accounts.countTokenFailure(
        codes.map((code) => code.id),
        MAX_CODE_FAILURES,
      );
    }
    throw new AppwriteError("user_invalid_token");
  }
  if (!(await deps.accounts.deleteToken(token.id))) throw new AppwriteError("user_invalid_token");
  return token;
}

/** `url` with Appwrite's token parameters added to its query (userId, secret, expire, ...). */
export function linkWithToken(url: string, params: Readonly<Record<string, string>>): string {
  const link = new URL(url);
  for (const [name, value] of Object.entries(params)) link.searchParams.set(name, value);
  return link.toString();
}

/** A token's lifetime in whole minutes, as the message templates state it. */
export function lifetimeMinutes(token: TokenRecord): number {
  return Math.round((token.expire.getTime() - token.createdAt.getTime()) / MINUTE_MS);
}
