import { expect } from "vitest";
import { AuthenticationFactor, type Account, type Databases, type Storage } from "appwrite";
import {
  Account as AccountV18,
  Client as ClientV18,
  Databases as DatabasesV18,
  Storage as StorageV18,
} from "appwrite-v18";
import { readOutbox } from "../../../backend/mail/outbox.ts";
import { JAR_HEADER } from "../../support/cookie-jar.ts";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { createTestAccount, signedInAdmin, signedInUser } from "../../support/users.ts";
import { schemaWithCounters } from "../documents/custom-schema-server.ts";
import {
  memberWithTotp as memberWithTotpApp,
  nextTotpCode,
  type TotpMember as SupportTotpMember,
} from "../../support/totp.ts";
import { startOAuth2TestServer, type OAuth2TestServer } from "../oauth2/oauth2-test-server.ts";
import { listenOidcProvider } from "../oauth2/oidc-test-provider.ts";

/**
 * One simulated browser holding both SDK eras on one cookie jar: `current` is appwrite@27 with
 * object parameters, `v18` the 1.7-era SDK with positional ones. Rows build their state with
 * `current` and make the call under test with the era being run.
 */
export interface Visitor {
  current: { account: Account; databases: Databases; storage: Storage };
  v18: { account: AccountV18; databases: DatabasesV18; storage: StorageV18 };
}

/** A visitor signed in to their own new account. */
export interface Member extends Visitor {
  userId: string;
  email: string;
  password: string;
}

/** A member whose authenticator app is bound and verified; `secret` is what the app holds. */
export type TotpMember = Member & Pick<SupportTotpMember, "secret">;

/**
 * What the rows work against: a fresh server with the shipped data model plus `club_counters`
 * (numbers for increment and decrement), and a second one configured with a real local OpenID
 * Connect provider, for the two OAuth2 redirects.
 */
export interface Scenario {
  server: TestServer;
  oauth2: { server: OAuth2TestServer; issuer: string };
  stop(): Promise<void>;
}

/** Starts the provider, the server it is configured for, and the main server; all fresh. */
export async function startScenario(): Promise<Scenario> {
  const oidc = await listenOidcProvider();
  const oauth2 = await startOAuth2TestServer({
    issuer: oidc.issuer,
    clientId: oidc.clientId,
    clientSecret: oidc.clientSecret,
  });
  await oidc.start(oauth2.callbackUrl);
  const server = await startTestServer({ schema: schemaWithCounters() });
  return {
    server,
    oauth2: { server: oauth2, issuer: oidc.issuer },
    stop: async () => {
      await Promise.all([server.stop(), oauth2.stop()]);
      await oidc.close();
    },
  };
}

/** Both SDK eras on the cookie jar of `user` (an official-SDK client from tests/support). */
function withBothEras(user: SdkUser, target: { endpoint: string; projectId: string }): Visitor {
  const v18 = new ClientV18().setEndpoint(target.endpoint).setProject(target.projectId);
  const jar = user.client.headers[JAR_HEADER];
  if (jar === undefined) throw new Error("The SDK client has no cookie jar.");
  v18.headers[JAR_HEADER] = jar;
  return {
    current: { account: user.account, databases: user.databases, storage: user.storage },
    v18: {
      account: new AccountV18(v18),
      databases: new DatabasesV18(v18),
      storage: new StorageV18(v18),
    },
  };
}

/** A visitor who is not signed in, on the main server or on the OAuth2 one. */
export function guest(target: { endpoint: string; projectId: string }): Visitor {
  return withBothEras(sdkUser(target), target);
}

/** A signed-in member with a new account. */
export async function member(scenario: Scenario): Promise<Member> {
  const user = await signedInUser(scenario.server);
  const { $id } = await user.account.get();
  return { ...withBothEras(user, scenario.server), userId: $id, ...credentials(user) };
}

/** A signed-in organiser (label `admin`), who may write `club_counters`. */
export async function admin(scenario: Scenario): Promise<Member> {
  const user = await signedInAdmin(scenario.server);
  const { $id } = await user.account.get();
  return { ...withBothEras(user, scenario.server), userId: $id, ...credentials(user) };
}

function credentials(user: { email: string; password: string }) {
  return { email: user.email, password: user.password };
}

/** An account that exists but is not signed in anywhere. */
export const account = (scenario: Scenario) => createTestAccount(scenario.server);

/** A member who has bound an authenticator app (MFA itself still off). */
export async function memberWithTotp(scenario: Scenario): Promise<TotpMember> {
  const sam = await memberWithTotpApp(scenario.server);
  return {
    ...withBothEras(sam, scenario.server),
    userId: sam.userId,
    ...credentials(sam),
    secret: sam.secret,
  };
}

/** The same person signing in on another device: a new session, owing a factor when MFA is on. */
export async function signInAgain(scenario: Scenario, person: Member): Promise<Visitor> {
  const device = guest(scenario.server);
  await device.current.account.createEmailPasswordSession({
    email: person.email,
    password: person.password,
  });
  return device;
}

/** Answers a TOTP challenge on `device`, which makes its session recently checked. */
export async function passTotpChallenge(person: TotpMember, device: Visitor): Promise<void> {
  const { account } = device.current;
  const { $id } = await account.createMFAChallenge({ factor: AuthenticationFactor.Totp });
  await account.updateMFAChallenge({ challengeId: $id, otp: nextTotpCode(person.secret) });
}

let phoneNumbers = 0;

/** A phone number no other row uses (each SDK era runs against its own server). */
export function newPhone(): string {
  return `+1555${String(++phoneNumbers).padStart(7, "0")}`;
}

/** The text of the newest outbox message (email or SMS) to `to`. */
export async function lastMessageTo(scenario: Scenario, to: string): Promise<string> {
  // Waits for one: a recovery email leaves after its answer (decision 0068).
  let text: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = await readOutbox(scenario.server.dataDir);
        text = messages.filter((candidate) => candidate.to === to).at(-1)?.text;
        return text;
      },
      { message: `a message to ${to} in the outbox` },
    )
    .toBeDefined();
  return text ?? "";
}

/** The userId and secret the link in the newest email to `to` carries. */
export async function linkSecretTo(
  scenario: Scenario,
  to: string,
): Promise<{ userId: string; secret: string }> {
  const text = await lastMessageTo(scenario, to);
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (!link) throw new Error(`No link in:\n${text}`);
  const { searchParams } = new URL(link);
  return { userId: searchParams.get("userId") ?? "", secret: searchParams.get("secret") ?? "" };
}

/** The 6-digit code in the newest message to `to`. */
export async function codeSentTo(scenario: Scenario, to: string): Promise<string> {
  const text = await lastMessageTo(scenario, to);
  const code = /\b\d{6}\b/.exec(text)?.[0];
  if (!code) throw new Error(`No code in:\n${text}`);
  return code;
}

/** A browser's visit to the URL an SDK built for an OAuth2 start, not following the redirect. */
export function visitOAuth2Start(url: unknown): Promise<Response> {
  if (typeof url !== "string") throw new Error("In Node the SDK returns the URL to open.");
  return fetch(url, { redirect: "manual" });
}
