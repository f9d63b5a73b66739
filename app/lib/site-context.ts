import type {} from "react-router";
import type { ClubConfig } from "./club-config.ts";

/**
 * What the server hands every request of the site (React Router's load context). The browser gets
 * only `publicSettings` of it, through the root loader.
 */
export interface SiteContext {
  appwrite: {
    /** Where server-side loaders reach Appwrite (the embedded /v1 over loopback, or the real one). */
    serverEndpoint: string;
    /** What the browser uses: null = "/v1" of the page's own origin. */
    publicEndpoint: string | null;
    projectId: string;
  };
  club: ClubConfig;
  /** PUBLIC_URL (or the server's own origin): every absolute link a page or feed writes. */
  publicUrl: string;
  /** A fresh nonce for this response's Content-Security-Policy. */
  cspNonce: string;
}

declare module "react-router" {
  // Declaration merging is how React Router types its load context; the interface adds no members.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SiteContext {}
}
