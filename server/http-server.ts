import type { IncomingMessage } from "node:http";
import type { Hono } from "hono";
import type { SiteBackups } from "../app/lib/backups/site-backups.ts";
import type { ClubConfig } from "../app/lib/club-config.ts";
import type { Backend } from "../backend/create-backend.ts";
import { lockDataDir } from "../backend/storage/sqlite/data-dir-lock.ts";
import { setPasswordHashing } from "../backend/security/password-hash.ts";
import { createBackupDownloads } from "./backups/backup-downloads.ts";
import { createSetupRestore, type DataChange } from "./backups/setup-restore.ts";
import { readClubConfig } from "./club-config-file.ts";
import { connectionLimits } from "./connection-limits.ts";
import { DEV_HMR_PATH, startDevSite } from "./dev-site.ts";
import type { Settings } from "./env.ts";
import { lookAtAppwrite } from "./appwrite-reach.ts";
import { sendHealth, type HealthSource } from "./health.ts";
import { strictTransportSecurity } from "./hsts.ts";
import type { AnswerEarly, HeldInMemory } from "./kept-answers.ts";
import { guardedUpgrade, refuseUpgrade } from "./listener-errors.ts";
import { listen, listeningUrl } from "./listen.ts";
import type { ServerOptions } from "./server-options.ts";
import { openSiteOnData, type SiteOnData } from "./site-on-data.ts";

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
 * Reads club.config.json (the club's start) and appwrite.json, listens, and builds the backend
 * and the site on the data folder (site-on-data.ts), again after a restore from the setup screen.
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
  const answerWhileStarting: AnswerEarly = (incoming, outgoing) => {
    if (waitingFor === null || !isHealthCheck(incoming)) return false;
    setHsts(outgoing);
    sendHealth({ waitingFor }, incoming, outgoing);
    return true;
  };
  answerKept = answerWhileStarting;
  try {
    const devSite = options.dev ? await startDevSite(server) : null;
    const log = options.log ?? (() => {});
    const now = options.now ?? (() => new Date());
    const backups: SiteBackups | null = settings.appwriteEndpoint
      ? null
      : {
          ...createBackupDownloads(settings, now),
          restore: createSetupRestore({
            dataDir: settings.dataDir,
            current: () => embeddedOf(site),
            replaceData: (change) => replaceData(change),
            log,
          }),
        };
    const open = (): Promise<SiteOnData> =>
      openSiteOnData({
        settings,
        options,
        club,
        url,
        publicUrl,
        devSite,
        log,
        now,
        onWaiting: (reason) => (waitingFor = reason),
        backups,
      });
    let site: SiteOnData = await open();
    server.on(
      "upgrade",
      guardedUpgrade((request, socket, head) => {
        // In development Vite takes its own hot-update socket on the same server.
        if (devSite && request.url?.startsWith(DEV_HMR_PATH)) return;
        // With a real Appwrite, realtime is Appwrite's own: nothing here upgrades, and a
        // socket no listener answered would wait until the client gave up.
        if (site.backend) site.backend.realtime.handleUpgrade(request, socket, head);
        else refuseUpgrade(socket);
      }),
    );
    // With a real Appwrite, /healthz says whether it answers (decision 0137).
    const appwriteReach = settings.appwriteEndpoint
      ? lookAtAppwrite(settings.appwriteEndpoint, settings.projectId)
      : null;
    const serve = (current: SiteOnData) => {
      app = current.routes;
      const healthSource: HealthSource = current.backend
        ? { backend: current.backend }
        : { appwrite: appwriteReach ?? lookAtAppwrite(`${url}/v1`, settings.projectId) };
      // Every request passes here first: HSTS on every answer, /healthz before anything (so a
      // proxy's health check never waits behind renders, 0062), then the kept answers, once.
      answerKept = (incoming, outgoing) => {
        setHsts(outgoing);
        if (isHealthCheck(incoming)) {
          sendHealth(healthSource, incoming, outgoing);
          return true;
        }
        return current.kept.answerEarly(incoming, outgoing);
      };
    };
    // A restore from the setup screen (decision 0144): new requests are told to come back (503)
    // while the data is closed, changed and opened again; the listener stays. Data that will not
    // open is changed back, and what served before serves again.
    const replaceData = async ({ swap, undo }: DataChange) => {
      app = null;
      answerKept = answerWhileStarting;
      await site.quiet();
      await site.closeData();
      swap();
      try {
        site = await open();
      } catch (error) {
        log(`The restored data did not open, so the data from before is back: ${String(error)}`);
        undo();
        site = await open();
        serve(site);
        throw error;
      }
      serve(site);
    };
    serve(site);
    return {
      url,
      publicUrl,
      get backend() {
        return site.backend;
      },
      club,
      heldInMemory: () => site.kept.held(),
      close: async () => {
        await site.quiet();
        await devSite?.close();
        await drain.stop(options.stopDeadlineMs);
        await site.closeData();
        dataDirLock?.release();
      },
    };
  } catch (error) {
    server.close();
    dataDirLock?.release();
    throw error;
  }
}

/** The embedded backend serving now: only a server with one makes backups to restore. */
function embeddedOf(site: SiteOnData) {
  if (!site.backendConfig) throw new Error("No embedded backend is serving.");
  return { config: site.backendConfig, isSetupLinkOfNewInstall: site.isSetupLinkOfNewInstall };
}

function isHealthCheck({ method, url }: IncomingMessage): boolean {
  return (method === "GET" || method === "HEAD") && /^\/healthz(\?|$)/.test(url ?? "");
}
