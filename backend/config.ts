import type { Mailer } from "./mail/mailer.ts";
import type { SmsSender } from "./mail/sms.ts";
import type { RealtimeLimits } from "./realtime/limits.ts";
import type { ProjectSchema } from "./schema/project-schema.ts";

/** Everything the embedded backend needs, passed in by server/main.ts (or a test). */
export interface BackendConfig {
  /** Folder holding the SQLite database. */
  dataDir: string;
  /** The only project id this backend answers for (X-Appwrite-Project). */
  projectId: string;
  /**
   * The site's public origin, e.g. https://pride.example.org. Every link the backend writes
   * (emails, OAuth2 callbacks) is built on it, never on a request header.
   */
  publicUrl: string;
  /** Web origins allowed besides the site's own (Appwrite's "platforms"), e.g. https://club.example.org */
  allowedOrigins: readonly string[];
  /** Proxies whose X-Forwarded-For and X-Forwarded-Proto are believed: addresses, CIDRs, "loopback". */
  trustProxy: readonly string[];
  /** The sign-in methods this project offers, as Appwrite's project auth settings. */
  authMethods: ReadonlySet<AuthMethod>;
  /** false: no request to /v1 creates an account (Appwrite's users limit reached). */
  signupsOpen: boolean;
  /** The data model, read from appwrite.json. */
  schema: ProjectSchema;
  /** How long sessions last (SESSION_LIFETIME_HOURS, SESSION_IDLE_MINUTES). */
  sessionLimits: SessionLimits;
  /** Appwrite's abuse limits; tests lower or raise them. */
  rateLimits: RateLimits;
  /** The realtime server's bounds (realtime/limits.ts); tests lower them. */
  realtimeLimits: RealtimeLimits;
  /** The clock; tests inject a fixed one. */
  now: () => Date;
  /** Email delivery (SMTP, or the DATA_DIR outbox) for recovery, verification, magic links, OTP. */
  mailer: Mailer;
  /** SMS delivery (a provider, or the outbox) for phone tokens and verification. */
  sms: SmsSender;
  /** The name messages are branded with: the club's name. */
  brandName: string;
  /** OAuth2 sign-in providers; only the generic OpenID Connect one (`oidc`) is implemented. */
  oauth2?: { oidc?: OidcSettings };
  /**
   * The most bytes kept image previews may take (decision 0123); unset: min(1 GiB, 5% of the
   * space free at start). Tests lower it.
   */
  previewBytes?: number;
}

/** Appwrite's ids of the sign-in methods a project can switch on or off. */
export const AUTH_METHODS = [
  "email-password",
  "magic-url",
  "email-otp",
  "anonymous",
  "jwt",
  "phone",
] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];

/** The generic OpenID Connect provider (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET). */
export interface OidcSettings {
  /** The issuer URL; its /.well-known/openid-configuration describes the endpoints. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * A session ends `lifetimeMs` after sign-in whatever happens, or sooner once unused for `idleMs`
 * (docs/decisions/0069-organisers-invitations-and-sessions.md).
 */
export interface SessionLimits {
  lifetimeMs: number;
  idleMs: number;
}

export interface RateLimits {
  /**
   * Failed email-password sign-ins per address and client per hour (Appwrite: 10 per address);
   * ten times as many per client over all addresses.
   */
  emailSessionsPerEmailPerHour: number;
  /** Account creations per client IP per hour (Appwrite: 10). */
  accountsPerIpPerHour: number;
  /**
   * Multiplies Appwrite's other account limits (tokens, recovery, verification, token sessions,
   * JWTs, password changes): unset or 1 keeps Appwrite's numbers; tests raise it.
   */
  otherAccountLimitsScale?: number;
  /** Previews not yet kept one client may have made per minute (unset: 20, decision 0123). */
  newPreviewsPerMinute?: number;
}

export const defaultRateLimits: RateLimits = {
  emailSessionsPerEmailPerHour: 10,
  accountsPerIpPerHour: 10,
};
