import { ID } from "appwrite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readOutbox } from "../../../backend/mail/outbox.ts";
import { sdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { createTestAccount, signedInSdk } from "../../support/users.ts";

// A club that switched every sign-in method on but kept sign-ups closed.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ signupsOpen: false });
});

afterAll(() => server.stop());

const usersLimit = { code: 400, type: "user_count_exceeded" };

describe("with sign-ups closed and every method on", () => {
  test.each([
    {
      name: "a magic URL",
      call: (email: string) =>
        sdkUser(server).account.createMagicURLToken({ userId: ID.unique(), email }),
    },
    {
      name: "an email code",
      call: (email: string) =>
        sdkUser(server).account.createEmailToken({ userId: ID.unique(), email }),
    },
  ])("$name for an unknown address is user_count_exceeded and sends nothing", async ({ call }) => {
    const email = `stranger-${crypto.randomUUID()}@example.org`;

    await expect(call(email)).rejects.toMatchObject(usersLimit);

    const messages = await readOutbox(server.dataDir);
    expect(messages.some((message) => message.to === email)).toBe(false);
  });

  test("a magic URL for a member's address is sent, and its link signs the member in", async () => {
    const { email } = await createTestAccount(server);
    const visitor = sdkUser(server);

    const token = await visitor.account.createMagicURLToken({ userId: ID.unique(), email });

    const mail = (await readOutbox(server.dataDir)).findLast((message) => message.to === email);
    const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "http://missing/");
    const secret = link.searchParams.get("secret") ?? "";
    const session = await visitor.account.updateMagicURLSession({ userId: token.userId, secret });
    expect(session.userId).toBe(token.userId);
    expect((await visitor.account.get()).email).toBe(email);
  });

  test("a phone code for an unknown number is user_count_exceeded", async () => {
    await expect(
      sdkUser(server).account.createPhoneToken({ userId: ID.unique(), phone: "+15555550199" }),
    ).rejects.toMatchObject(usersLimit);
  });

  test("an anonymous session is user_count_exceeded", async () => {
    await expect(sdkUser(server).account.createAnonymousSession()).rejects.toMatchObject(
      usersLimit,
    );
  });

  test("an existing member still signs in with a password", async () => {
    const account = await createTestAccount(server);
    const member = await signedInSdk(server, account);
    expect((await member.account.get()).email).toBe(account.email);
  });
});
