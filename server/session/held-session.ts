import { parse, serialize } from "hono/utils/cookie";
import type { SessionLimits } from "../../backend/config.ts";

// The organiser's Appwrite session as the site's server keeps it (decision 0148): the secret
// Appwrite gives a server that signs someone in with its key, in the site's own cookie, HttpOnly
// (no page script reads it), SameSite=Lax and, on https, Secure with the __Host- prefix (no other
// host or path can set or shadow it). Whichever Appwrite is behind, the browser never holds more.
// The cookie also says when the session began and was last used, so the club's session settings
// (SESSION_LIFETIME_HOURS, SESSION_IDLE_MINUTES) hold on a real Appwrite too, whose sessions end
// only by their length. Those times are not signed: changing them needs the secret, and whoever
// holds the secret can use it with Appwrite directly; they only shorten what the site allows.

/** What the cookie holds. */
export interface HeldSession {
  /** Appwrite's session secret, as the server SDK sends it (X-Appwrite-Session). */
  secret: string;
  /** When the session was made, in ms since the epoch. */
  since: number;
  /** When an admin screen last used it, in ms since the epoch. */
  seen: number;
}

/** The cookie's name: with the __Host- prefix on https, which browsers take only over https. */
export function heldSessionCookieName(isHttps: boolean): string {
  return isHttps ? "__Host-club-session" : "club-session";
}

/** The session a request's Cookie header holds; null for none or a value that is not one. */
export function readHeldSession(cookieHeader: string | null, isHttps: boolean): HeldSession | null {
  if (!cookieHeader) return null;
  const value = parse(cookieHeader, heldSessionCookieName(isHttps))[heldSessionCookieName(isHttps)];
  if (!value) return null;
  const [since, seen, secret] = value.split(".");
  const held = { secret: secret ?? "", since: Number(since), seen: Number(seen) };
  return /^[A-Za-z0-9+/=]{1,4096}$/.test(held.secret) &&
    Number.isSafeInteger(held.since) &&
    Number.isSafeInteger(held.seen)
    ? held
    : null;
}

/** Whether the club's settings have ended the session: too old, or unused too long. */
export function isHeldSessionOver(held: HeldSession, limits: SessionLimits, now: Date): boolean {
  const at = now.getTime();
  return at - held.since >= limits.lifetimeMs || at - held.seen >= limits.idleMs;
}

/**
 * The Set-Cookie that keeps `held`, seen now: it lasts the idle time, never past the session's
 * lifetime, so a browser left alone forgets it by itself.
 */
export function heldSessionCookie(
  held: Pick<HeldSession, "secret" | "since">,
  limits: SessionLimits,
  now: Date,
  isHttps: boolean,
): string {
  const at = now.getTime();
  const left = Math.min(limits.idleMs, held.since + limits.lifetimeMs - at);
  return serialize(heldSessionCookieName(isHttps), `${held.since}.${at}.${held.secret}`, {
    ...cookieOptions(isHttps),
    maxAge: Math.max(0, Math.floor(left / 1000)),
  });
}

/** The Set-Cookie that forgets the session. */
export function forgottenSessionCookie(isHttps: boolean): string {
  return serialize(heldSessionCookieName(isHttps), "", { ...cookieOptions(isHttps), maxAge: 0 });
}

function cookieOptions(isHttps: boolean) {
  return { path: "/", httpOnly: true, sameSite: "Lax", secure: isHttps } as const;
}
