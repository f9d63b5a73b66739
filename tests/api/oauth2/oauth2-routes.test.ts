import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { startOAuth2TestServer, type OAuth2TestServer } from "./oauth2-test-server.ts";
import { listenOidcProvider, type TestOidcProvider } from "./oidc-test-provider.ts";

let oidc: TestOidcProvider;
let server: OAuth2TestServer;
let unconfigured: TestServer;

beforeAll(async () => {
  oidc = await listenOidcProvider();
  server = await startOAuth2TestServer({
    issuer: oidc.issuer,
    clientId: oidc.clientId,
    clientSecret: oidc.clientSecret,
  });
  await oidc.start(server.callbackUrl);
  unconfigured = await startTestServer();
});

afterAll(async () => {
  await unconfigured?.stop();
  await server?.stop();
  await oidc?.close();
});

/** A browser-style GET that does not follow redirects. */
function visit(url: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { redirect: "manual", headers });
}

function startPath(
  target: { endpoint: string; projectId: string },
  provider: string,
  query: Record<string, string> = {},
) {
  const params = new URLSearchParams({ project: target.projectId, ...query });
  return `${target.endpoint}/account/sessions/oauth2/${provider}?${params}`;
}

describe("starting an OAuth2 sign-in", () => {
  test("the oidc provider redirects (301) to the issuer with PKCE, state, nonce and the callback", async () => {
    const response = await visit(
      startPath(server, "oidc", { success: `${server.url}/signed-in`, "scopes[]": "groups" }),
    );
    expect(response.status).toBe(301);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const location = new URL(response.headers.get("Location") ?? "");
    expect(location.origin).toBe(oidc.issuer);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: oidc.clientId,
      redirect_uri: server.callbackUrl,
      response_type: "code",
      scope: "openid profile email groups",
      code_challenge_method: "S256",
    });
    expect(location.searchParams.get("state")).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get("nonce")).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^a_oauth2_pride-club=v1\./);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/v1/account/sessions/oauth2");
    expect(cookie).not.toContain(location.searchParams.get("state") ?? "missing");
  });

  test("the token flow starts the same way at /account/tokens/oauth2/oidc", async () => {
    const params = new URLSearchParams({ project: server.projectId });
    const response = await visit(`${server.endpoint}/account/tokens/oauth2/oidc?${params}`);
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("Location") ?? "").origin).toBe(oidc.issuer);
  });

  test.each<{
    name: string;
    target: () => { endpoint: string; projectId: string };
    provider: string;
    query: Record<string, string>;
    expected: { code: number; type: string; message?: string };
  }>([
    {
      name: "a provider Appwrite does not know gets 400 general_argument_invalid",
      target: () => server,
      provider: "myspace",
      query: {},
      expected: { code: 400, type: "general_argument_invalid" },
    },
    {
      name: "a known provider that is not configured gets 412 project_provider_disabled",
      target: () => server,
      provider: "github",
      query: {},
      expected: { code: 412, type: "project_provider_disabled" },
    },
    {
      name: "oidc on a server without OIDC settings gets 412 project_provider_disabled",
      target: () => unconfigured,
      provider: "oidc",
      query: {},
      expected: { code: 412, type: "project_provider_disabled" },
    },
    {
      name: "a success URL on another host gets 400 general_argument_invalid",
      target: () => server,
      provider: "oidc",
      query: { success: "https://evil.example.com/steal" },
      expected: {
        code: 400,
        type: "general_argument_invalid",
        message: expect.stringMatching(
          /^Invalid `success` param: URL host must be one of: http:\/\/127\.0\.0\.1:\d+, https:\/\/club\.example\.org$/,
        ),
      },
    },
    {
      name: "a javascript: failure URL gets 400 general_argument_invalid",
      target: () => server,
      provider: "oidc",
      query: { failure: "javascript:alert(1)" },
      expected: { code: 400, type: "general_argument_invalid" },
    },
  ])("$name", async ({ target, provider, query, expected }) => {
    const response = await visit(startPath(target(), provider, query));
    expect(response.status).toBe(expected.code);
    expect(await response.json()).toMatchObject(expected);
  });

  test("a success URL on a configured platform's host is accepted", async () => {
    const response = await visit(
      startPath(server, "oidc", { success: "https://club.example.org/welcome" }),
    );
    expect(response.status).toBe(301);
  });
});

describe("coming back from the provider", () => {
  test("the callback forwards every value to the redirect route and names the project", async () => {
    const response = await visit(`${server.callbackUrl}?code=abc&state=xyz&iss=${oidc.issuer}`);
    expect(response.status).toBe(301);
    const location = new URL(response.headers.get("Location") ?? "");
    expect(location.pathname).toBe("/v1/account/sessions/oauth2/oidc/redirect");
    expect(Object.fromEntries(location.searchParams)).toEqual({
      code: "abc",
      state: "xyz",
      iss: oidc.issuer,
      project: server.projectId,
    });
  });

  test("a callback in a browser that did not start the sign-in gets 400 general_bad_request", async () => {
    const response = await visit(
      `${server.endpoint}/account/sessions/oauth2/oidc/redirect?code=abc&state=xyz&project=${server.projectId}`,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 400, type: "general_bad_request" });
  });

  test("a callback whose state is not this browser's lands on the failure URL", async () => {
    const failure = `${server.url}/sign-in-failed`;
    const start = await visit(startPath(server, "oidc", { failure }));
    const cookie = (start.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
    const params = new URLSearchParams({ code: "abc", state: "forged", project: server.projectId });
    const response = await visit(
      `${server.endpoint}/account/sessions/oauth2/oidc/redirect?${params}`,
      { Cookie: cookie },
    );
    expect(response.status).toBe(301);
    const location = new URL(response.headers.get("Location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe(failure);
    expect(JSON.parse(location.searchParams.get("error") ?? "null")).toMatchObject({
      code: 424,
      type: "user_oauth2_provider_error",
    });
    expect(response.headers.get("Set-Cookie")).toContain("a_oauth2_pride-club=;");
  });
});
