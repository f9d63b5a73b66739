import { randomBytes } from "node:crypto";
import { AppwriteError } from "../../errors/appwrite-error.ts";
import type { AccountStore } from "../../storage/account-store.ts";
import type { Caller } from "../caller.ts";
import type { AccountDeps } from "./account-deps.ts";
import { getAccount } from "./accounts.ts";

/** Appwrite's JWT lifetime when the client names none: 15 minutes. */
export const DEFAULT_JWT_SECONDS = 900;

/**
 * The longest a JWT lives, as Appwrite's accountCreateJWT `duration` (at most 3600) and its
 * decoder (maxAge 3600) allow: whatever its `exp` says, a JWT issued longer ago is expired.
 */
export const MAX_JWT_SECONDS = 3600;

// jose is loaded with the first JWT made or checked: most sites never use one (decision 0054).
const joseLibrary = () => import("jose");

// One HMAC key per database: random, created on first use and kept in the database sealed
// with the data key (storage/sqlite/signing-key-store.ts), never in code or settings, so the
// server and the users command agree on it and a restart keeps issued JWTs valid. Cached per
// store because it never changes.
const signingKeys = new WeakMap<AccountStore, Promise<Uint8Array>>();

function signingKeyOf(accounts: AccountStore): Promise<Uint8Array> {
  let key = signingKeys.get(accounts);
  if (!key) {
    key = accounts
      .signingKey("jwt", randomBytes(32).toString("hex"))
      .then((hex) => Buffer.from(hex, "hex"));
    signingKeys.set(accounts, key);
    // A key that could not be stored (a full disk) is asked for again next time, not kept failed.
    key.catch(() => signingKeys.delete(accounts));
  }
  return key;
}

/**
 * A JWT (HS256) for the caller's current session, valid `durationSeconds` (0 to 3600, already
 * checked), with Appwrite's claims userId and sessionId. It stands for that session in the
 * X-Appwrite-JWT header and stops working when the session ends. As in Appwrite it needs a
 * real session: a caller signed in by JWT cannot mint more (401 user_session_not_found).
 * (accountCreateJWT)
 */
export async function createJWT(
  deps: AccountDeps,
  caller: Caller,
  request: { durationSeconds: number; isJwtCaller: boolean },
): Promise<string> {
  const user = await getAccount(deps, caller);
  if (request.isJwtCaller || caller.sessionId === null) {
    throw new AppwriteError("user_session_not_found");
  }
  return signJWT(deps, user.id, caller.sessionId, request.durationSeconds);
}

/**
 * A JWT for user `userId`, made by a key holder: for session `sessionId`, or the user's most
 * recent one for "recent". With none named or found its sessionId claim is empty, and, as in
 * Appwrite 1.7, it then stands for the user for as long as the user exists. (createUserJWT)
 */
export async function createUserJWT(
  deps: AccountDeps,
  userId: string,
  request: { sessionId: string; durationSeconds: number },
): Promise<string> {
  const user = await deps.accounts.getUser(userId);
  if (!user) throw new AppwriteError("user_not_found");
  const sessions = await deps.accounts.listSessions(userId);
  const session =
    request.sessionId === "recent"
      ? sessions.reduce<(typeof sessions)[number] | undefined>(
          (latest, each) => (!latest || each.createdAt >= latest.createdAt ? each : latest),
          undefined,
        )
      : sessions.find((each) => each.id === request.sessionId);
  return signJWT(deps, user.id, session?.id ?? "", request.durationSeconds);
}

async function signJWT(
  deps: AccountDeps,
  userId: string,
  sessionId: string,
  durationSeconds: number,
): Promise<string> {
  const issuedAt = Math.floor(deps.now().getTime() / 1000);
  const { SignJWT } = await joseLibrary();
  return new SignJWT({ userId, sessionId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + durationSeconds)
    .sign(await signingKeyOf(deps.accounts));
}

/**
 * The caller a JWT from the X-Appwrite-JWT header stands for. A bad signature, an expired JWT,
 * or one whose session has ended (signed out, deleted, or the account blocked) is 401
 * user_jwt_invalid: unlike a stale cookie, a JWT sent on purpose must not fall back to guest.
 */
export async function authenticateJwt(deps: AccountDeps, jwt: string): Promise<Caller> {
  const claims = await verifiedClaims(deps, jwt);
  const user = await deps.accounts.getUser(claims.userId);
  // A key holder's JWT for a user with no session (createUserJWT): Appwrite checks the session
  // only when the claim names one, so it stands for the user while the user exists.
  if (claims.sessionId === "" && user?.status) {
    return {
      user: { id: user.id, labels: user.labels, emailVerification: user.emailVerification },
      sessionId: null,
    };
  }
  const sessions = user?.status ? await deps.accounts.listSessions(user.id) : [];
  const now = deps.now();
  const session = sessions.find((each) => each.id === claims.sessionId && each.expire > now);
  if (!user || !session) {
    throw new AppwriteError("user_jwt_invalid", "Failed to verify JWT. The session has ended.");
  }
  return {
    user: { id: user.id, labels: user.labels, emailVerification: user.emailVerification },
    sessionId: session.id,
  };
}

async function verifiedClaims(
  deps: AccountDeps,
  jwt: string,
): Promise<{ userId: string; sessionId: string }> {
  const jose = await joseLibrary();
  try {
    const { payload } = await jose.jwtVerify(jwt, await signingKeyOf(deps.accounts), {
      algorithms: ["HS256"],
      currentDate: deps.now(),
      requiredClaims: ["exp", "iat"],
      maxTokenAge: MAX_JWT_SECONDS,
    });
    const { userId, sessionId, exp = 0, iat = 0 } = payload;
    // Our own JWTs never claim more than the maximum; one that does was not made by createJWT.
    if (exp - iat > MAX_JWT_SECONDS) {
      throw new AppwriteError("user_jwt_invalid", "Failed to verify JWT. Expired token.");
    }
    if (typeof userId === "string" && typeof sessionId === "string") return { userId, sessionId };
    throw new AppwriteError("user_jwt_invalid", "Failed to verify JWT. Invalid claims.");
  } catch (error) {
    if (error instanceof jose.errors.JOSEError) {
      throw new AppwriteError("user_jwt_invalid", `Failed to verify JWT. ${error.message}`);
    }
    throw error;
  }
}
