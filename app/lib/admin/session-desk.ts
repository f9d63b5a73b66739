import type { Client } from "node-appwrite";
import type { AdminAccess } from "./admin-access.ts";

// Signing organisers in and out on the site's server (issue 32 item 1, decision 0148): the
// server makes the Appwrite session with its key and keeps the secret in the site's own HttpOnly
// cookie, the same with the embedded backend and with a real Appwrite on another site. Route
// modules reach it as `context.sessions`; server/session/ implements it.

/** Why a sign-in step was refused: Appwrite's error type and code, which the screens put in words. */
export interface SessionRefusal {
  type: string;
  code: number;
}

/** What a sign-in step did: the cookie to set (or forget), or why not. */
export type SessionStep =
  | { ok: true; setCookie: string | null }
  | { ok: false; refusal: SessionRefusal; setCookie: string | null };

/** Who the request's session stands for, with a credential for the browser's own Appwrite calls. */
export interface SessionCredential {
  access: AdminAccess;
  /**
   * A short-lived JWT (account.createJWT) for an organiser who asked for one: what the admin
   * screens' SDK calls and the presenter view's realtime use. Never the session's secret.
   */
  jwt: string | null;
  /** The cookie again, seen now (the idle time starts over), or forgotten when the session ended. */
  setCookie: string | null;
}

/** The sign-in desk of one request: its cookie and its sender. */
export interface SessionDesk {
  signIn(email: string, password: string): Promise<SessionStep>;
  /** Proves the second factor (an authenticator or recovery code) for the request's session. */
  proveSecondFactor(code: string): Promise<SessionStep>;
  /** Ends the request's session with Appwrite and forgets the cookie. */
  signOut(): Promise<SessionStep>;
  credential(withJwt: boolean): Promise<SessionCredential>;
  /**
   * A server SDK client acting as the request's session, whoever it stands for (Appwrite's
   * permissions decide what it may do); null when the request holds none.
   */
  asSignedIn(): Client | null;
  /**
   * The secret of the session the request holds, for the site's own server-side SDK client that
   * draws an admin screen as the organiser (issue 32 item 2); never sent to a browser. Null when
   * the request holds none.
   */
  actingSecret(): string | null;
  /**
   * The token every admin form carries (a keyed hash of the session's secret): a form drawn for
   * another session, or before the organiser signed in again, does not carry it. Null without a
   * session.
   */
  formToken(): string | null;
  /**
   * Spends a form's one-time id: true the first time it is posted, false when the same form
   * (a reload of a posted page, a double click) is posted again within a day.
   */
  spendFormId(formId: string): boolean;
}
