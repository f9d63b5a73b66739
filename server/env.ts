import net from "node:net";
import path from "node:path";
import { z } from "zod";
import {
  AUTH_METHODS,
  type AuthMethod,
  type OidcSettings,
  type SessionLimits,
} from "../backend/config.ts";
import { APPWRITE_OWNED_VARIABLES } from "./appwrite-owned-settings.ts";
import {
  deliveryProblems,
  parseDeliverySettings,
  type DeliverySettings,
} from "../backend/mail/settings.ts";

/**
 * The environment, read once at start. This is the only module that reads process.env; every
 * other part gets its settings as arguments, so tests can build their own.
 */
export interface Settings {
  port: number;
  host: string;
  dataDir: string;
  demoData: boolean;
  projectId: string;
  /** null = the embedded backend at /v1 of this server; a URL = that Appwrite, and no /v1 here. */
  appwriteEndpoint: string | null;
  /**
   * The site server's API key for that Appwrite (APPWRITE_API_KEY): how it makes the writes a
   * guest may not (the room's, decision 0145). null with the embedded backend, which makes its own.
   */
  appwriteApiKey: string | null;
  /** Overrides the club time zone of club.config.json when set. */
  clubTimeZone: string | null;
  /**
   * The site's public origin (PUBLIC_URL), e.g. https://pride.example.org: every link the server
   * writes is built on it. null = http://<HOST>:<PORT> once listening.
   */
  publicUrl: string | null;
  /** Web origins allowed to call the embedded API besides the site's own. */
  allowedOrigins: string[];
  /** Proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (addresses, CIDRs, "loopback"). */
  trustProxy: string[];
  /** Sign-in methods the embedded API offers (AUTH_METHODS). */
  authMethods: AuthMethod[];
  /** Whether a request to /v1 may create an account (SIGNUPS=open). */
  signupsOpen: boolean;
  /** SMTP settings (SMTP_*), or null for the DATA_DIR outbox. */
  delivery: DeliverySettings;
  /** The generic OpenID Connect sign-in provider (OIDC_*), or null when not configured. */
  oidc: OidcSettings | null;
  /** Where the server writes a backup at start and every day (BACKUP_DIR); null = none. */
  backupDir: string | null;
  /** How many of those scheduled backups to keep (BACKUP_KEEP). */
  backupKeep: number;
  /** How long a session lasts and may sit unused (SESSION_LIFETIME_HOURS, SESSION_IDLE_MINUTES). */
  sessionLimits: SessionLimits;
  /**
   * With APPWRITE_ENDPOINT, the variables set that only the embedded backend reads, which that
   * Appwrite owns instead (appwrite-owned-settings.ts): the start names each. Empty otherwise.
   */
  ownedByAppwrite: string[];
}

const flag = z
  .enum(["1", "0", "true", "false", "on", "off", "yes", "no"], {
    error: "use 1 or 0 (also accepted: true/false, on/off, yes/no)",
  })
  .transform((value) => ["1", "true", "on", "yes"].includes(value));

const timeZone = z
  .string()
  .refine(isTimeZone, { error: "must be an IANA time zone such as America/Chicago" });

/** A comma-separated list, blanks dropped. */
const commaList = z.string().transform((list) =>
  list
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean),
);

