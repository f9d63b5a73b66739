/**
 * The web SDK keeps no cookies in Node. Each simulated user gets a jar: the SDK client sends an
 * X-Test-Jar header naming it, and this fetch wrapper stores Set-Cookie answers and sends them
 * back, as a browser would for a same-origin API.
 */
const jars = new Map<string, Map<string, string>>();
let installed = false;
let nextJar = 0;

export const JAR_HEADER = "X-Test-Jar";

export function newCookieJar(): { id: string; cookies: Map<string, string> } {
  installFetchWrapper();
  const id = `jar-${++nextJar}`;
  const cookies = new Map<string, string>();
  jars.set(id, cookies);
  return { id, cookies };
}

function installFetchWrapper(): void {
  if (installed) return;
  installed = true;
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    const jar = jars.get(headers.get(JAR_HEADER) ?? "");
    if (!jar) return realFetch(input, init);
    headers.delete(JAR_HEADER);
    if (jar.size > 0) {
      headers.set("Cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
    }
    const response = await realFetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) storeCookie(jar, line);
    return response;
  };
}

function storeCookie(jar: Map<string, string>, line: string): void {
  const [pair = "", ...attributes] = line.split(";");
  const separator = pair.indexOf("=");
  const name = pair.slice(0, separator).trim();
  const value = pair.slice(separator + 1).trim();
  const expires = attributes
    .map((attribute) => attribute.trim())
    .find((attribute) => attribute.toLowerCase().startsWith("expires="));
  const isExpired =
    expires !== undefined && Date.parse(expires.slice("expires=".length)) <= Date.now();
  const maxAgeZero = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
  if (value === "" || isExpired || maxAgeZero) jar.delete(name);
  else jar.set(name, value);
}
