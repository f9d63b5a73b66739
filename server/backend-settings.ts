import path from "node:path";
import { defaultRateLimits, type BackendConfig } from "../backend/config.ts";
import { createMailer } from "../backend/mail/mailer.ts";
import { createSmsSender } from "../backend/mail/sms.ts";
import { realtimeLimits } from "../backend/realtime/limits.ts";
import { loadProjectSchema } from "../backend/schema/load-project-schema.ts";
import type { Settings } from "./env.ts";
import { projectRoot } from "./project-root.ts";
import type { ServerOptions } from "./server-options.ts";

/**
 * The embedded backend's settings, from the server's (env.ts) and the options a test passes, and
 * the club's name as it is now;
 * null when a real Appwrite is configured (APPWRITE_ENDPOINT) and nothing is embedded.
 */
export function backendConfigOf(
  settings: Settings,
  options: ServerOptions,
  clubName: () => string,
  publicUrl: string,
): BackendConfig | null {
  if (settings.appwriteEndpoint) return null;
  const log = options.log ?? (() => {});
  return {
    dataDir: settings.dataDir,
    projectId: settings.projectId,
    publicUrl,
    allowedOrigins: settings.allowedOrigins,
    trustProxy: settings.trustProxy,
    authMethods: new Set(settings.authMethods),
    signupsOpen: settings.signupsOpen,
    sessionLimits: settings.sessionLimits,
    schema: options.schema ?? loadProjectSchema(path.join(projectRoot, "appwrite.json")),
    rateLimits: options.rateLimits ?? defaultRateLimits,
    realtimeLimits: { ...realtimeLimits, ...options.realtimeLimits },
    now: options.now ?? (() => new Date()),
    ...(options.previewBytes === undefined ? {} : { previewBytes: options.previewBytes }),
    mailer: createMailer(settings.delivery, settings.dataDir, log),
    sms: createSmsSender(null, settings.dataDir, log),
    // A getter: organisers rename the club on the Club settings screen while the server runs,
    // and every message sent from then on carries the new name (decision 0108).
    get brandName() {
      return clubName();
    },
    ...(settings.oidc ? { oauth2: { oidc: settings.oidc } } : {}),
  };
}
