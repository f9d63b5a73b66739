import { Account, Client, ID, Query } from "appwrite-v18";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { JAR_HEADER, newCookieJar } from "../../support/cookie-jar.ts";
import { assertMatchesModel } from "../../support/response-schemas.ts";
import { createTestAccount } from "../../support/users.ts";
import {
  codeIn,
  lastSmsTo,
  linkIn,
  nextMailTo,
  startServerWithInbox,
  tokenIn,
  type ServerWithInbox,
} from "./delivery.ts";

// The 1.7-era SDK (appwrite@18): positional arguments, and the 1.7 paths such as
// /account/verification, which the current SDK moved to /account/verifications/email.

let setup: ServerWithInbox;

beforeAll(async () => {
  setup = await startServerWithInbox();
});

afterAll(() => setup.stop());

/** A visitor's browser with the 1.7-era SDK and its own cookie jar. */
function v18Visitor(): Account {
  const jar = newCookieJar();
  const client = new Client().setEndpoint(setup.server.endpoint).setProject(setup.server.projectId);
  client.headers[JAR_HEADER] = jar.id;
  return new Account(client);
}

async function v18Member(): Promise<{ account: Account; email: string; password: string }> {
  const credentials = await createTestAccount(setup.server);
  const account = v18Visitor();
  await account.createEmailPasswordSession(credentials.email, credentials.password);
  return { account, ...credentials };
}

describe("the 1.7-era SDK (appwrite@18)", () => {
  test("signs in with an emailed code and with a magic link", async () => {
    const { email } = await createTestAccount(setup.server);
    const byCode = v18Visitor();
    const token = await byCode.createEmailToken(ID.unique(), email, true);
    assertMatchesModel("TokenModel", token);
    const code = codeIn((await nextMailTo(setup.inbox, email)).text);
    const session = await byCode.createSession(token.userId, code);
    assertMatchesModel("SessionModel", session);

    const byLink = v18Visitor();
    await byLink.createMagicURLToken(ID.unique(), email, `${setup.server.url}/magic`);
    const { userId, secret } = tokenIn(linkIn(await nextMailTo(setup.inbox, email)));
    expect((await byLink.updateMagicURLSession(userId, secret)).provider).toBe("magic-url");
    expect((await byLink.get()).email).toBe(email);
  });

  test("verifies the email at /account/verification and the phone at /account/verification/phone", async () => {
    const sam = await v18Member();
    const me = await sam.account.updatePhone("+15555550401", sam.password);

    await sam.account.createVerification(`${setup.server.url}/verify`);
    const link = tokenIn(linkIn(await nextMailTo(setup.inbox, sam.email)));
    await v18Visitor().updateVerification(link.userId, link.secret);
    await sam.account.createPhoneVerification();
    const code = codeIn(await lastSmsTo(setup.server, "+15555550401"));
    await sam.account.updatePhoneVerification(me.$id, code);

    expect(await sam.account.get()).toMatchObject({
      emailVerification: true,
      phoneVerification: true,
    });
  });

  test("recovers a password and changes it again with the old one", async () => {
    const { email } = await createTestAccount(setup.server);
    const visitor = v18Visitor();
    await visitor.createRecovery(email, setup.server.url);
    const { userId, secret } = tokenIn(linkIn(await nextMailTo(setup.inbox, email)));
    await visitor.updateRecovery(userId, secret, "recovered-in-v18");

    await visitor.createEmailPasswordSession(email, "recovered-in-v18");
    const user = await visitor.updatePassword("changed-in-v18", "recovered-in-v18");
    assertMatchesModel("UserV18Model", user);
  });

  test("creates a JWT that another client uses, manages the profile, targets and logs", async () => {
    const sam = await v18Member();
    const { jwt } = await sam.account.createJWT();
    const server = new Client()
      .setEndpoint(setup.server.endpoint)
      .setProject(setup.server.projectId)
      .setJWT(jwt);
    expect((await new Account(server).get()).email).toBe(sam.email);

    await sam.account.updateName("Sam Eighteen");
    await sam.account.updatePrefs({ theme: "dark" });
    expect(await sam.account.getPrefs()).toEqual({ theme: "dark" });
    const target = await sam.account.createPushTarget(ID.unique(), "token-18");
    await sam.account.updatePushTarget(target.$id, "token-18b");
    await sam.account.deletePushTarget(target.$id);
    await sam.account.updateSession("current");

    const logs = await sam.account.listLogs([Query.limit(3)]);
    assertMatchesModel("LogListV18Model", logs);
    expect(logs.logs.map((log) => log.event)).toEqual([
      "session.update",
      "target.delete",
      "target.update",
    ]);
  });

  test("opens an anonymous session", async () => {
    const visitor = v18Visitor();
    expect((await visitor.createAnonymousSession()).provider).toBe("anonymous");
    expect((await visitor.get()).email).toBe("");
  });
});
