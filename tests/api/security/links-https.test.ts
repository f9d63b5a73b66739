import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { createTestAccount, type TestAccount } from "../../support/users.ts";
import { forgedRequest } from "./forged-request.ts";

// Behind a TLS proxy the server itself speaks plain http on loopback. With an https PUBLIC_URL
// the session cookie must be Secure and every answer must carry HSTS all the same.
const HSTS = "max-age=31536000; includeSubDomains";

interface Setup {
  server: TestServer;
  account: TestAccount;
}

async function setUp(options: Parameters<typeof startTestServer>[0]): Promise<Setup> {
  const server = await startTestServer(options);
  return { server, account: await createTestAccount(server) };
}

function signIn({ server, account }: Setup, headers: Record<string, string> = {}) {
  return forgedRequest(`${server.endpoint}/account/sessions/email`, {
    method: "POST",
    headers: { "X-Appwrite-Project": server.projectId, ...headers },
    json: { email: account.email, password: account.password },
  });
}

function sessionCookieOf(answer: { headers: { "set-cookie"?: string[] } }): string {
  const cookie = answer.headers["set-cookie"]?.find((value) => value.startsWith("a_session_"));
  if (!cookie) throw new Error("The answer set no session cookie.");
  return cookie;
}

let https: Setup;
let http: Setup;
let proxied: Setup;

beforeAll(async () => {
  https = await setUp({ publicUrl: "https://pride.example.org" });
  http = await setUp({});
  proxied = await setUp({ trustProxy: ["loopback"] });
});

afterAll(async () => {
  await Promise.all([https, http, proxied].map((setup) => setup?.server.stop()));
});

describe("a site whose PUBLIC_URL is https", () => {
  test("a member who signs in over the proxy's plain http gets a Secure cookie", async () => {
    const answer = await signIn(https);
    expect(answer.status).toBe(201);
    expect(sessionCookieOf(answer)).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
  });

  test("signing out clears the cookie with Secure too", async () => {
    const cookie = sessionCookieOf(await signIn(https)).split(";")[0] ?? "";
    const answer = await forgedRequest(`${https.server.endpoint}/account/sessions/current`, {
      method: "DELETE",
      headers: { "X-Appwrite-Project": https.server.projectId, Cookie: cookie },
    });
    expect(answer.status).toBe(204);
    expect(sessionCookieOf(answer)).toMatch(/^a_session_pride-club=;.*; Secure$/);
  });

  test.each([
    { name: "an API answer", path: "/v1/account" },
    { name: "an API error before the project check", path: "/v1/nowhere" },
    { name: "a path outside the API", path: "/agenda/unknown" },
  ])("$name carries Strict-Transport-Security", async ({ path }) => {
    const answer = await forgedRequest(`${https.server.url}${path}`, {
      headers: { "X-Appwrite-Project": https.server.projectId },
    });
    expect(answer.headers["strict-transport-security"]).toBe(HSTS);
  });
});

describe("a site whose PUBLIC_URL is http", () => {
  test("answers carry no Strict-Transport-Security", async () => {
    const answer = await forgedRequest(`${http.server.endpoint}/account`, {
      headers: { "X-Appwrite-Project": http.server.projectId },
    });
    expect(answer.status).toBe(401);
    expect(answer.headers["strict-transport-security"]).toBeUndefined();
  });

  const cases: {
    name: string;
    setup: () => Setup;
    headers: Record<string, string>;
    isSecure: boolean;
  }[] = [
    { name: "a plain http sign-in", setup: () => http, headers: {}, isSecure: false },
    {
      name: "a client claiming https without TRUST_PROXY",
      setup: () => http,
      headers: { "X-Forwarded-Proto": "https" },
      isSecure: false,
    },
    {
      name: "a trusted proxy that says the client used https",
      setup: () => proxied,
      headers: { "X-Forwarded-For": "203.0.113.9", "X-Forwarded-Proto": "https" },
      isSecure: true,
    },
  ];

  test.each(cases)(
    "$name: the cookie's Secure flag is $isSecure",
    async ({ setup, headers, isSecure }) => {
      const cookie = sessionCookieOf(await signIn(setup(), headers));
      expect(cookie.endsWith("; Secure")).toBe(isSecure);
    },
  );
});
