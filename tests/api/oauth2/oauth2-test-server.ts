import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { AUTH_METHODS, type OidcSettings } from "../../../backend/config.ts";
import { APPWRITE_SESSION_LIMITS } from "../../../backend/services/account/sessions.ts";
import { createBackend, type Backend } from "../../../backend/create-backend.ts";
import { createMailer } from "../../../backend/mail/mailer.ts";
import { createSmsSender } from "../../../backend/mail/sms.ts";
import { projectRoot } from "../../../server/project-root.ts";
import { loadProjectSchema } from "../../../backend/schema/load-project-schema.ts";
import { realtimeLimits } from "../../../backend/realtime/limits.ts";

/** The embedded backend with an OpenID Connect provider configured, and landing pages. */
export interface OAuth2TestServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  endpoint: string;
  projectId: string;
  backend: Backend;
  /** Where the provider sends browsers back to (register it with the provider). */
  callbackUrl: string;
  stop(): Promise<void>;
}

/**
 * Like tests/support/test-server.ts, but builds the backend directly so it can be given the
 * `oauth2` settings that server/env.ts reads from OIDC_* variables. Besides /v1 it serves two
 * plain pages, /signed-in and /sign-in-failed, for the success and failure redirects.
 */
export async function startOAuth2TestServer(
  oidc: OidcSettings | null,
  options: { publicUrl?: string } = {},
): Promise<OAuth2TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-oauth2-"));
  const projectId = "pride-club";
  // Listen first: the backend builds its callback links on the public URL, known only then.
  const app = new Hono();
  const server = await new Promise<ServerType>((resolve) => {
    const listening = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
      resolve(listening),
    );
  });
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("Not a TCP server.");
  const url = `http://127.0.0.1:${address.port}`;
  const backend = createBackend({
    dataDir,
    projectId,
    publicUrl: options.publicUrl ?? url,
    allowedOrigins: ["https://club.example.org"],
    trustProxy: [],
    authMethods: new Set(AUTH_METHODS),
    signupsOpen: true,
    sessionLimits: APPWRITE_SESSION_LIMITS,
    schema: loadProjectSchema(path.join(projectRoot, "appwrite.json")),
    rateLimits: { emailSessionsPerEmailPerHour: 1000, accountsPerIpPerHour: 1000 },
    realtimeLimits,
    now: () => new Date(),
    mailer: createMailer({ smtp: null }, dataDir, () => {}),
    sms: createSmsSender(null, dataDir, () => {}),
    brandName: "Test Pride Club",
    ...(oidc ? { oauth2: { oidc } } : {}),
  });
  app.all("/v1/*", (c) => backend.app.fetch(c.req.raw, c.env));
  app.get("/signed-in", (c) => c.html("<!doctype html><title>Signed in</title><h1>Signed in</h1>"));
  app.get("/sign-in-failed", (c) =>
    c.html("<!doctype html><title>Sign-in failed</title><h1>Sign-in failed</h1>"),
  );
  return {
    url,
    endpoint: `${url}/v1`,
    projectId,
    backend,
    callbackUrl: `${url}/v1/account/sessions/oauth2/callback/oidc/${projectId}`,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await backend.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
