import { AppwriteException as ClientException } from "appwrite";
import { AppwriteException, Client, ID, Query, Users } from "node-appwrite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { createTestAccount, signedInSdk, type TestAccount } from "../../support/users.ts";

// Appwrite's Users API as the site's server calls it, through the official server SDK with the
// site's key (issue 29 item 2): organisers found by their label, labels replaced, sessions ended,
// and nobody without a key let in.

let server: TestServer;
let users: Users;
let organiser: TestAccount;
let member: TestAccount;
let memberSdk: SdkUser;

async function failure(call: () => Promise<unknown>) {
  try {
    await call();
  } catch (error) {
    if (error instanceof AppwriteException || error instanceof ClientException) {
      return { code: error.code, type: error.type, message: error.message };
    }
    throw error;
  }
  throw new Error("It was accepted.");
}

async function idOf(account: TestAccount): Promise<string> {
  const found = await users.list({ queries: [Query.equal("email", account.email)] });
  const [user] = found.users;
  if (!user) throw new Error(`No user ${account.email}`);
  return user.$id;
}

beforeAll(async () => {
  server = await startTestServer();
  const key = server.backend?.siteKey ?? "";
  users = new Users(
    new Client().setEndpoint(server.endpoint).setProject(server.projectId).setKey(key),
  );
  organiser = await createTestAccount(server, { labels: ["admin"], name: "Robin" });
  member = await createTestAccount(server, { name: "Sam" });
  memberSdk = await signedInSdk(server, member);
});

afterAll(() => server.stop());

describe("the Users API without a key", () => {
  it("refuses a guest and a signed-in member as Appwrite does, naming who and the scope", async () => {
    const call = (sdk: SdkUser) =>
      sdk.client.call("get", new URL(`${server.endpoint}/users`), {
        "X-Appwrite-Project": server.projectId,
      });
    expect(await failure(() => call(sdkUser(server)))).toEqual({
      code: 401,
      type: "general_unauthorized_scope",
      message: "User (role: guests) missing scope (users.read)",
    });
    expect(await failure(() => call(memberSdk))).toMatchObject({
      code: 401,
      message: `${member.email} (role: users) missing scope (users.read)`,
    });
  });
});

