import crypto from "node:crypto";
import type { Hono } from "hono";
import type { AppLoadContext } from "react-router";
import type { ClubConfig } from "../app/lib/club-config.ts";
import type { PageFreshness } from "../app/lib/page-freshness.ts";
import type { SiteBackups } from "../app/lib/backups/site-backups.ts";
import type { ApiFetch, SiteContext } from "../app/lib/site-context.ts";
import { remoteApi, serverDatabases } from "../app/lib/appwrite.server.ts";
import { readClub } from "../app/lib/collections/club-settings.ts";
import { readClubIn } from "../app/lib/collections/settings-texts.ts";
import { localeOfRequest } from "../i18n/locale-paths.ts";
import type { Backend } from "../backend/create-backend.ts";
import { nodeRequestOf } from "../backend/http/node-request.ts";
import { createClientResolver, limitGroupOf } from "../backend/requests/client-address.ts";
import type { OrganiserDesk } from "../app/lib/organisers/organiser-desk.ts";
import type { SessionDesk } from "../app/lib/admin/session-desk.ts";
import type { TrustedClients } from "./appwrite/clients.ts";
import { allowDevStyles, type DevSite } from "./dev-site.ts";
import type { Settings } from "./env.ts";
import { followingDocumentRules } from "./document-rules-edge.ts";
import { createKeptAnswers, type KeptAnswers } from "./kept-answers.ts";
import type { PageCache } from "./page-cache.ts";
import { createRenderQueue } from "./render-queue.ts";
import { clientBuildDir, createBuiltSite, createSiteHandler } from "./site-handler.ts";
import { createPresenterFollowDesks } from "./presenter/presenter-follow-desk.ts";
import { createRoomDesks } from "./room/room-desks.ts";
import { answerSiteRequest } from "./site-reads.ts";
import { serveStaticFiles } from "./static-files.ts";

/** Renders of the site under way at once, the others waiting their turn (decision 0062). */
const RENDERS_AT_ONCE = 4;

export interface SiteSetup {
  settings: Settings;
  url: string;
  publicUrl: string;
  /** club.config.json: what pages read while the data holds no settings (a new real Appwrite). */
  club: ClubConfig;
  backend: Backend | null;
  /** The site's key for Appwrite (server/appwrite/clients.ts); null when it holds none. */
  trusted: TrustedClients | null;
  /** The organisers' desk for a sender (server/organisers/); null without a key. */
  organisersFor: ((sender: string) => OrganiserDesk) | null;
  /** The sign-in desk for a request's cookies and sender (server/session/); null without a key. */
  sessionsFor: ((cookieHeader: string | null, sender: string) => SessionDesk) | null;
  now: () => Date;
  /** From sources through Vite (npm run dev), or null for the build. */
  devSite: DevSite | null;
  /** False for API-only tests, which need no build. */
  withSite: boolean;
  /** The embedded backend's backups for the admin area and the setup screen; null with a real Appwrite. */
  backups: SiteBackups | null;
}

/**
 * Mounts the site on `routes` beside /v1: in development Vite's sources, else the build's static
 * files from their list, then the site's pages, rendered in the queue and kept. Returns the kept
 * answers the listener consults (the guests' reads always, the pages when there are any).
 */
