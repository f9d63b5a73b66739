import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readOutbox } from "../../../backend/mail/outbox.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { createTestAccount, signedInUser } from "../../support/users.ts";
import { startOAuth2TestServer, type OAuth2TestServer } from "../oauth2/oauth2-test-server.ts";
import { listenOidcProvider, type TestOidcProvider } from "../oauth2/oidc-test-provider.ts";
import { openRawSocket } from "../realtime/raw-socket.ts";
import { forgedRequest } from "./forged-request.ts";

// The attack of issue 7: a request with `Host: evil.example` made the club's mailer send an
// organiser a real sign-in link to evil.example. The server listens on loopback here, while its
// public address (PUBLIC_URL) is https://pride.example.org: every link must start with that.
const publicUrl = "https://pride.example.org";
const platform = "https://club.example.org";
const evil = { Host: "evil.example", "X-Forwarded-Host": "evil.example" };
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ publicUrl, allowedOrigins: [platform] });
});

afterAll(() => server.stop());

/** The links in every email the outbox holds for `to`. */
async function linksMailedTo(to: string): Promise<string[]> {
  const messages = await readOutbox(server.dataDir);
  return messages
    .filter((message) => message.kind === "email" && message.to === to)
    .flatMap((message) => message.text.match(/https?:\/\/\S+/g) ?? []);
}

function post(path: string, json: unknown, headers: Record<string, string> = {}) {
  return forgedRequest(`${server.endpoint}${path}`, {
    method: "POST",
    json,
    headers: { "X-Appwrite-Project": server.projectId, ...evil, ...headers },
  });
}

/** A member's JWT, so a hand-written request can act as them. */
async function memberJwt(): Promise<{ email: string; jwt: string }> {
  const member = await signedInUser(server);
  const { jwt } = await member.account.createJWT();
  return { email: member.email, jwt };
}

describe("an emailed link with Host: evil.example", () => {
  const links = [
    {
      name: "a magic URL without a url",
      send: async () => {
        const { email } = await createTestAccount(server);
        return {
          email,
          answer: await post("/account/tokens/magic-url", { userId: "unique()", email }),
        };
      },
      expectedLink: `${publicUrl}/?`,
    },
    {
      name: "a recovery link to the site's reset page",
      send: async () => {
        const { email } = await createTestAccount(server);
        const url = `${publicUrl}/reset-password`;
        return { email, answer: await post("/account/recovery", { email, url }) };
      },
      expectedLink: `${publicUrl}/reset-password?`,
    },
    {
      name: "a verification link to the site",
      send: async () => {
        const { email, jwt } = await memberJwt();
        const url = `${publicUrl}/verify`;
        const answer = await post("/account/verification", { url }, { "X-Appwrite-JWT": jwt });
        return { email, answer };
      },
      expectedLink: `${publicUrl}/verify?`,
    },
  ];

  test.each(links)("$name starts with PUBLIC_URL", async ({ send, expectedLink }) => {
    const { email, answer } = await send();
    expect(answer.status).toBe(201);
    // A recovery email leaves after its answer (decision 0068).
    await expect.poll(() => linksMailedTo(email)).not.toEqual([]);
    const mailed = await linksMailedTo(email);
    expect(mailed).toHaveLength(1);
    expect(mailed[0]?.startsWith(expectedLink)).toBe(true);
  });
});

describe("a url param that is not on PUBLIC_URL or a platform", () => {
  const foreignUrls = [
    { name: "the attacker's site", url: "http://evil.example/steal" },
    { name: "the attacker's site over https", url: "https://evil.example/steal" },
    { name: "the public host over plain http", url: "http://pride.example.org/" },
    { name: "the public host on another port", url: "https://pride.example.org:8443/" },
  ];
  const routes = [
    {
      route: "POST /account/tokens/magic-url",
      send: async (url: string) => {
        const { email } = await createTestAccount(server);
        const body = { userId: "unique()", email, url };
        return { email, answer: await post("/account/tokens/magic-url", body) };
      },
    },
    {
      route: "POST /account/recovery",
      send: async (url: string) => {
        const { email } = await createTestAccount(server);
        return { email, answer: await post("/account/recovery", { email, url }) };
      },
    },
    {
      route: "POST /account/verification",
      send: async (url: string) => {
        const { email, jwt } = await memberJwt();
        const answer = await post("/account/verification", { url }, { "X-Appwrite-JWT": jwt });
        return { email, answer };
      },
    },
  ];
  const cases = routes.flatMap((route) => foreignUrls.map((url) => ({ ...route, ...url })));

  test.each(cases)("$route to $name is 400 and mails nothing", async ({ send, url }) => {
    const { email, answer } = await send(url);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      type: "general_argument_invalid",
      message: `Invalid \`url\` param: URL host must be one of: ${publicUrl}, ${platform}`,
    });
    expect(await linksMailedTo(email)).toEqual([]);
  });

  test("the address the server listens on is not the public one, so it is refused too", async () => {
    const { email } = await createTestAccount(server);
    const answer = await post("/account/recovery", { email, url: `${server.url}/reset` });
    expect(answer.status).toBe(400);
    expect(await linksMailedTo(email)).toEqual([]);
  });

  test("a platform's page is accepted", async () => {
    const { email } = await createTestAccount(server);
    const answer = await post("/account/recovery", { email, url: `${platform}/reset` });
    expect(answer.status).toBe(201);
    await expect.poll(() => linksMailedTo(email)).not.toEqual([]);
    expect(await linksMailedTo(email)).toEqual([
      expect.stringMatching(/^https:\/\/club\.example\.org\/reset\?/),
    ]);
  });
});

