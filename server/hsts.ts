import type { ServerResponse } from "node:http";

const HSTS = "max-age=31536000; includeSubDomains";

/**
 * Once a browser has seen the site over https, it never tries plain http again for a year, so a
 * network in between cannot strip TLS and read a session cookie or a sign-in link. Set on Node's
 * response before anything answers, the header is merged into every answer, kept or Hono's.
 * Nothing is set when the public address is plain http (a browser would ignore it).
 */
export function strictTransportSecurity(publicUrl: string): (outgoing: ServerResponse) => void {
  if (new URL(publicUrl).protocol !== "https:") return () => {};
  return (outgoing) => outgoing.setHeader("Strict-Transport-Security", HSTS);
}