export async function mountSite(routes: Hono, setup: SiteSetup): Promise<KeptAnswers> {
  const { settings, backend, devSite, now } = setup;
  // The site's own reads reach the embedded API in-process (decision 0022), under an endpoint
  // of this server's own so that the requests the SDK builds are the ones a browser would send.
  // A real Appwrite tells the site of no write: the pages the site keeps then drop what read a
  // collection the site itself writes to, and keep nothing longer than REMOTE_KEEP_MS.
  let keptPages: PageCache | null = null;
  const appwrite = {
    serverEndpoint: settings.appwriteEndpoint ?? `${setup.url}/v1`,
    // Every write meets the club's rules on its way, whichever Appwrite is behind (issue 29).
    api: followingDocumentRules(
      backend
        ? (request: Request) => backend.fetch(request)
        : notingWrites(remoteApi(), (collectionId) => keptPages?.invalidate(collectionId)),
    ),
    publicEndpoint: settings.appwriteEndpoint,
    projectId: settings.projectId,
  };
  // Every render reads the club's settings as a guest, as its pages read the rest (answered from
  // the guest-read cache until a write): a change shows on the next request (decision 0108). A
  // page in another language reads that language's texts over them (decision 0120).
  const readClubOf = async (request: Request, reading: SiteContext["appwrite"]) => {
    const databases = serverDatabases({ appwrite: reading });
    return readClubIn(databases, await readClub(databases, setup.club), localeOfRequest(request));
  };
  const baseContext = async (
    request: Request,
    reading: SiteContext["appwrite"] = appwrite,
  ): Promise<AppLoadContext> => ({
    appwrite: reading,
    club: await readClubOf(request, reading).catch((error: unknown) => {
      // An Appwrite that cannot be reached: the page's own reads fail next and say so (a 503
      // whose log keeps why); until then it is rendered with the club's starting settings.
      console.error("Could not read the club's settings:", error);
      return setup.club;
    }),
    publicUrl: setup.publicUrl,
    now,
    backups: setup.backups,
  });
  const roomFor = setup.trusted ? createRoomDesks(setup.trusted.admin, now) : null;
  const presenterFollowsFor = setup.trusted
    ? createPresenterFollowDesks({
        admin: setup.trusted.admin,
        keyedHash: setup.trusted.keyedHash,
        now,
      })
    : null;
  const withNonce = async (request: Request, sender: string): Promise<AppLoadContext> => ({
    ...(await baseContext(request)),
    cspNonce: crypto.randomBytes(16).toString("base64"),
    room: roomFor?.(sender),
    organisers: setup.organisersFor?.(sender),
    sessions: setup.sessionsFor?.(request.headers.get("Cookie"), sender),
    presenterFollows: presenterFollowsFor?.(sender),
  });
  const senderOf = senderResolver(settings.trustProxy);
  if (devSite) {
    routes.use("*", devSite.middleware);
    const site = await createSiteHandler(devSite.build, "development");
    routes.all("*", async (c) =>
      allowDevStyles(await site(c.req.raw, await withNonce(c.req.raw, senderOf(c.env)))),
    );
    return createKeptAnswers(backend, null);
  }
  if (!setup.withSite) return createKeptAnswers(backend, null);
  const site = createBuiltSite();
  const queue = createRenderQueue(RENDERS_AT_ONCE);
  const kept = createKeptAnswers(backend, {
    render: (request, pageFreshness) =>
      queue(async () => {
        const reading = { ...appwrite, api: notingReads(appwrite.api, pageFreshness) };
        if (!backend) pageFreshness.changesAt(new Date(now().getTime() + REMOTE_KEEP_MS));
        return site.handle(request, { ...(await baseContext(request, reading)), pageFreshness });
      }),
    now,
  });
  keptPages = kept.pages;
  routes.use("*", serveStaticFiles(clientBuildDir));
  const answerSite = answerSiteRequest({
    site,
    pageCache: kept.pages,
    queue,
    contextForOne: withNonce,
  });
  routes.all("*", (c) => answerSite(c.req.raw, senderOf(c.env)));
  return kept;
}

/**
 * What the room's limits count a request by: its network address (the socket peer, or what the
 * trusted proxies say, as the backend reads it), an IPv6 address by its /64.
 */
function senderResolver(trustProxy: readonly string[]): (env: unknown) => string {
  const resolveClient = createClientResolver(trustProxy);
  return (env) => {
    const incoming = nodeRequestOf(env);
    return limitGroupOf(incoming ? resolveClient(incoming).address : "unknown");
  };
}

/**
 * The embedded API's handler, noting in `freshness` each collection a kept page's render reads
 * before the read is sent, so that a write drops only the pages that read what it changed
 * (decision 0136). Every read of the club's data goes through this handler (app/lib/appwrite.server.ts).
 */
function notingReads(api: ApiFetch, freshness: PageFreshness): ApiFetch {
  return (request) => {
    const collectionId = COLLECTION_PATH.exec(new URL(request.url).pathname)?.[1];
    if (collectionId !== undefined) freshness.readsCollection(decodeURIComponent(collectionId));
    return api(request);
  };
}

const COLLECTION_PATH = /\/databases\/[^/]+\/collections\/([^/]+)\//;

/**
 * How long a page is kept with a real Appwrite, which tells the site of no write: what the site
 * writes itself drops the pages that read it at once (notingWrites); an edit made elsewhere (the
 * Appwrite console, another copy of the site) shows within this.
 */
const REMOTE_KEEP_MS = 30_000;

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * `api`, telling `onWrite` of each write it answered: the collection of a document written, or
 * none (every collection) for a transaction committed, whose operations may touch any.
 */
function notingWrites(api: ApiFetch, onWrite: (collectionId?: string) => void): ApiFetch {
  return async (request) => {
    const response = await api(request);
    if (!WRITE_METHODS.has(request.method) || !response.ok) return response;
    const { pathname } = new URL(request.url);
    const collectionId = COLLECTION_PATH.exec(pathname)?.[1];
    if (collectionId !== undefined) onWrite(decodeURIComponent(collectionId));
    else if (/\/databases\/transactions\/[^/]+$/.test(pathname)) onWrite();
    return response;
  };
}
