import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import type { AppLoadContext } from "react-router";
import { parseClubConfig, type ClubConfig } from "../app/lib/club-config.ts";
import { defaultRateLimits, type BackendConfig, type RateLimits } from "../backend/config.ts";
import { createBackend, type Backend } from "../backend/create-backend.ts";
import { createMailer } from "../backend/mail/mailer.ts";
import { realtimeLimits, type RealtimeLimits } from "../backend/realtime/limits.ts";
import { createSmsSender } from "../backend/mail/sms.ts";
import { loadProjectSchema } from "../backend/schema/load-project-schema.ts";
import type { ProjectSchema } from "../backend/schema/project-schema.ts";
import { lockDataDir } from "../backend/storage/sqlite/data-dir-lock.ts";
import { DATABASE_FILE } from "../backend/storage/sqlite/open.ts";
import { DEV_HMR_PATH, startDevSite, type DevSite } from "./dev-site.ts";
import { setPasswordHashing, type PasswordHashOptions } from "../backend/security/password-hash.ts";
import type { Settings } from "./env.ts";
import { sendHealth } from "./health.ts";
import { backupBeforeUpgrade, scheduleBackups } from "./backups/data-dir-backups.ts";
import { drainConnections, type ConnectionDrain } from "./connection-drain.ts";
import {
  applyConnectionLimits,
  connectionLimits,
  timeoutCheckInterval,
  type ConnectionLimits,
} from "./connection-limits.ts";
import { firstOrganiserHint, seedDemoContent } from "./first-start.ts";
import { answerClientError, guardedUpgrade } from "./listener-errors.ts";
import { createPageCache, type PageCache } from "./page-cache.ts";
import { projectRoot } from "./project-root.ts";
import { createRenderQueue } from "./render-queue.ts";
import {
  clientBuildDir,
  createBuiltSite,
  createSiteHandler,
  isCacheablePageRequest,
  isCacheablePageTarget,
} from "./site-handler.ts";
import { answerSiteRequest } from "./site-reads.ts";

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
  /** Realtime bounds; tests lower them, production keeps `realtimeLimits`. */
  realtimeLimits?: Partial<RealtimeLimits>;
  /** Timeouts and the connection cap; tests shorten them, production keeps `connectionLimits`. */
  connectionLimits?: Partial<ConnectionLimits>;
  /** How long a stop waits for requests in flight; tests shorten it (STOP_DEADLINE_MS). */
  stopDeadlineMs?: number;
}

export interface RunningServer {
  /** The origin the server listens on, e.g. http://127.0.0.1:3000 */
  url: string;
  /** PUBLIC_URL, or `url` when it is not set: the origin every link is built on. */
  publicUrl: string;
  /** The embedded backend, or null when a real Appwrite is configured. */
  backend: Backend | null;
  club: ClubConfig;
  /** What the in-memory caches hold now, as counted against their caps (tests of their bounds). */
  heldInMemory(): HeldInMemory;
  close(): Promise<void>;
}

export interface HeldInMemory {
  pages: { pages: number; bytes: number } | null;
  guestReads: { answers: number; bytes: number } | null;
}

/** Reads club.config.json and appwrite.json, builds the backend and the site, and listens. */
export async function startServer(
  settings: Settings,
  options: ServerOptions = {},
): Promise<RunningServer> {
  const club = parseClubConfig(readJson("club.config.json"), settings.clubTimeZone);
  if (options.passwordHashing) setPasswordHashing(options.passwordHashing);
  // Listen first: with PORT=0 the public address (the default PUBLIC_URL) is known only then.
  // Until the app below is built, requests are told to come back (503), a window of moments.
  let app: Hono | null = null;
  let answerKept: AnswerEarly = () => false;
  // One server per data folder: a second one would serve reads its caches never see change.
  const dataDirLock = settings.appwriteEndpoint ? null : lockDataDir(settings.dataDir);
  const { server, drain } = await listen(
    (request, env) => app?.fetch(request, env) ?? new Response("Starting", { status: 503 }),
    (incoming, outgoing) => answerKept(incoming, outgoing),
    settings,
    { ...connectionLimits, ...options.connectionLimits },
  ).catch((error: unknown) => {
    dataDirLock?.release();
    throw error;
  });
  const url = `http://${urlHost(settings.host)}:${boundPort(server)}`;
  const publicUrl = settings.publicUrl ?? url;
  try {
    const devSite = options.dev ? await startDevSite(server) : null;
    const { routes, backend, answerEarly, pageCache } = await assemble(
      settings,
      options,
      club,
      { url, publicUrl },
      devSite,
    );
    if (backend) {
      server.on(
        "upgrade",
        guardedUpgrade((request, socket, head) => {
          // In development Vite takes its own hot-update socket on the same server.
          if (devSite && request.url?.startsWith(DEV_HMR_PATH)) return;
          backend.realtime.handleUpgrade(request, socket, head);
        }),
      );
    }
    const backups = backend ? scheduleBackups(settings, options.log ?? (() => {})) : null;
    app = routes;
    answerKept = answerEarly;
    return {
      url,
      publicUrl,
      backend,
      club,
      heldInMemory: () => ({
        pages: pageCache?.held() ?? null,
        guestReads: backend?.guestReadsHeld() ?? null,
      }),
      close: async () => {
        // Open websockets would hold the HTTP server open: they are told to go away first.
        backend?.realtime.close();
        await backups?.stop();
        await devSite?.close();
        await drain.stop(options.stopDeadlineMs);
        await backend?.close();
        dataDirLock?.release();
      },
    };
  } catch (error) {
    server.close();
    dataDirLock?.release();
    throw error;
  }
}

