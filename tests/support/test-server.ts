import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  AUTH_METHODS,
  type AuthMethod,
  type RateLimits,
  type SessionLimits,
} from "../../backend/config.ts";
import { APPWRITE_SESSION_LIMITS } from "../../backend/services/account/sessions.ts";
import type { SmtpSettings } from "../../backend/mail/settings.ts";
import type { ProjectSchema } from "../../backend/schema/project-schema.ts";
import type { Settings } from "../../server/env.ts";
import { startServer, type RunningServer, type ServerOptions } from "../../server/http-server.ts";
import { generousLimits, testPasswordHashing } from "./test-backend-costs.ts";

export interface TestServer extends RunningServer {
  /** The API endpoint for the SDK, e.g. http://127.0.0.1:41234/v1 */
  endpoint: string;
  projectId: string;
  dataDir: string;
  /** The project key the site holds on a real Appwrite (`appwrite`); null with the embedded backend. */
  apiKey: string | null;
  /** Stops the server and removes its temp DATA_DIR (unless one was passed in). */
  stop(): Promise<void>;
}

export interface TestServerOptions {
  /** Serve the built site too (browser tests); API tests leave it off and need no build. */
  withSite?: boolean;
  /** Reuse a DATA_DIR (restart tests); by default a new temp folder is made and removed. */
  dataDir?: string;
  demoData?: boolean;
  allowedOrigins?: string[];
  /** PUBLIC_URL; by default the server's own loopback origin. */
  publicUrl?: string;
  trustProxy?: string[];
  authMethods?: AuthMethod[];
  signupsOpen?: boolean;
  clubTimeZone?: string;
  /** Appwrite's real limits are 10 an hour; most tests make more accounts than that from one IP. */
  rateLimits?: RateLimits;
  now?: () => Date;
  /**
   * SESSION_LIFETIME_HOURS and SESSION_IDLE_MINUTES; by default Appwrite's year-long sessions,
   * which the API tests check, unless a test checks the club's own limits.
   */
  sessionLimits?: SessionLimits;
  /** A data model other than the shipped appwrite.json. */
  schema?: ProjectSchema;
  /** Deliver mail through this SMTP server instead of the temp DATA_DIR outbox. */
  smtp?: SmtpSettings;
  /** BACKUP_DIR and BACKUP_KEEP: scheduled backups (off by default). */
  backupDir?: string;
  backupKeep?: number;
  /** Where the server's log lines go (the first start's setup link); silent by default. */
  log?: (line: string) => void;
  /** Shorter timeouts, for the tests of the timeouts themselves. */
  connectionLimits?: ServerOptions["connectionLimits"];
  /** A smaller byte cap on kept previews, for the test of the cap. */
  previewBytes?: number;
  /** Smaller realtime caps and idle times, for the tests of those limits. */
  realtimeLimits?: ServerOptions["realtimeLimits"];
  /** A club's own club.config.json and content/, instead of the project's. */
  clubFiles?: string;
  /** A port chosen beforehand (freePort), for a test that reaches the server before it is started. */
  port?: number;
  /** APPWRITE_ENDPOINT and APPWRITE_API_KEY: the site on a real Appwrite, no backend embedded. */
  appwrite?: { endpoint: string; apiKey: string };
}

/** A real server on a free loopback port with its own temp DATA_DIR. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-test-"));
  const settings: Settings = {
    port: options.port ?? 0,
    host: "127.0.0.1",
    dataDir,
    demoData: options.demoData ?? false,
    projectId: "pride-club",
    appwriteEndpoint: options.appwrite?.endpoint ?? null,
    appwriteApiKey: options.appwrite?.apiKey ?? null,
    clubTimeZone: options.clubTimeZone ?? null,
    publicUrl: options.publicUrl ?? null,
    allowedOrigins: options.allowedOrigins ?? [],
    trustProxy: options.trustProxy ?? [],
    // The API tests cover every operation Appwrite has, so every method is on unless a test
    // checks the shipped defaults (email-password and JWT, sign-ups closed).
    authMethods: options.authMethods ?? [...AUTH_METHODS],
    signupsOpen: options.signupsOpen ?? true,
    delivery: { smtp: options.smtp ?? null },
    oidc: null,
    backupDir: options.backupDir ?? null,
    backupKeep: options.backupKeep ?? 7,
    sessionLimits: options.sessionLimits ?? APPWRITE_SESSION_LIMITS,
    ownedByAppwrite: [],
  };
  const server = await startServer(settings, {
    withSite: options.withSite ?? false,
    rateLimits: options.rateLimits ?? generousLimits,
    passwordHashing: testPasswordHashing,
    ...(options.now ? { now: options.now } : {}),
    ...(options.log ? { log: options.log } : {}),
    ...(options.schema ? { schema: options.schema } : {}),
    ...(options.connectionLimits ? { connectionLimits: options.connectionLimits } : {}),
    ...(options.realtimeLimits ? { realtimeLimits: options.realtimeLimits } : {}),
    ...(options.previewBytes === undefined ? {} : { previewBytes: options.previewBytes }),
    ...(options.clubFiles ? { clubFiles: options.clubFiles } : {}),
  });
  return {
    ...server,
    endpoint: options.appwrite?.endpoint ?? `${server.url}/v1`,
    projectId: settings.projectId,
    dataDir,
    apiKey: options.appwrite?.apiKey ?? null,
    stop: async () => {
      await server.close();
      if (ownsDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
