import { Query } from "appwrite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { assertMatchesModel } from "../../support/response-schemas.ts";
import { sdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInUser } from "../../support/users.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server.stop());

describe("the audit trail (GET /account/logs)", () => {
  test("a member sees their account events newest first, with IP, client and time", async () => {
    const sam = await signedInUser(server);
    await sam.account.updateName({ name: "Sam" });
    await sam.account.updatePrefs({ prefs: { theme: "dark" } });
    const laptop = sdkUser(server);
    const other = await laptop.account.createEmailPasswordSession({
      email: sam.email,
      password: sam.password,
    });
    await sam.account.deleteSession({ sessionId: other.$id });

    const list = await sam.account.listLogs();

    assertMatchesModel("LogListModel", list);
    expect(list.logs.map((log) => log.event)).toEqual([
      "session.delete",
      "session.create",
      "user.update",
      "user.update",
      "session.create",
    ]);
    expect(list.total).toBe(5);
    const [newest] = list.logs;
    expect(newest).toMatchObject({ userEmail: sam.email, userName: "Sam", ip: "127.0.0.1" });
    expect(Date.now() - Date.parse(newest?.time ?? "")).toBeLessThan(60_000);
  });

  test("a member pages through the trail with limit and offset", async () => {
    const sam = await signedInUser(server);
    for (const name of ["One", "Two", "Three"]) await sam.account.updateName({ name });

    const page = await sam.account.listLogs({ queries: [Query.limit(2), Query.offset(1)] });

    expect(page.total).toBe(4);
    expect(page.logs.map((log) => [log.event, log.userName])).toEqual([
      ["user.update", "Two"],
      ["user.update", "One"],
    ]);
    expect((await sam.account.listLogs({ total: false })).total).toBe(0);
  });

  test("a member never sees another member's events", async () => {
    const alex = await signedInUser(server);
    await alex.account.updateName({ name: "Alex" });
    const sam = await signedInUser(server);
    const list = await sam.account.listLogs();
    expect(list.logs.every((log) => log.userEmail === sam.email)).toBe(true);
  });

  test.each([
    { name: "a filter query", queries: [Query.equal("event", "user.update")] },
    { name: "a limit of 0", queries: [Query.limit(0)] },
  ])("$name is 400 general_query_invalid", async ({ queries }) => {
    const sam = await signedInUser(server);
    await expect(sam.account.listLogs({ queries })).rejects.toMatchObject({
      code: 400,
      type: "general_query_invalid",
    });
  });

  test("a guest gets 401 general_unauthorized_scope", async () => {
    await expect(sdkUser(server).account.listLogs()).rejects.toMatchObject({
      code: 401,
      type: "general_unauthorized_scope",
    });
  });
});