/** Builds the backend (seeding a new data folder) and the routes of the site beside /v1. */
async function assemble(
  settings: Settings,
  options: ServerOptions,
  club: ClubConfig,
  { url, publicUrl }: { url: string; publicUrl: string },
  devSite: DevSite | null,
): Promise<{
  routes: Hono;
  backend: Backend | null;
  answerEarly: AnswerEarly;
  pageCache: PageCache | null;
}> {
  const log = options.log ?? (() => {});
  const backendConfig: BackendConfig | null = settings.appwriteEndpoint
    ? null
    : {
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
        mailer: createMailer(settings.delivery, settings.dataDir, log),
        sms: createSmsSender(null, settings.dataDir, log),
        brandName: club.club.name,
        ...(settings.oidc ? { oauth2: { oidc: settings.oidc } } : {}),
      };
  const isNewDatabase = !fs.existsSync(path.join(settings.dataDir, DATABASE_FILE));
  if (backendConfig) {
    const upgradeBackup = await backupBeforeUpgrade(
      settings,
      backendConfig.schema,
      backendConfig.now(),
    );
    if (upgradeBackup)
      log(`The data folder is from an older version: backed up to ${upgradeBackup}`);
  }
  const backend = backendConfig ? createBackend(backendConfig) : null;
  if (backend && backendConfig) {
    if (isNewDatabase && settings.demoData) {
      const count = await seedDemoContent(backend, backendConfig, club.club.timeZone);
      log(
        `New data folder: added ${count} demo documents (start with DEMO_DATA=0 for an empty club).`,
      );
    }
    const hint = await firstOrganiserHint(backend, backendConfig);
    if (hint) log(hint);
  }

  const routes = new Hono();
  let sitePageCache: PageCache | null = null;
  let answerKeptPage: AnswerEarly = () => false;
  if (backend) {
    routes.all("/v1", (c) => backend.fetch(c.req.raw, c.env));
    routes.all("/v1/*", (c) => backend.fetch(c.req.raw, c.env));
  }

  // The site's own reads reach the embedded API in-process (decision 0022), under an endpoint
  // of this server's own so that the requests the SDK builds are the ones a browser would send.
  const serverEndpoint = settings.appwriteEndpoint ?? `${url}/v1`;
  const inProcessApi = backend ? (request: Request) => backend.fetch(request) : null;
  const baseContext = {
    appwrite: {
      serverEndpoint,
      inProcessApi,
      publicEndpoint: settings.appwriteEndpoint,
      projectId: settings.projectId,
    },
    club,
    publicUrl,
    now: options.now ?? (() => new Date()),
  };
  const withNonce = (): AppLoadContext => ({
    ...baseContext,
    cspNonce: crypto.randomBytes(16).toString("base64"),
  });
  if (devSite) {
    routes.use("*", devSite.middleware);
    const site = await createSiteHandler(devSite.build, "development");
    routes.all("*", async (c) => allowDevStyles(await site(c.req.raw, withNonce())));
  } else if (options.withSite ?? true) {
    const site = createBuiltSite();
    const queue = createRenderQueue(RENDERS_AT_ONCE);
    // Only the embedded backend tells of every write; with a real Appwrite pages render each time.
    const pageCache = backend
      ? createPageCache({
          render: (request, pageFreshness) =>
            queue(() => site.handle(request, { ...baseContext, pageFreshness })),
          now: baseContext.now,
        })
      : null;
    sitePageCache = pageCache;
    if (pageCache) {
      backend?.onDocumentChange(() => pageCache.invalidate());
      answerKeptPage = (incoming, outgoing) =>
        isCacheablePageTarget(
          incoming.method ?? "",
          incoming.url ?? "",
          incoming.headers.cookie !== undefined || incoming.headers.authorization !== undefined,
        ) && pageCache.answerEarly(incoming, outgoing);
      // A kept page is answered first, before the static files are looked for on disk.
      routes.use("*", async (c, next) => {
        const kept = isCacheablePageRequest(c.req.raw) ? pageCache.lookup(c.req.raw) : null;
        if (kept) return kept;
        await next();
      });
    }
    // Text files are sent as the build compressed them (vite.config.ts); fingerprinted build
    // assets never change under the same name, so they are cached for a year.
    const staticFiles = { root: path.relative(process.cwd(), clientBuildDir), precompressed: true };
    routes.use(
      "/assets/*",
      serveStatic({
        ...staticFiles,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    // The other files (the icon) keep their names across builds: kept a day, not a year.
    routes.use(
      "*",
      serveStatic({
        ...staticFiles,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=86400"),
      }),
    );
    const answerSite = answerSiteRequest({ site, pageCache, queue, contextForOne: withNonce });
    routes.all("*", (c) => answerSite(c.req.raw));
  }

  // Once a browser has seen the site over https, it never tries plain http again for a year,
  // so a network in between cannot strip TLS and read a session cookie or a sign-in link.
  const isHttps = new URL(publicUrl).protocol === "https:";
  // Every request passes here first. Headers set on Node's response now are merged into whatever
  // answers it (a kept answer below or Hono's), so HSTS is on every answer, early or not.
  // Kept answers go out from the Node listener, before Hono builds a Request: guests' API reads
  // (decision 0053) and kept public pages (0023). The Hono routes above answer the same way.
  // Each request is looked for in one of the two by its path: the API's under /v1/, pages elsewhere.
  const answerEarly: AnswerEarly = (incoming, outgoing) => {
    if (isHttps) outgoing.setHeader("Strict-Transport-Security", HSTS);
    // Before anything else, so that a proxy's health check never waits behind renders (0062).
    if (isHealthCheck(incoming)) {
      sendHealth(backend, incoming, outgoing);
      return true;
    }
    return incoming.url?.startsWith("/v1/")
      ? (backend?.answerFromMemory(incoming, outgoing) ?? false)
      : answerKeptPage(incoming, outgoing);
  };
  return { routes, backend, answerEarly, pageCache: sitePageCache };
}

/**
 * In development only, React Router inlines each route's critical CSS and Vite injects edited
 * styles, neither with the page's nonce; the page's CSP would block them and show it unstyled.
 * Production pages keep the strict policy (and tests run against the build).
 */
function allowDevStyles(response: Response): Response {
  const policy = response.headers.get("Content-Security-Policy");
  if (policy) {
    const relaxed = policy.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'");
    response.headers.set("Content-Security-Policy", relaxed);
  }
  return response;
}

const HSTS = "max-age=31536000; includeSubDomains";

function isHealthCheck({ method, url }: IncomingMessage): boolean {
  return (method === "GET" || method === "HEAD") && /^\/healthz(\?|$)/.test(url ?? "");
}

/** Renders of the site under way at once, the others waiting their turn (decision 0062). */
const RENDERS_AT_ONCE = 4;

type AnswerEarly = (incoming: IncomingMessage, outgoing: ServerResponse) => boolean;

/**
 * A Node HTTP server handing requests to Hono (through @hono/node-server), except those
 * `answerEarly` sends itself: kept answers go out without building a web Request and Response.
 * No listener of it can throw a request's failure into the process: what Node cannot parse is
 * answered 400, and a kept answer that fails is logged and the request goes the ordinary way.
 */
function listen(
  fetch: (request: Request, env: unknown) => Response | Promise<Response>,
  answerEarly: AnswerEarly,
  settings: Settings,
  limits: ConnectionLimits,
): Promise<{ server: Server; drain: ConnectionDrain }> {
  const toHono = getRequestListener(fetch);
  const server = createServer(
    { connectionsCheckingInterval: timeoutCheckInterval(limits) },
    (incoming, outgoing) => {
      let isAnswered: boolean;
      try {
        isAnswered = answerEarly(incoming, outgoing);
      } catch (failure) {
        console.error(
          `${incoming.method ?? "?"} ${incoming.url ?? "?"}: a kept answer failed`,
          failure,
        );
        if (outgoing.headersSent) return void outgoing.destroy();
        isAnswered = false;
      }
      if (!isAnswered) void toHono(incoming, outgoing);
    },
  );
  applyConnectionLimits(server, limits);
  const drain = drainConnections(server);
  server.on("clientError", answerClientError(drain.hasAnswerBegun));
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(settings.port, settings.host, () => {
      server.off("error", reject);
      // Once listening, an error here is a connection that could not be accepted (out of file
      // descriptors, say): the server goes on with the others rather than exit.
      server.on("error", (error) => console.error("server: a connection failed:", error));
      resolve({ server, drain });
    });
  });
}

function boundPort(server: Server): number {
  const address = server.address();
  if (address === null || typeof address === "string")
    throw new Error("The server is not listening on a TCP port.");
  return address.port;
}

/** The host to reach this server on: loopback when it listens on every interface. */
function urlHost(host: string): string {
  if (host === "0.0.0.0" || host === "::") return "127.0.0.1";
  return host.includes(":") ? `[${host}]` : host;
}

function readJson(file: string): unknown {
  const filePath = path.join(projectRoot, file);
  try {
    return JSON.parse(fs.readFileSync(filePath, "utf8"));
  } catch (error) {
    throw new Error(
      `Could not read ${file}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