describe("a browser's Origin", () => {
  const origins = [
    { name: "PUBLIC_URL", origin: publicUrl, status: 200 },
    { name: "a platform", origin: platform, status: 200 },
    { name: "the forged Host's own origin", origin: "http://evil.example", status: 403 },
    { name: "the address the server listens on", origin: "", status: 403 },
  ];

  test.each(origins)("$name: the API answers $status", async ({ origin, status }) => {
    const answer = await forgedRequest(`${server.endpoint}/account/sessions`, {
      headers: { ...evil, Origin: origin || server.url, "X-Appwrite-Project": server.projectId },
    });
    // 401 is the signed-out answer: the call passed the origin check.
    expect(answer.status === 401 ? 200 : answer.status).toBe(status);
    if (status === 403) expect(answer.body).toMatchObject({ type: "general_unknown_origin" });
  });
});

describe("a realtime socket's Origin", () => {
  test.each([
    { name: "PUBLIC_URL", origin: () => publicUrl, isAccepted: true },
    { name: "a platform", origin: () => platform, isAccepted: true },
    {
      name: "the forged Host's own origin",
      origin: () => "http://evil.example",
      isAccepted: false,
    },
    { name: "the address the server listens on", origin: () => server.url, isAccepted: false },
  ])("$name: accepted is $isAccepted", async ({ origin, isAccepted }) => {
    const socket = await openRawSocket(server.url, "project=pride-club", {
      headers: { ...evil, Origin: origin() },
    });
    const first = await socket.messages.waitFor(
      (message) => message.type === "connected" || message.type === "error",
      "connected or an error",
    );
    expect(first.type).toBe(isAccepted ? "connected" : "error");
    socket.socket.close();
  });
});

describe("OAuth2 redirects with Host: evil.example", () => {
  let oidc: TestOidcProvider;
  let oauth2: OAuth2TestServer;

  beforeAll(async () => {
    oidc = await listenOidcProvider();
    const settings = {
      issuer: oidc.issuer,
      clientId: oidc.clientId,
      clientSecret: oidc.clientSecret,
    };
    oauth2 = await startOAuth2TestServer(settings, { publicUrl });
    await oidc.start(`${publicUrl}/v1/account/sessions/oauth2/callback/oidc/${oauth2.projectId}`);
  });

  afterAll(async () => {
    await oauth2?.stop();
    await oidc?.close();
  });

  function start(query: Record<string, string>) {
    const params = new URLSearchParams({ project: oauth2.projectId, ...query });
    return forgedRequest(`${oauth2.endpoint}/account/sessions/oauth2/oidc?${params}`, {
      headers: evil,
    });
  }

  test("the provider is told to send the code back to PUBLIC_URL", async () => {
    const answer = await start({ success: `${publicUrl}/signed-in` });
    expect(answer.status).toBe(301);
    const providerUrl = new URL(String(answer.headers.location));
    expect(providerUrl.searchParams.get("redirect_uri")).toBe(
      `${publicUrl}/v1/account/sessions/oauth2/callback/oidc/${oauth2.projectId}`,
    );
  });

  const foreignRedirects: { name: string; query: Record<string, string> }[] = [
    { name: "a success URL on the attacker's site", query: { success: "http://evil.example/" } },
    { name: "a failure URL on the attacker's site", query: { failure: "http://evil.example/" } },
  ];

  test.each(foreignRedirects)("$name is 400 general_argument_invalid", async ({ query }) => {
    const answer = await start(query);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ type: "general_argument_invalid" });
  });

  test("the provider's callback forwards to PUBLIC_URL, not to the Host it was sent", async () => {
    const answer = await forgedRequest(
      `${oauth2.endpoint}/account/sessions/oauth2/callback/oidc/${oauth2.projectId}?code=abc&state=xyz`,
      { headers: evil },
    );
    expect(answer.status).toBe(301);
    expect(String(answer.headers.location)).toBe(
      `${publicUrl}/v1/account/sessions/oauth2/oidc/redirect?code=abc&state=xyz&project=${oauth2.projectId}`,
    );
  });
});