/** A whole number from `min` to `max`, with the rule in the message. */
function wholeNumber(min: number, max: number, unit: string) {
  const error = `must be a whole number of ${unit} from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

const PUBLIC_URL_RULE = "must be the site's address, such as https://pride.example.org";

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    DATA_DIR: z.string().min(1).default("./data"),
    DEMO_DATA: flag.default(true),
    APPWRITE_PROJECT_ID: z
      .string()
      .regex(/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/, { error: "must be an Appwrite project ID" })
      .default("pride-club"),
    APPWRITE_ENDPOINT: z
      .url({
        protocol: /^https?$/,
        error: "must be an http(s) URL such as https://cloud.appwrite.io/v1",
      })
      .transform((url) => url.replace(/\/+$/, ""))
      .optional(),
    APPWRITE_API_KEY: z
      .string()
      .regex(/^[\x21-\x7e]{1,1024}$/, { error: "must be an API key from the Appwrite console" })
      .optional(),
    CLUB_TIME_ZONE: timeZone.optional(),
    OIDC_ISSUER: z
      .url({ protocol: /^https?$/, error: "must be the provider's issuer URL" })
      .optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: PUBLIC_URL_RULE })
      .refine((url) => new URL(url).pathname === "/" && !new URL(url).search, {
        error: `${PUBLIC_URL_RULE} (no path)`,
      })
      .transform((url) => new URL(url).origin)
      .optional(),
    TRUST_PROXY: commaList.default([]).pipe(
      z.array(
        z.string().refine(isProxyAddress, {
          error: "must be addresses or CIDR ranges such as 10.0.0.2,192.168.0.0/16, or loopback",
        }),
      ),
    ),
    AUTH_METHODS: commaList.default(["email-password", "jwt"]).pipe(
      z.array(
        z.enum(["all", ...AUTH_METHODS], {
          error: `must be a comma list of ${AUTH_METHODS.join(", ")}, or all`,
        }),
      ),
    ),
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_KEEP: z.coerce
      .number({ error: "must be a whole number of backups, 1 or more" })
      .int({ error: "must be a whole number of backups, 1 or more" })
      .min(1, { error: "must be a whole number of backups, 1 or more" })
      .default(7),
    // Organisers sign in on shared school computers: a forgotten session ends within the hour
    // and none outlives the day (docs/decisions/0069-organisers-invitations-and-sessions.md).
    SESSION_LIFETIME_HOURS: wholeNumber(1, 8760, "hours").default(12),
    SESSION_IDLE_MINUTES: wholeNumber(5, 525_600, "minutes").default(60),
    SIGNUPS: z.enum(["closed", "open"], { error: "use closed or open" }).default("closed"),
    ALLOWED_ORIGINS: commaList.default([]).pipe(
      z.array(
        z.url({
          protocol: /^https?$/,
          error: "must be origins such as https://club.example.org",
        }),
      ),
    ),
  })
  .refine((env) => env.APPWRITE_API_KEY === undefined || env.APPWRITE_ENDPOINT !== undefined, {
    error:
      "is for a real Appwrite (with APPWRITE_ENDPOINT); the embedded backend makes its own key",
    path: ["APPWRITE_API_KEY"],
    when: () => true,
  })
  .refine(
    (env) =>
      [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].every(
        (value) => value === undefined,
      ) ||
      [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].every(
        (value) => value !== undefined,
      ),
    {
      error: "set all three of OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, or none",
      path: ["OIDC_ISSUER"],
      // Checked even when another variable is wrong, so one start lists every problem.
      when: () => true,
    },
  );

/** Reads and checks the environment; throws one readable message listing every problem. */
export function loadSettings(env: NodeJS.ProcessEnv): Settings {
  // An empty variable means "not set", as shells and .env files often leave them.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(present);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)),
    ...deliveryProblems(present),
  ];
  if (!parsed.success || problems.length > 0) {
    throw new Error(`The environment has problems:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  }
  const value = parsed.data;
  const delivery = parseDeliverySettings(present);
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir: path.resolve(value.DATA_DIR),
    demoData: value.DEMO_DATA,
    projectId: value.APPWRITE_PROJECT_ID,
    appwriteEndpoint: value.APPWRITE_ENDPOINT ?? null,
    appwriteApiKey: value.APPWRITE_API_KEY ?? null,
    clubTimeZone: value.CLUB_TIME_ZONE ?? null,
    publicUrl: value.PUBLIC_URL ?? null,
    allowedOrigins: value.ALLOWED_ORIGINS.map((origin) => new URL(origin).origin),
    trustProxy: value.TRUST_PROXY,
    authMethods: value.AUTH_METHODS.includes("all")
      ? [...AUTH_METHODS]
      : value.AUTH_METHODS.filter((method) => method !== "all"),
    signupsOpen: value.SIGNUPS === "open",
    delivery,
    oidc:
      value.OIDC_ISSUER && value.OIDC_CLIENT_ID && value.OIDC_CLIENT_SECRET
        ? {
            issuer: value.OIDC_ISSUER,
            clientId: value.OIDC_CLIENT_ID,
            clientSecret: value.OIDC_CLIENT_SECRET,
          }
        : null,
    backupDir: value.BACKUP_DIR ? path.resolve(value.BACKUP_DIR) : null,
    backupKeep: value.BACKUP_KEEP,
    sessionLimits: {
      lifetimeMs: value.SESSION_LIFETIME_HOURS * 60 * 60 * 1000,
      idleMs: value.SESSION_IDLE_MINUTES * 60 * 1000,
    },
    ownedByAppwrite: value.APPWRITE_ENDPOINT
      ? APPWRITE_OWNED_VARIABLES.filter((variable) => variable in present)
      : [],
  };
}

/** "loopback", an IPv4 or IPv6 address, or a CIDR range of one. */
function isProxyAddress(entry: string): boolean {
  if (entry === "loopback") return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