describe("the Users API with the site's key", () => {
  it("lists the organisers by their label, and finds one by email or by a search", async () => {
    const organisers = await users.list({ queries: [Query.contains("labels", ["admin"])] });
    expect(organisers.users.map((user) => user.email)).toEqual([organiser.email]);
    expect(organisers.total).toBe(1);
    const [robin] = organisers.users;
    expect(robin).toMatchObject({ name: "Robin", labels: ["admin"], status: true });
    expect((await users.list({ search: "sam" })).users.map((user) => user.email)).toEqual([
      member.email,
    ]);
  });

  it("pages with limit, offset and a cursor, and orders as asked", async () => {
    const all = await users.list({ queries: [Query.orderAsc("email")] });
    expect(all.total).toBeGreaterThanOrEqual(2);
    const emails = all.users.map((user) => user.email);
    expect([...emails].sort()).toEqual(emails);
    const first = await users.list({ queries: [Query.orderAsc("email"), Query.limit(1)] });
    expect(first.users.map((user) => user.email)).toEqual(emails.slice(0, 1));
    expect(first.total).toBe(all.total);
    const after = await users.list({
      queries: [Query.orderAsc("email"), Query.cursorAfter(first.users[0]?.$id ?? "")],
    });
    expect(after.users.map((user) => user.email)).toEqual(emails.slice(1));
    const second = await users.list({ queries: [Query.orderAsc("email"), Query.offset(1)] });
    expect(second.users.map((user) => user.email)).toEqual(emails.slice(1));
  });

  it("refuses a query on what Appwrite does not let users be queried by", async () => {
    expect(await failure(() => users.list({ queries: [Query.equal("prefs", ["x"])] }))).toEqual({
      code: 400,
      type: "general_query_invalid",
      message: "Invalid query: Attribute not found in schema: prefs",
    });
    expect(
      await failure(() => users.list({ queries: [Query.cursorAfter("nobody")] })),
    ).toMatchObject({ code: 400, type: "general_cursor_not_found" });
  });

  it("replaces labels, marks an email verified, and says user_not_found for nobody", async () => {
    const id = await idOf(member);
    expect((await users.updateLabels({ userId: id, labels: ["admin", "admin"] })).labels).toEqual([
      "admin",
    ]);
    expect((await users.updateLabels({ userId: id, labels: [] })).labels).toEqual([]);
    expect(
      await failure(() => users.updateLabels({ userId: id, labels: ["not ok!"] })),
    ).toMatchObject({ code: 400, type: "general_argument_invalid" });
    expect(
      (await users.updateEmailVerification({ userId: id, emailVerification: true }))
        .emailVerification,
    ).toBe(true);
    expect(await failure(() => users.get({ userId: "nobody" }))).toMatchObject({
      code: 404,
      type: "user_not_found",
    });
  });

  it("lists a member's sessions and ends them all: the member is signed out", async () => {
    const id = await idOf(member);
    const sessions = await users.listSessions({ userId: id });
    expect(sessions.total).toBe(1);
    expect(sessions.sessions[0]).toMatchObject({ userId: id, current: false, secret: "" });
    await users.deleteSessions({ userId: id });
    expect(await failure(() => memberSdk.account.get())).toMatchObject({ code: 401 });
  });

  it("creates a user who can then sign in, whatever SIGNUPS says; a taken address is refused", async () => {
    const email = `new-${Date.now()}@example.org`;
    const created = await users.create({
      userId: ID.unique(),
      email,
      password: "a long passphrase",
      name: "Alex",
    });
    expect(created).toMatchObject({ email, name: "Alex", labels: [], emailVerification: false });
    expect(created.passwordUpdate).not.toBe("");
    const alex = await signedInSdk(server, { email, password: "a long passphrase" });
    expect((await alex.account.get()).$id).toBe(created.$id);
    expect(
      await failure(() => users.create({ userId: ID.unique(), email, password: "another one!" })),
    ).toMatchObject({ code: 409, type: "user_already_exists" });
    expect(
      await failure(() =>
        users.create({ userId: ID.unique(), email: "x@example.org", password: "short" }),
      ),
    ).toMatchObject({ code: 400, type: "general_argument_invalid" });
  });

  it("deletes a user", async () => {
    const gone = await createTestAccount(server);
    const id = await idOf(gone);
    await users.delete({ userId: id });
    expect(await failure(() => users.get({ userId: id }))).toMatchObject({ code: 404 });
  });
  it("makes a JWT for a user with no session, which acts as that user until the user is deleted", async () => {
    const created = await users.create({ userId: ID.unique(), name: "Projector" });
    const { jwt } = await users.createJWT({ userId: created.$id, duration: 60 });
    const holder = sdkUser(server);
    holder.client.setJWT(jwt);
    expect(await holder.account.get()).toMatchObject({ $id: created.$id, email: "", labels: [] });
    await users.delete({ userId: created.$id });
    expect(await failure(() => holder.account.get())).toMatchObject({ code: 401 });
  });

  it("makes a JWT for a member's most recent session, which ends with it; an unknown user and a long duration are refused", async () => {
    const fresh = await createTestAccount(server, { name: "Kai" });
    await signedInSdk(server, fresh);
    const id = await idOf(fresh);
    const { jwt } = await users.createJWT({ userId: id, sessionId: "recent" });
    const holder = sdkUser(server);
    holder.client.setJWT(jwt);
    expect((await holder.account.get()).$id).toBe(id);
    await users.deleteSessions({ userId: id });
    expect(await failure(() => holder.account.get())).toMatchObject({ code: 401 });
    expect(await failure(() => users.createJWT({ userId: "nobody-here" }))).toMatchObject({
      code: 404,
      type: "user_not_found",
    });
    expect(await failure(() => users.createJWT({ userId: id, duration: 3601 }))).toMatchObject({
      code: 400,
      type: "general_argument_invalid",
    });
  });
});
