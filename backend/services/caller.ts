import { AppwriteError } from "../errors/appwrite-error.ts";
import type { ApiKey } from "../security/api-keys.ts";

/**
 * Who is calling, as the session middleware resolved it. The permissions service turns this
 * into Appwrite roles ("any", "guests", "users", "user:ID", "label:NAME").
 */
export interface Caller {
  /** The signed-in user, or null for a guest. */
  user: { id: string; labels: readonly string[]; emailVerification: boolean } | null;
  /** The id of the session that authenticated this request, or null. */
  sessionId: string | null;
  /**
   * Set when the request holds a project API key (X-Appwrite-Key): it acts as the server, so
   * permissions do not apply to it and its scopes do, as in Appwrite (decision 0128).
   */
  key?: ApiKey;
}

export const guestCaller: Caller = { user: null, sessionId: null };

/** Where a request comes from, kept on sessions, tokens and the audit log. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/**
 * The id of the signed-in caller. A guest lacks Appwrite's "account" scope and gets its 401
 * general_unauthorized_scope, with the message Appwrite gives.
 */
export function requireAccountScope(caller: Caller): string {
  if (!caller.user) {
    throw new AppwriteError(
      "general_unauthorized_scope",
      'User (role: guests) missing scopes (["account"])',
    );
  }
  return caller.user.id;
}
