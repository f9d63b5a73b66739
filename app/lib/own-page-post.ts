// Whether a POST comes from a page of the site itself. Browsers say where a request came from
// (Sec-Fetch-Site; Origin on every POST): a form on another site, even one on a neighbouring
// subdomain of the school's (same-site, which SameSite cookies let through), is refused. A client
// that sends neither is no browser, so no other page can be acting through it.

/** Whether `request` was posted by a page at `publicUrl`'s origin (or by no browser at all). */
export function isOwnPagePost(request: Request, publicUrl: string): boolean {
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite !== null) return fetchSite === "same-origin";
  const origin = request.headers.get("Origin");
  return origin === null || origin === new URL(publicUrl).origin;
}
