import crypto from "node:crypto";
import { Account, AuthenticatorType, Client, OAuthProvider } from "appwrite";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { launchChromium } from "../../support/browser.ts";
import { assertMatchesModel, validatorFor } from "../../support/response-schemas.ts";
import { sdkUser } from "../../support/sdk.ts";
import { totpCode } from "../../support/totp.ts";
import { startOAuth2TestServer, type OAuth2TestServer } from "./oauth2-test-server.ts";
import { listenOidcProvider, type TestOidcProvider } from "./oidc-test-provider.ts";

let oidc: TestOidcProvider;
let server: OAuth2TestServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  // Generating a model's schema blocks for seconds; done first, it cannot stall a test in the
  // middle of a sign-in (long enough for the server to drop a kept-alive connection).
  validatorFor("SessionModel");
  validatorFor("IdentityListModel");
  oidc = await listenOidcProvider();
  server = await startOAuth2TestServer({
    issuer: oidc.issuer,
    clientId: oidc.clientId,
    clientSecret: oidc.clientSecret,
  });
  await oidc.start(server.callbackUrl);
  browser = await launchChromium();
});

afterEach(() => context?.close());

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await oidc?.close();
});

/** A person at the provider, with a fresh id and address. */
function providerPerson(overrides: { email?: string; email_verified?: boolean } = {}) {
  const id = crypto.randomUUID();
  return {
    sub: `oidc-${id}`,
    email: `pat-${id}@example.org`,
    email_verified: true,
    name: "Pat Rivera",
    ...overrides,
  };
}

const success = () => `${server.url}/signed-in`;
const failure = () => `${server.url}/sign-in-failed`;

/** The start URL the SDK sends a browser to, from the SDK itself. */
function startUrl(flow: "session" | "token"): string {
  const account = new Account(
    new Client().setEndpoint(server.endpoint).setProject(server.projectId),
  );
  const params = { provider: OAuthProvider.Oidc, success: success(), failure: failure() };
  const url =
    flow === "session" ? account.createOAuth2Session(params) : account.createOAuth2Token(params);
  if (typeof url !== "string") throw new Error("In Node the SDK returns the URL to open.");
  return url;
}

/** Opens `url` in a new browser and waits until it lands on `landing`. */
async function browseTo(url: string, landing: string): Promise<URL> {
  context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForURL((current) => current.toString().startsWith(landing));
  return new URL(page.url());
}

/** The SDK, signed in with the session cookie the browser was given. */
async function accountFromBrowserSession(): Promise<Account> {
  const cookies = await context.cookies(server.url);
  const cookie = cookies.find((candidate) => candidate.name === `a_session_${server.projectId}`);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  const client = new Client()
    .setEndpoint(server.endpoint)
    .setProject(server.projectId)
    .setSession(decodeURIComponent(cookie?.value ?? ""));
  return new Account(client);
}

describe("signing in through the browser with the OpenID Connect provider", () => {
  test("a new person lands on the success page with a session, a verified account and an identity", async () => {
    const pat = providerPerson();
    oidc.nextLogin = pat;
    const landed = await browseTo(startUrl("session"), success());
    expect(landed.search).toBe("");

    const account = await accountFromBrowserSession();
    const user = await account.get();
    expect(user).toMatchObject({ email: pat.email, name: pat.name, emailVerification: true });
    const session = await account.getSession({ sessionId: "current" });
    assertMatchesModel("SessionModel", session);
    expect(session).toMatchObject({
      provider: "oidc",
      providerUid: pat.sub,
      factors: ["email", "oauth2"],
    });
    const identities = await account.listIdentities();
    assertMatchesModel("IdentityListModel", identities);
    expect(identities.identities).toMatchObject([
      { userId: user.$id, provider: "oidc", providerUid: pat.sub, providerEmail: pat.email },
    ]);
  });

  test("signing in again is the same account with the same single identity", async () => {
    const pat = providerPerson();
    oidc.nextLogin = pat;
    await browseTo(startUrl("session"), success());
    const first = await (await accountFromBrowserSession()).get();
    await context.close();

    await browseTo(startUrl("session"), success());
    const account = await accountFromBrowserSession();
    expect((await account.get()).$id).toBe(first.$id);
    expect((await account.listIdentities()).total).toBe(1);
  });

  test("a refusal at the provider lands on the failure URL with Appwrite's error and no session", async () => {
    oidc.nextLogin = "deny";
    const landed = await browseTo(startUrl("session"), failure());
    const error: unknown = JSON.parse(landed.searchParams.get("error") ?? "null");
    expect(error).toMatchObject({ code: 424, type: "user_oauth2_provider_error" });
    expect(JSON.stringify(error)).toContain("access_denied");
    const cookies = await context.cookies(server.url);
    expect(cookies.some((cookie) => cookie.name.startsWith("a_session_"))).toBe(false);
  });
});

describe("the token flow", () => {
  test("the success URL gets a userId and secret that POST /account/sessions/token accepts once", async () => {
    const pat = providerPerson();
    oidc.nextLogin = pat;
    const landed = await browseTo(startUrl("token"), success());
    const userId = landed.searchParams.get("userId") ?? "";
    const secret = landed.searchParams.get("secret") ?? "";
    expect(secret).toMatch(/^[0-9a-f]{64}$/);

    const app = sdkUser(server);
    const session = await app.account.createSession({ userId, secret });
    expect(session.userId).toBe(userId);
    expect((await app.account.get()).email).toBe(pat.email);
    await expect(sdkUser(server).account.createSession({ userId, secret })).rejects.toMatchObject({
      code: 401,
      type: "user_invalid_token",
    });
  });
});

describe("joining an existing account", () => {
  /** A member who signed up with a password, their email and a signed-in SDK client. */
  async function passwordMember() {
    const member = sdkUser(server);
    const email = `member-${crypto.randomUUID()}@example.org`;
    const user = await member.account.create({
      userId: "unique()",
      email,
      password: "password123",
    });
    await member.account.createEmailPasswordSession({ email, password: "password123" });
    return { ...member, email, userId: user.$id };
  }

  test("a provider that verified the member's email signs them into their account", async () => {
    const member = await passwordMember();
    oidc.nextLogin = providerPerson({ email: member.email.toUpperCase() });
    await browseTo(startUrl("session"), success());
    expect((await (await accountFromBrowserSession()).get()).$id).toBe(member.userId);
    expect((await member.account.listIdentities()).total).toBe(1);
  });

  test("a provider that did not verify the email is refused with general_bad_request", async () => {
    const member = await passwordMember();
    oidc.nextLogin = providerPerson({ email: member.email, email_verified: false });
    const landed = await browseTo(startUrl("session"), failure());
    expect(JSON.parse(landed.searchParams.get("error") ?? "null")).toMatchObject({
      code: 400,
      type: "general_bad_request",
    });
    expect((await member.account.listIdentities()).total).toBe(0);
  });

  test("a member with two-factor sign-in is not held back by MFA after OAuth2", async () => {
    const member = await passwordMember();
    const { secret } = await member.account.createMFAAuthenticator({
      type: AuthenticatorType.Totp,
    });
    await member.account.updateMFAAuthenticator({
      type: AuthenticatorType.Totp,
      otp: totpCode(secret),
    });
    await member.account.updateMFA({ mfa: true });
    oidc.nextLogin = providerPerson({ email: member.email });
    await browseTo(startUrl("session"), success());
    const user = await (await accountFromBrowserSession()).get();
    expect(user).toMatchObject({ $id: member.userId, mfa: true });
  });
});
