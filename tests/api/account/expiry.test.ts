import { Account, Client, ID } from "appwrite";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { assertMatchesModel } from "../../support/response-schemas.ts";
import { sdkUser } from "../../support/sdk.ts";
import { createTestAccount, signedInUser } from "../../support/users.ts";
import {
  codeIn,
  linkIn,
  nextMailTo,
  startServerWithInbox,
  tokenIn,
  type ServerWithInbox,
} from "./delivery.ts";

// The server reads this clock, so a test can move time on without waiting.
let clock = new Date("2031-06-01T12:00:00.000Z");
let setup: ServerWithInbox;
const MINUTE = 60_000;
const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * MINUTE);
};

beforeAll(async () => {
  setup = await startServerWithInbox({ now: () => clock });
});

beforeEach(() => {
  clock = new Date(clock.getTime() + 24 * 60 * MINUTE);
});

afterAll(() => setup.stop());

const invalidToken = { code: 401, type: "user_invalid_token" };

describe("Appwrite's token lifetimes", () => {
  test.each([
    { name: "an email code used after 14 minutes works", minutes: 14, works: true },
    { name: "an email code used after 16 minutes is 401", minutes: 16, works: false },
  ])("$name", async ({ minutes, works }) => {
    const { email } = await createTestAccount(setup.server);
    const visitor = sdkUser(setup.server);
    const token = await visitor.account.createEmailToken({ userId: ID.unique(), email });
    const code = codeIn((await nextMailTo(setup.inbox, email)).text);
    later(minutes);
    const attempt = visitor.account.createSession({ userId: token.userId, secret: code });
    if (works) expect((await attempt).provider).toBe("token");
    else await expect(attempt).rejects.toMatchObject(invalidToken);
  });

  test("a recovery link followed after 61 minutes is 401 user_invalid_token", async () => {
    const { email } = await createTestAccount(setup.server);
    const visitor = sdkUser(setup.server);
    await visitor.account.createRecovery({ email, url: setup.server.url });
    const link = linkIn(await nextMailTo(setup.inbox, email));
    later(61);
    await expect(
      visitor.account.updateRecovery({ ...tokenIn(link), password: "too-late-password" }),
    ).rejects.toMatchObject(invalidToken);
  });

  test("a JWT used after 16 minutes is 401 user_jwt_invalid", async () => {
    const sam = await signedInUser(setup.server);
    const { jwt } = await sam.account.createJWT();
    const client = new Client()
      .setEndpoint(setup.server.endpoint)
      .setProject(setup.server.projectId);
    const other = new Account(client.setJWT(jwt));
    expect((await other.get()).email).toBe(sam.email);
    later(16);
    await expect(other.get()).rejects.toMatchObject({ code: 401, type: "user_jwt_invalid" });
  });
});

describe("extending a session (PATCH /account/sessions/{sessionId})", () => {
  test("a member who extends the current session has it last a year from now", async () => {
    const sam = await signedInUser(setup.server);
    const created = await sam.account.getSession({ sessionId: "current" });
    later(30 * 24 * 60);

    const extended = await sam.account.updateSession({ sessionId: "current" });

    assertMatchesModel("SessionModel", extended);
    expect(extended).toMatchObject({ $id: created.$id, current: true });
    expect(Date.parse(extended.expire)).toBe(clock.getTime() + 365 * 24 * 60 * MINUTE);
    expect(Date.parse(extended.expire)).toBeGreaterThan(Date.parse(created.expire));
  });

  test("a member extends another of their sessions by id, which is not current", async () => {
    const sam = await signedInUser(setup.server);
    const laptop = sdkUser(setup.server);
    const other = await laptop.account.createEmailPasswordSession({
      email: sam.email,
      password: sam.password,
    });
    const extended = await sam.account.updateSession({ sessionId: other.$id });
    expect(extended).toMatchObject({ $id: other.$id, current: false });
  });

  test("an unknown session id is 404 user_session_not_found", async () => {
    const sam = await signedInUser(setup.server);
    await expect(sam.account.updateSession({ sessionId: "nope" })).rejects.toMatchObject({
      code: 404,
      type: "user_session_not_found",
    });
  });
});
