import type { SessionLimits } from "../../config.ts";
import { AppwriteError } from "../../errors/appwrite-error.ts";
import { isOutOfSpace } from "../../errors/out-of-space.ts";
import { createUniqueId } from "../../security/account-id.ts";
import { verifyAgainstDummyHash, verifyPassword } from "../../security/password-hash.ts";
import { createSecret, hashSecret, secretMatchesHash } from "../../security/secret-token.ts";
import type { SessionToken } from "../../security/session-token.ts";
import type { UserRecord } from "../../storage/account-store.ts";
import type { SessionRecord } from "../../storage/session-store.ts";
import { type ClientInfo, guestCaller, type Caller, requireAccountScope } from "../caller.ts";
import type { AccountDeps, SignUpDeps } from "./account-deps.ts";
import { getAccount, signUpUser } from "./accounts.ts";
import { recordAccountEvent } from "./audit-log.ts";

/** Appwrite's default session length (TOKEN_EXPIRATION_LOGIN_LONG): one year. */
export const SESSION_DURATION_MS = 365 * 24 * 60 * 60 * 1000;
/**
 * Appwrite's sessions: a year from sign-in or from the last accountUpdateSession, with no cap.
 * The club's own defaults are far shorter (server/env.ts).
 */
export const APPWRITE_SESSION_LIMITS: SessionLimits = {
  lifetimeMs: Number.POSITIVE_INFINITY,
  idleMs: SESSION_DURATION_MS,
};
/** A session in use has its end moved on at most once a minute: one write a minute, not one a request. */
const IDLE_REFRESH_MS = 60 * 1000;
/** Appwrite's default session limit per user; older sessions are dropped beyond it. */
const MAX_SESSIONS_PER_USER = 10;
/** Appwrite refreshes a user's accessedAt at most once a day (APP_USER_ACCESS). */
const ACCESS_REFRESH_MS = 24 * 60 * 60 * 1000;

/** A new session and the token (user id and secret) that only the client ever holds. */
export interface CreatedSession {
  session: SessionRecord;
  token: SessionToken;
  /**
   * When the browser may drop the cookie: the session's lifetime, since use keeps moving
   * `session.expire` on (at most Appwrite's year).
   */
  cookieExpire: Date;
}

/** How a session was earned: Appwrite's provider name, the provider's id for the user, factors. */
export interface SessionProof {
  /** "email", "anonymous", "magic-url", "phone", "token", or an OAuth2 provider such as "oidc". */
  provider: string;
  /** The email for email sessions, the provider's account id for OAuth2, else "". */
  providerUid: string;
  /** Factors proven by this sign-in, e.g. ["password"], ["email"], ["email", "oauth2"]. */
  factors: string[];
}

/**
 * Starts a session for `user`: the one place a session is created. Every sign-in path ends
 * here: email and password, anonymous, token sessions (magic URL, email and phone codes) and
 * OAuth2 (services/account/oauth2.ts). A blocked user gets user_blocked; the session ends when
 * unused for the idle timeout or at the end of its lifetime (sessionLimits), and the user's oldest
 * sessions beyond ten are dropped; "session.create" goes to the audit trail.
 * Whether a caller who is already signed in may sign in again is for the caller to decide
 * beforehand (Appwrite refuses it everywhere but OAuth2).
 */
export async function startSession(
  deps: AccountDeps,
  user: UserRecord,
  proof: SessionProof,
  client: ClientInfo,
): Promise<CreatedSession> {
  if (!user.status) throw new AppwriteError("user_blocked");
  const now = deps.now();
  const secret = createSecret();
  const session: SessionRecord = {
    id: createUniqueId(now),
    userId: user.id,
    secretHash: hashSecret(secret),
    provider: proof.provider,
    providerUid: proof.providerUid,
    factors: proof.factors,
    mfaUpdatedAt: null,
    ip: client.ip,
    userAgent: client.userAgent,
    expire: sessionEnd(deps, now, now),
    createdAt: now,
    updatedAt: now,
  };
  await deps.accounts.createSession(session, MAX_SESSIONS_PER_USER);
  await recordAccountEvent(deps, user, "session.create", client);
  const { lifetimeMs } = deps.sessionLimits ?? APPWRITE_SESSION_LIMITS;
  const cookieExpire = new Date(now.getTime() + Math.min(lifetimeMs, SESSION_DURATION_MS));
  return { session, token: { userId: user.id, secret }, cookieExpire };
}

