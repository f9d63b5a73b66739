import type {} from "react-router";
import type { SiteBackups } from "./backups/site-backups.ts";
import type { ClubConfig } from "./club-config.ts";
import type { PageFreshness } from "./page-freshness.ts";
import type { OrganiserDesk } from "./organisers/organiser-desk.ts";
import type { SessionDesk } from "./admin/session-desk.ts";
import type { PresenterFollowDesk } from "./present/presenter-follow-desk.ts";
import type { RoomDesk } from "./room/room-desk.ts";

/**
 * What the server hands every request of the site (React Router's load context). The browser gets
 * only `publicSettings` of it, through the root loader.
 */
/** A web-standard request handler: the embedded API's, called in-process. */
export type ApiFetch = (request: Request) => Promise<Response>;

export interface SiteContext {
  appwrite: {
    /** The Appwrite endpoint server-side loaders address (the embedded /v1, or the real one). */
    serverEndpoint: string;
    /**
     * The site's one way to Appwrite: the embedded API's handler, called without the network, or
     * the network to a real Appwrite (app/lib/appwrite.server.ts remoteApi).
     */
    api: ApiFetch;
    /** What the browser uses: null = "/v1" of the page's own origin. */
    publicEndpoint: string | null;
    projectId: string;
  };
  club: ClubConfig;
  /** PUBLIC_URL (or the server's own origin): every absolute link a page or feed writes. */
  publicUrl: string;
  /** The site's clock: what loaders take as "now" (tests set it). */
  now: () => Date;
  /**
   * The room's writes for this request's sender, checked and made by the site's server with its
   * key (decision 0145); absent for reads, and when the site holds no key for Appwrite.
   */
  room?: RoomDesk;
  /**
   * Organisers, their invitations and change log, run by the site's server with its key
   * (decision 0147); absent for reads of pages, and when the site holds no key for Appwrite.
   */
  organisers?: OrganiserDesk;
  /**
   * Signing organisers in and out, their session kept in the site's own cookie (decision 0148);
   * absent for reads of pages, and when the site holds no key for Appwrite.
   */
  sessions?: SessionDesk;
  /**
   * Projector follow links, run by the site's server with its key (decision 0149); absent for
   * reads of pages, and when the site holds no key for Appwrite.
   */
  presenterFollows?: PresenterFollowDesk;
  /** The embedded backend's backups (decision 0143); null with a real Appwrite, whose are its own. */
  backups: SiteBackups | null;
  /** Present when the page is rendered for the page cache, which keeps it until this says. */
  pageFreshness?: PageFreshness;
  /**
   * A fresh nonce for this response's Content-Security-Policy; absent for a page rendered for the
   * page cache, whose policy lists the hashes of its inline scripts instead.
   */
  cspNonce?: string;
}

declare module "react-router" {
  // Declaration merging is how React Router types its load context; the interface adds no members.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SiteContext {}
}
