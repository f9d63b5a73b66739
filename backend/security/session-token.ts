/** What a session cookie carries: whose session it is, and the session's secret. */
export interface SessionToken {
  userId: string;
  secret: string;
}

/**
 * Encodes a session token the way Appwrite does (base64 of {"id": userId, "secret": secret}), so
 * the value in the cookie, the X-Fallback-Cookies header and X-Appwrite-Session is the same one
 * Appwrite clients and server-side tools already handle.
 */
export function encodeSessionToken(token: SessionToken): string {
  const json = JSON.stringify({ id: token.userId, secret: token.secret });
  return Buffer.from(json, "utf8").toString("base64");
}

/** Decodes a session token; anything malformed is null, which callers treat as a guest. */
export function decodeSessionToken(value: string): SessionToken | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, "base64").toString("utf8"));
  } catch {
    // A tampered or truncated cookie is not an error: the caller is simply not signed in.
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const userId: unknown = Reflect.get(parsed, "id");
  const secret: unknown = Reflect.get(parsed, "secret");
  if (typeof userId !== "string" || typeof secret !== "string") return null;
  if (userId === "" || secret === "") return null;
  return { userId, secret };
}