/** When a session created at `createdAt` and last used `now` ends: idle timeout, within its lifetime. */
function sessionEnd(deps: AccountDeps, createdAt: Date, now: Date): Date {
  const { lifetimeMs, idleMs } = deps.sessionLimits ?? APPWRITE_SESSION_LIMITS;
  return new Date(Math.min(createdAt.getTime() + lifetimeMs, now.getTime() + idleMs));
}

/**
 * Signs in with email and password (already checked with account-params.ts). An unknown email
 * and a wrong password both answer user_invalid_credentials, after the same amount of hashing
 * work; a signed-in caller gets user_session_already_exists. (accountCreateEmailPasswordSession)
 */
export async function createEmailPasswordSession(
  deps: AccountDeps,
  caller: Caller,
  credentials: { email: string; password: string },
  client: ClientInfo,
): Promise<CreatedSession> {
  refuseSignedIn(caller);
  const user = await checkPassword(deps, credentials.email, credentials.password);
  return startSession(
    deps,
    user,
    { provider: "email", providerUid: user.email, factors: ["password"] },
    client,
  );
}

/**
 * Creates a user with no email, password or name, and signs them in; they can add an email and
 * password later (accountUpdateEmail). A signed-in caller gets user_session_already_exists.
 * (accountCreateAnonymousSession)
 */
export async function createAnonymousSession(
  deps: SignUpDeps,
  caller: Caller,
  client: ClientInfo,
): Promise<CreatedSession> {
  refuseSignedIn(caller);
  const user = await signUpUser(deps, { userId: "unique()", email: "", name: "", password: null });
  return startSession(
    deps,
    user,
    { provider: "anonymous", providerUid: "", factors: ["anonymous"] },
    client,
  );
}

/** Appwrite refuses to create a session for a caller who already has one. */
export function refuseSignedIn(caller: Caller): void {
  if (caller.user) throw new AppwriteError("user_session_already_exists");
}

async function checkPassword(
  deps: AccountDeps,
  email: string,
  password: string,
): Promise<UserRecord> {
  const found = await deps.accounts.findPasswordCredentials(email);
  // An unknown email still pays for one argon2 verification, so timing does not tell an
  // attacker which addresses have accounts.
  const isMatch = found
    ? await verifyPassword(found.passwordHash, password)
    : await verifyAgainstDummyHash(password);
  if (!found || !isMatch) throw new AppwriteError("user_invalid_credentials");
  return found.user;
}

/**
 * The caller a session token stands for, whose session's idle timeout starts again. An unknown,
 * expired (idle too long, or past its lifetime) or mismatched token, or a blocked user, is a
 * guest and never an error, as in Appwrite; nothing brings an expired session back.
 */
export async function authenticateSession(deps: AccountDeps, token: SessionToken): Promise<Caller> {
  const user = await deps.accounts.getUser(token.userId);
  if (!user || !user.status) return guestCaller;
  const now = deps.now();
  const sessions = await deps.accounts.listSessions(user.id);
  const session = sessions.find(
    (candidate) =>
      isLive(deps, candidate, now) && secretMatchesHash(token.secret, candidate.secretHash),
  );
  if (!session) return guestCaller;
  await keepSessionAlive(deps, session, now);
  await refreshAccessedAt(deps, user, now);
  return {
    user: { id: user.id, labels: user.labels, emailVerification: user.emailVerification },
    sessionId: session.id,
  };
}

/**
 * Whether a session still works: before its end and within its lifetime. The lifetime is checked
 * on its own for sessions stored before the limits were set (or shortened), whose end lies further.
 */
function isLive(deps: AccountDeps, session: SessionRecord, now: Date): boolean {
  const { lifetimeMs } = deps.sessionLimits ?? APPWRITE_SESSION_LIMITS;
  return session.expire > now && now.getTime() - session.createdAt.getTime() < lifetimeMs;
}

