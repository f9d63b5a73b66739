import { AppwriteError } from "../errors/appwrite-error.ts";
import { createUniqueId } from "../security/account-id.ts";
import { verifyAgainstDummyHash, verifyPassword } from "../security/password-hash.ts";
import { createSecret, hashSecret, secretMatchesHash } from "../security/secret-token.ts";
import type { SessionToken } from "../security/session-token.ts";
import type { SessionRecord, UserRecord } from "../storage/account-store.ts";
import { requireAccountScope, type AccountDeps } from "./accounts.ts";
import { guestCaller, type Caller } from "./caller.ts";

/** Appwrite's default session length (TOKEN_EXPIRATION_LOGIN_LONG): one year. */
export const SESSION_DURATION_MS = 365 * 24 * 60 * 60 * 1000;
/** Appwrite's default session limit per user; older sessions are dropped beyond it. */
const MAX_SESSIONS_PER_USER = 10;
/** Appwrite refreshes a user's accessedAt at most once a day (APP_USER_ACCESS). */
const ACCESS_REFRESH_MS = 24 * 60 * 60 * 1000;

/** Where a sign-in comes from, kept on the session. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/** A new session and the token (user id and secret) that only the client ever holds. */
export interface CreatedSession {
  session: SessionRecord;
  token: SessionToken;
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
  if (caller.user) throw new AppwriteError("user_session_already_exists");
  const user = await checkPassword(deps, credentials.email, credentials.password);
  if (!user.status) throw new AppwriteError("user_blocked");

  const now = deps.now();
  const secret = createSecret();
  const session: SessionRecord = {
    id: createUniqueId(now),
    userId: user.id,
    secretHash: hashSecret(secret),
    provider: "email",
    providerUid: user.email,
    factors: ["password"],
    ip: client.ip,
    userAgent: client.userAgent,
    expire: new Date(now.getTime() + SESSION_DURATION_MS),
    createdAt: now,
    updatedAt: now,
  };
  await deps.accounts.createSession(session, MAX_SESSIONS_PER_USER);
  return { session, token: { userId: user.id, secret } };
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
 * The caller a session token stands for. An unknown, expired or mismatched token, or a blocked
 * user, is a guest and never an error, as in Appwrite.
 */
export async function authenticateSession(deps: AccountDeps, token: SessionToken): Promise<Caller> {
  const user = await deps.accounts.getUser(token.userId);
  if (!user || !user.status) return guestCaller;
  const now = deps.now();
  const sessions = await deps.accounts.listSessions(user.id);
  const session = sessions.find(
    (candidate) => candidate.expire > now && secretMatchesHash(token.secret, candidate.secretHash),
  );
  if (!session) return guestCaller;
  await refreshAccessedAt(deps, user, now);
  return {
    user: { id: user.id, labels: user.labels, emailVerification: user.emailVerification },
    sessionId: session.id,
  };
}

async function refreshAccessedAt(deps: AccountDeps, user: UserRecord, now: Date): Promise<void> {
  if (now.getTime() - user.accessedAt.getTime() >= ACCESS_REFRESH_MS) {
    await deps.accounts.updateUserAccessedAt(user.id, now);
  }
}

/** The caller's unexpired sessions, oldest first. (accountListSessions) */
export async function listSessions(deps: AccountDeps, caller: Caller): Promise<SessionRecord[]> {
  const userId = requireAccountScope(caller);
  const now = deps.now();
  const sessions = await deps.accounts.listSessions(userId);
  return sessions.filter((session) => session.expire > now);
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
 * Deletes one of the caller's sessions by id, or "current" (signing out). Tells whether it was
 * the session of this request, whose cookie must then be cleared. (accountDeleteSession)
 */
export async function deleteSession(
  deps: AccountDeps,
  caller: Caller,
  sessionId: string,
): Promise<{ isCurrent: boolean }> {
  const userId = requireAccountScope(caller);
  const id = resolveSessionId(caller, sessionId);
  const isDeleted = await deps.accounts.deleteSession(userId, id);
  if (!isDeleted) throw new AppwriteError("user_session_not_found");
  return { isCurrent: id === caller.sessionId };
}

/** Deletes all of the caller's sessions, this one included (sign out everywhere). (accountDeleteSessions) */
export async function deleteSessions(deps: AccountDeps, caller: Caller): Promise<void> {
  const userId = requireAccountScope(caller);
  await deps.accounts.deleteSessions(userId);
}

function resolveSessionId(caller: Caller, sessionId: string): string {
  return sessionId === "current" ? (caller.sessionId ?? "") : sessionId;
}
