import { AppwriteException, Query } from "appwrite";
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

  // Appwrite 1.7.4 checks this param with its Queries validator (a Limit and an Offset), so a
  // query it refuses is a bad argument, in that validator's words.
  test.each([
    {
      name: "a filter query",
      queries: [Query.equal("event", "user.update")],
      message: "Invalid `queries` param: Invalid query method: equal",
    },
    {
      name: "an order query",
      queries: [Query.orderAsc("time")],
      message: "Invalid `queries` param: Invalid query method: orderAsc",
    },
    {
      name: "a limit of 0",
      queries: [Query.limit(0)],
      message:
        "Invalid `queries` param: Invalid query: Invalid limit: Value must be a valid range between 1 and 9,223,372,036,854,775,807",
    },
    {
      name: "a negative offset",
      queries: [Query.offset(-1)],
      message:
        "Invalid `queries` param: Invalid query: Invalid offset: Value must be a valid range between 0 and 9,223,372,036,854,775,807",
    },
    {
      name: "a query that is not JSON",
      queries: ["limit(5)"],
      message: /^Invalid `queries` param: Invalid query: Invalid query: Syntax error/,
    },
  ])("$name is 400 general_argument_invalid, in Appwrite's words", async ({ queries, message }) => {
    const sam = await signedInUser(server);
    const refusal = await sam.account.listLogs({ queries }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(AppwriteException);
    expect(refusal).toMatchObject({ code: 400, type: "general_argument_invalid" });
    expect(refusal).toMatchObject({
      message: typeof message === "string" ? message : expect.stringMatching(message),
    });
  });

  test("a guest gets 401 general_unauthorized_scope", async () => {
    await expect(sdkUser(server).account.listLogs()).rejects.toMatchObject({
      code: 401,
      type: "general_unauthorized_scope",
    });
  });
});
