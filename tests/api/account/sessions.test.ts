import { ID } from "appwrite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { assertMatchesModel } from "../../support/response-schemas.ts";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";

let server: TestServer;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server.stop());

/** A visitor with an account, not yet signed in. */
async function member(): Promise<SdkUser & { email: string; userId: string }> {
  const email = `member${++counter}@example.org`;
  const visitor = sdkUser(server);
  const user = await visitor.account.create(ID.unique(), email, "password123");
  return { ...visitor, email, userId: user.$id };
}

describe("signing in (POST /account/sessions/email)", () => {
  test("the right email and password give 201, a current email session, and a cookie", async () => {
    const sam = await member();
    const session = await sam.account.createEmailPasswordSession(
      sam.email.toUpperCase(),
      "password123",
    );
    assertMatchesModel("SessionModel", session);
    expect(session).toMatchObject({
      userId: sam.userId,
      provider: "email",
      providerUid: sam.email,
      current: true,
      secret: "",
      ip: "127.0.0.1",
    });
    const expiresInDays =
      (Date.parse(session.expire) - Date.parse(session.$createdAt)) / 86_400_000;
    expect(expiresInDays).toBe(365);
    expect(sam.cookies.has("a_session_pride-club")).toBe(true);
  });

  test.each([
    { name: "a wrong password", email: (known: string) => known, password: "password124" },
    { name: "an unknown email", email: () => "nobody@example.org", password: "password123" },
  ])("$name gets 401 user_invalid_credentials and no cookie", async ({ email, password }) => {
    const sam = await member();
    await expect(
      sam.account.createEmailPasswordSession(email(sam.email), password),
    ).rejects.toMatchObject({
      code: 401,
      type: "user_invalid_credentials",
      message: "Invalid credentials. Please check the email and password.",
    });
    expect(sam.cookies.size).toBe(0);
  });

  test("a signed-in user who signs in again gets 401 user_session_already_exists", async () => {
    const sam = await member();
    await sam.account.createEmailPasswordSession(sam.email, "password123");
    await expect(
      sam.account.createEmailPasswordSession(sam.email, "password123"),
    ).rejects.toMatchObject({
      code: 401,
      type: "user_session_already_exists",
    });
  });
});

describe("managing sessions", () => {
  test("a user lists their sessions, with only this one marked current", async () => {
    const sam = await member();
    const phone = sdkUser(server);
    await phone.account.createEmailPasswordSession(sam.email, "password123");
    const current = await sam.account.createEmailPasswordSession(sam.email, "password123");
    const list = await sam.account.listSessions();
    assertMatchesModel("SessionListModel", list);
    expect(list.total).toBe(2);
    expect(
      list.sessions.filter((session) => session.current).map((session) => session.$id),
    ).toEqual([current.$id]);
  });

  test("a user gets the current session and one by id", async () => {
    const sam = await member();
    const created = await sam.account.createEmailPasswordSession(sam.email, "password123");
    const current = await sam.account.getSession("current");
    assertMatchesModel("SessionModel", current);
    expect(current).toMatchObject({ $id: created.$id, current: true, secret: "" });
    expect((await sam.account.getSession(created.$id)).$id).toBe(created.$id);
  });

  test("another user's session id is 404 user_session_not_found", async () => {
    const sam = await member();
    const alex = await member();
    await sam.account.createEmailPasswordSession(sam.email, "password123");
    const alexSession = await alex.account.createEmailPasswordSession(alex.email, "password123");
    await expect(sam.account.getSession(alexSession.$id)).rejects.toMatchObject({
      code: 404,
      type: "user_session_not_found",
    });
    await expect(sam.account.deleteSession(alexSession.$id)).rejects.toMatchObject({
      code: 404,
      type: "user_session_not_found",
    });
    expect((await alex.account.get()).$id).toBe(alex.userId);
  });

  test("signing out deletes the current session and clears the cookie", async () => {
    const sam = await member();
    await sam.account.createEmailPasswordSession(sam.email, "password123");
    await sam.account.deleteSession("current");
    expect(sam.cookies.size).toBe(0);
    await expect(sam.account.get()).rejects.toMatchObject({
      code: 401,
      type: "general_unauthorized_scope",
    });
  });

  test("deleting another of one's sessions by id keeps this one signed in", async () => {
    const sam = await member();
    const laptop = sdkUser(server);
    const other = await laptop.account.createEmailPasswordSession(sam.email, "password123");
    await sam.account.createEmailPasswordSession(sam.email, "password123");
    await sam.account.deleteSession(other.$id);
    expect(sam.cookies.size).toBe(1);
    expect((await sam.account.listSessions()).total).toBe(1);
    await expect(laptop.account.get()).rejects.toMatchObject({ code: 401 });
  });

  test("signing out everywhere ends every session of the user", async () => {
    const sam = await member();
    const laptop = sdkUser(server);
    await laptop.account.createEmailPasswordSession(sam.email, "password123");
    await sam.account.createEmailPasswordSession(sam.email, "password123");
    await sam.account.deleteSessions();
    expect(sam.cookies.size).toBe(0);
    await expect(sam.account.get()).rejects.toMatchObject({ code: 401 });
    await expect(laptop.account.get()).rejects.toMatchObject({ code: 401 });
  });

  test.each([
    { name: "list sessions", call: (guest: SdkUser) => guest.account.listSessions() },
    {
      name: "get the current session",
      call: (guest: SdkUser) => guest.account.getSession("current"),
    },
    {
      name: "delete the current session",
      call: (guest: SdkUser) => guest.account.deleteSession("current"),
    },
    { name: "delete all sessions", call: (guest: SdkUser) => guest.account.deleteSessions() },
  ])("a guest who tries to $name gets 401 general_unauthorized_scope", async ({ call }) => {
    await expect(call(sdkUser(server))).rejects.toMatchObject({
      code: 401,
      type: "general_unauthorized_scope",
    });
  });

  test("a stale or forged session cookie is a guest, not an error", async () => {
    const visitor = sdkUser(server);
    visitor.cookies.set(
      "a_session_pride-club",
      Buffer.from('{"id":"nobody","secret":"x"}').toString("base64"),
    );
    await expect(visitor.account.get()).rejects.toMatchObject({
      code: 401,
      type: "general_unauthorized_scope",
    });
  });
});
