import type { RateLimits } from "../backend/config.ts";
import type { RealtimeLimits } from "../backend/realtime/limits.ts";
import type { ProjectSchema } from "../backend/schema/project-schema.ts";
import type { PasswordHashOptions } from "../backend/security/password-hash.ts";
import type { ConnectionLimits } from "./connection-limits.ts";

/** What a caller of `startServer` may set beside the settings: tests lower limits and fix the clock. */
export interface ServerOptions {
  /** Serve the built site beside the API (false for API-only tests, which need no build). */
  withSite?: boolean;
  /** Serve the site from its sources through Vite, with hot reload (npm run dev). */
  dev?: boolean;
  rateLimits?: RateLimits;
  now?: () => Date;
  /** The data model; by default appwrite.json at the project root (tests pass their own). */
  schema?: ProjectSchema;
  /** Where development notes (outbox deliveries) go; silent by default in tests. */
  log?: (line: string) => void;
  /**
   * The argon2 cost of new password hashes. Tests only: no setting reaches it, so production
   * always hashes with `passwordHashOptions`.
   */
  passwordHashing?: PasswordHashOptions;
  /** The kept previews' byte cap; tests lower it, production takes a share of the free space. */
  previewBytes?: number;
  /** Realtime bounds; tests lower them, production keeps `realtimeLimits`. */
  realtimeLimits?: Partial<RealtimeLimits>;
  /** Timeouts and the connection cap; tests shorten them, production keeps `connectionLimits`. */
  connectionLimits?: Partial<ConnectionLimits>;
  /** How long a stop waits for requests in flight; tests shorten it (STOP_DEADLINE_MS). */
  stopDeadlineMs?: number;
  /**
   * The folder holding club.config.json and content/, the club's starting files: the project's
   * own by default; tests pass a club of their own.
   */
  clubFiles?: string;
}