async function keepSessionAlive(
  deps: AccountDeps,
  session: SessionRecord,
  now: Date,
): Promise<void> {
  const end = sessionEnd(deps, session.createdAt, now);
  // Moved either way: on with use, or in to the idle timeout for a session stored before it.
  if (Math.abs(end.getTime() - session.expire.getTime()) >= IDLE_REFRESH_MS) {
    await unlessDiskIsFull(deps.accounts.updateSessionExpire(session.userId, session.id, end, now));
  }
}

async function refreshAccessedAt(deps: AccountDeps, user: UserRecord, now: Date): Promise<void> {
  if (now.getTime() - user.accessedAt.getTime() < ACCESS_REFRESH_MS) return;
  await unlessDiskIsFull(deps.accounts.updateUserAccessedAt(user.id, now));
}

/**
 * On a full disk a signed-in read still answers (decision 0067): what using a session stores on
 * the side (its moved end, the last-access time), which nobody asked to save, is not stored. The
 * session then ends when it was stored to end, never later. The store logs the full disk once.
 */
async function unlessDiskIsFull(write: Promise<unknown>): Promise<void> {
  try {
    await write;
  } catch (error) {
    if (!isOutOfSpace(error)) throw error;
  }
}

/** The caller's unexpired sessions, oldest first. (accountListSessions) */
export async function listSessions(deps: AccountDeps, caller: Caller): Promise<SessionRecord[]> {
  const userId = requireAccountScope(caller);
  const now = deps.now();
  const sessions = await deps.accounts.listSessions(userId);
  return sessions.filter((session) => isLive(deps, session, now));
}

/** One of the caller's sessions by id, or "current"; else user_session_not_found. (accountGetSession) */
export async function getSession(
  deps: AccountDeps,
  caller: Caller,
  sessionId: string,
): Promise<SessionRecord> {
  const id = resolveSessionId(caller, sessionId);
  const session = (await listSessions(deps, caller)).find((candidate) => candidate.id === id);
  if (!session) throw new AppwriteError("user_session_not_found");
  return session;
}

/**
 * Extends one of the caller's sessions (or "current") by the idle timeout from now, never past
 * its lifetime (with Appwrite's limits: a year from now, as Appwrite does); an unknown or
 * expired id is user_session_not_found. (accountUpdateSession)
 */
export async function updateSession(
  deps: AccountDeps,
  caller: Caller,
  sessionId: string,
  client: ClientInfo,
): Promise<SessionRecord> {
  const user = await getAccount(deps, caller);
  const now = deps.now();
  const id = resolveSessionId(caller, sessionId);
  const current = (await listSessions(deps, caller)).find((candidate) => candidate.id === id);
  if (!current) throw new AppwriteError("user_session_not_found");
  const expire = sessionEnd(deps, current.createdAt, now);
  const session = await deps.accounts.updateSessionExpire(user.id, id, expire, now);
  if (!session) throw new AppwriteError("user_session_not_found");
  await recordAccountEvent(deps, user, "session.update", client);
  return session;
}

/**
 * Deletes one of the caller's sessions by id, or "current" (signing out). Tells whether it was
 * the session of this request, whose cookie must then be cleared. (accountDeleteSession)
 */
export async function deleteSession(
  deps: AccountDeps,
  caller: Caller,
  sessionId: string,
  client: ClientInfo,
): Promise<{ isCurrent: boolean }> {
  const user = await getAccount(deps, caller);
  const id = resolveSessionId(caller, sessionId);
  const isDeleted = await deps.accounts.deleteSession(user.id, id);
  if (!isDeleted) throw new AppwriteError("user_session_not_found");
  await recordAccountEvent(deps, user, "session.delete", client);
  return { isCurrent: id === caller.sessionId };
}

/** Deletes all of the caller's sessions, this one included (sign out everywhere). (accountDeleteSessions) */
export async function deleteSessions(
  deps: AccountDeps,
  caller: Caller,
  client: ClientInfo,
): Promise<void> {
  const user = await getAccount(deps, caller);
  await deps.accounts.deleteSessions(user.id);
  await recordAccountEvent(deps, user, "session.delete", client);
}

function resolveSessionId(caller: Caller, sessionId: string): string {
  return sessionId === "current" ? (caller.sessionId ?? "") : sessionId;
}
