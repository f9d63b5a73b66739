// The projector's follow token (decision 0149) lives in this cookie of the site only: HttpOnly,
// so no page script reads it; Path=/follow/api, so no other request of the site carries it;
// SameSite=Strict, so another site's page cannot use it; gone when the link expires.

const COOKIE = "presenter_follow";
export const FOLLOW_API_PATH = "/follow/api";

/**
 * The Set-Cookie value that keeps `token` until `expire` (an ISO instant); Secure when the site is
 * on https (its PUBLIC_URL: behind a TLS proxy every request reaches the server as plain http).
 */
export function followTokenCookie(
  token: string,
  expire: string,
  site: { requestUrl: string; publicUrl: string },
): string {
  const isSecure = [site.requestUrl, site.publicUrl].some(
    (url) => new URL(url).protocol === "https:",
  );
  return [
    `${COOKIE}=${token}`,
    `Path=${FOLLOW_API_PATH}`,
    `Expires=${new Date(expire).toUTCString()}`,
    "HttpOnly",
    "SameSite=Strict",
    ...(isSecure ? ["Secure"] : []),
  ].join("; ");
}

/** The follow token the request's cookie holds, or null. */
export function followTokenOf(request: Request): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === COOKIE) return value.join("=");
  }
  return null;
}
