import type { IncomingMessage } from "node:http";
import { Hono } from "hono";
import type { ClubConfig } from "../app/lib/club-config.ts";
import type { Backend } from "../backend/create-backend.ts";
import { lockDataDir } from "../backend/storage/sqlite/data-dir-lock.ts";
import { setPasswordHashing } from "../backend/security/password-hash.ts";
import { backendConfigOf } from "./backend-settings.ts";
import { scheduleBackups } from "./backups/data-dir-backups.ts";
import { readClubConfig } from "./club-config-file.ts";
import { followClubName } from "./club-content.ts";
import { connectionLimits } from "./connection-limits.ts";
import { DEV_HMR_PATH, startDevSite } from "./dev-site.ts";
import { openEmbeddedBackend } from "./embedded-backend.ts";
import type { Settings } from "./env.ts";
import { makeFlyerPreviewsOnSave } from "./flyer-previews.ts";
import { lookAtAppwrite } from "./appwrite-reach.ts";
import { sendHealth, type HealthSource } from "./health.ts";
import { strictTransportSecurity } from "./hsts.ts";
import type { AnswerEarly, HeldInMemory } from "./kept-answers.ts";
import { guardedUpgrade, refuseUpgrade } from "./listener-errors.ts";
import { listen, listeningUrl } from "./listen.ts";
import type { ServerOptions } from "./server-options.ts";
import { mountSite } from "./site-routes.ts";

export type { ServerOptions } from "./server-options.ts";
export type { HeldInMemory } from "./kept-answers.ts";

export interface RunningServer {
  /** The origin the server listens on, e.g. http://127.0.0.1:3000 */
  url: string;
  /** PUBLIC_URL, or `url` when it is not set: the origin every link is built on. */
  publicUrl: string;
  /** The embedded backend, or null when a real Appwrite is configured. */
  backend: Backend | null;
  /** The club as club.config.json starts it (what a new data folder's settings hold). */
  club: ClubConfig;
  /** What the in-memory caches hold now, as counted against their caps (tests of their bounds). */
  heldInMemory(): HeldInMemory;
  close(): Promise<void>;
}

/**
 * Reads club.config.json (the club's start) and appwrite.json, builds the backend and the site,
 * and listens.
 */
export async function startServer(
  settings: Settings,
  options: ServerOptions = {},
): Promise<RunningServer> {
  const club = readClubConfig(settings.clubTimeZone, options.clubFiles);
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
  const url = listeningUrl(server, settings.host);
  const publicUrl = settings.publicUrl ?? url;
  const setHsts = strictTransportSecurity(publicUrl);
  // Until the app is built, /healthz says why when the data folder waits for room (0125).
  let waitingFor: string | null = null;
  answerKept = (incoming, outgoing) => {
    if (waitingFor === null || !isHealthCheck(incoming)) return false;
    setHsts(outgoing);
    sendHealth({ waitingFor }, incoming, outgoing);
    return true;
  };
  try {
    const devSite = options.dev ? await startDevSite(server) : null;
    const log = options.log ?? (() => {});
    const clubName = { current: club.club.name };
    const backendConfig = backendConfigOf(settings, options, () => clubName.current, publicUrl);
    const embedded = backendConfig
      ? await openEmbeddedBackend(settings, backendConfig, club, {
          log,
          clubFiles: options.clubFiles,
          onWaiting: (reason) => (waitingFor = reason),
        })
      : null;
    const backend = embedded?.backend ?? null;
    if (backend && backendConfig) await followClubName(backend, backendConfig, clubName);
    if (backend) makeFlyerPreviewsOnSave(backend, `${url}/v1`, settings.projectId);
    const routes = new Hono();
    if (backend) {
      routes.all("/v1", (c) => backend.fetch(c.req.raw, c.env));
      routes.all("/v1/*", (c) => backend.fetch(c.req.raw, c.env));
    }
    server.on(
      "upgrade",
      guardedUpgrade((request, socket, head) => {
        // In development Vite takes its own hot-update socket on the same server.
        if (devSite && request.url?.startsWith(DEV_HMR_PATH)) return;
        // With a real Appwrite, realtime is Appwrite's own: nothing here upgrades, and a
        // socket no listener answered would wait until the client gave up.
        if (backend) backend.realtime.handleUpgrade(request, socket, head);
        else refuseUpgrade(socket);
      }),
    );
    const kept = await mountSite(routes, {
      settings,
      url,
      publicUrl,
      club,
      backend,
      now: options.now ?? (() => new Date()),
      devSite,
      withSite: options.withSite ?? true,
    });
    const backups = backend
      ? scheduleBackups(settings, log, () => backend.store.isDiskFull())
      : null;
    const healthSource: HealthSource = backend
      ? { backend }
      : { appwrite: lookAtAppwrite(settings.appwriteEndpoint ?? `${url}/v1`, settings.projectId) };
    app = routes;
    // Every request passes here first: HSTS on every answer, /healthz before anything (so a
    // proxy's health check never waits behind renders, 0062), then the kept answers, once.
    answerKept = (incoming, outgoing) => {
      setHsts(outgoing);
      if (isHealthCheck(incoming)) {
        sendHealth(healthSource, incoming, outgoing);
        return true;
      }
      return kept.answerEarly(incoming, outgoing);
    };
    return {
      url,
      publicUrl,
      backend,
      club,
      heldInMemory: kept.held,
      close: async () => {
        // Open websockets would hold the HTTP server open: they are told to go away first.
        backend?.realtime.close();
        embedded?.stopWaiting();
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

function isHealthCheck({ method, url }: IncomingMessage): boolean {
  return (method === "GET" || method === "HEAD") && /^\/healthz(\?|$)/.test(url ?? "");
}
