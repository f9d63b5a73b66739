import { getDomain } from "tldts";

/**
 * Whether a real Appwrite at `endpoint` is on another site than the club's at `publicUrl`:
 * another scheme or another registrable domain, counted by the public suffix list (its private
 * part too) as browsers count sites for cookies. Then Appwrite's session cookie is a third-party
 * cookie, which browsers block, and the SDK keeps an organiser's session in the page's storage
 * instead of an HttpOnly cookie (decision 0137). Ports do not count; the embedded backend (null)
 * is the club's own origin.
 */
export function isAppwriteOnAnotherSite(publicUrl: string, endpoint: string | null): boolean {
  return endpoint !== null && siteOf(publicUrl) !== siteOf(endpoint);
}

function siteOf(url: string): string {
  const { protocol, hostname } = new URL(url);
  return `${protocol}//${getDomain(hostname, { allowPrivateDomains: true }) ?? hostname}`;
}
