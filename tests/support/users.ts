import crypto from "node:crypto";
import { Client, ID, Users } from "node-appwrite";
import { createUser } from "../../backend/services/account/accounts.ts";
import { sdkUser, type SdkUser } from "./sdk.ts";
import type { TestServer } from "./test-server.ts";

export interface TestAccount {
  email: string;
  password: string;
}

/**
 * Creates a user the way `npm run users -- create` does (labels can only be given server-side, as
 * with Appwrite's Users API), then returns a signed-in SDK client for them.
 */
export async function signedInUser(
  server: TestServer,
  options: { labels?: string[]; name?: string } = {},
): Promise<SdkUser & TestAccount> {
  const account = await createTestAccount(server, options);
  return { ...(await signedInSdk(server, account)), ...account };
}

/** A signed-in organiser: a user carrying the `admin` label. */
export function signedInAdmin(server: TestServer): Promise<SdkUser & TestAccount> {
  return signedInUser(server, { labels: ["admin"], name: "Test Organiser" });
}

/** The organiser the browser journeys sign in as: the `admin` label, a name the screens show. */
export const ORGANISER = { labels: ["admin"], name: "Robin Organiser" };

/**
 * Creates an account (not signed in) the way `npm run users -- create` does, or, with the site on
 * a real Appwrite, through Appwrite's Users API with the site's key (as its console would), and
 * returns its credentials.
 */
export async function createTestAccount(
  server: TestServer,
  options: { labels?: string[]; name?: string } = {},
): Promise<TestAccount> {
  const email = `user-${crypto.randomUUID()}@example.org`;
  const password = `pw-${crypto.randomUUID()}`;
  const user = { email, password, name: options.name ?? "Test User", labels: options.labels ?? [] };
  if (server.backend) {
    await createUser({ accounts: server.backend.store.accounts, now: () => new Date() }, user);
  } else if (server.apiKey) {
    const client = new Client()
      .setEndpoint(server.endpoint)
      .setProject(server.projectId)
      .setKey(server.apiKey);
    const users = new Users(client);
    const { $id } = await users.create({ userId: ID.unique(), email, password, name: user.name });
    await users.updateLabels({ userId: $id, labels: user.labels });
  } else {
    throw new Error("The test server has neither an embedded backend nor a key of its Appwrite.");
  }
  return { email, password };
}

/** An SDK client signed in as `account`, for seeding data and reading what the UI stored. */
export async function signedInSdk(server: TestServer, account: TestAccount): Promise<SdkUser> {
  const user = sdkUser(server);
  await user.account.createEmailPasswordSession({
    email: account.email,
    password: account.password,
  });
  return user;
}

/**
 * Signs `account` in through the site's own sign-in form, as the admin screens do (decision 0148),
 * and returns the cookie the site keeps the session in, by name: what a browser then holds.
 */
export async function siteSessionCookies(
  server: Pick<TestServer, "url">,
  account: TestAccount,
): Promise<Map<string, string>> {
  const response = await fetch(`${server.url}/admin`, {
    method: "POST",
    headers: { "Sec-Fetch-Site": "same-origin" },
    body: new URLSearchParams({ intent: "login", ...account }),
    redirect: "manual",
  });
  const cookies = new Map<string, string>();
  for (const line of response.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(at + 1) !== "") cookies.set(pair.slice(0, at), pair.slice(at + 1));
  }
  if (cookies.size === 0) {
    throw new Error(`The site's sign-in answered ${response.status} and no session cookie.`);
  }
  return cookies;
}
