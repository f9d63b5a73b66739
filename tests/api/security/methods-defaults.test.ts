import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Account, AppwriteException, Client, ID } from "appwrite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { createTestAccount, signedInSdk, signedInUser } from "../../support/users.ts";

// The shipped defaults: AUTH_METHODS=email-password,jwt and SIGNUPS=closed.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ authMethods: ["email-password", "jwt"], signupsOpen: false });
});

afterAll(() => server.stop());

/** What a visitor's call was answered with: Appwrite's error, or "ok". */
async function outcomeOf(call: () => Promise<unknown>) {
  try {
    await call();
    return "ok";
  } catch (error) {
    if (!(error instanceof AppwriteException)) throw error;
    return { code: error.code, type: error.type, message: error.message };
  }
}

const methodOff = (name: string) => ({
  code: 501,
  type: "user_auth_method_unsupported",
  message: `${name} authentication is disabled for this project`,
});

describe("with the default settings", () => {
  test.each([
    {
      name: "signing up with an email and password",
      call: () =>
        sdkUser(server).account.create({
          userId: ID.unique(),
          email: "squatter@example.org",
          password: "password123",
        }),
      // Appwrite's users limit; its catalogue gives this type the code 400.
      expected: {
        code: 400,
        type: "user_count_exceeded",
        message:
          "The current project has exceeded the maximum number of users. Please check your user limit in the Appwrite console.",
      },
    },
    {
      name: "an anonymous session",
      call: () => sdkUser(server).account.createAnonymousSession(),
      expected: methodOff("Anonymous"),
    },
    {
      name: "a magic URL for an organiser's address",
      call: async () => {
        const { email } = await createTestAccount(server, { labels: ["admin"] });
        return sdkUser(server).account.createMagicURLToken({ userId: ID.unique(), email });
      },
      expected: methodOff("Magic URL"),
    },
    {
      name: "an email code for an organiser's address",
      call: async () => {
        const { email } = await createTestAccount(server, { labels: ["admin"] });
        return sdkUser(server).account.createEmailToken({ userId: ID.unique(), email });
      },
      expected: methodOff("Email OTP"),
    },
    {
      name: "a phone code",
      call: () =>
        sdkUser(server).account.createPhoneToken({ userId: ID.unique(), phone: "+15555550111" }),
      expected: methodOff("Phone"),
    },
  ])("a visitor asking for $name is refused", async ({ call, expected }) => {
    expect(await outcomeOf(call)).toEqual(expected);
  });

  test("a visitor's refused sign-up leaves no account behind, so the organiser's address stays free", async () => {
    const email = `organiser-${crypto.randomUUID()}@example.org`;
    await outcomeOf(() =>
      sdkUser(server).account.create({ userId: ID.unique(), email, password: "password123" }),
    );

    const organiser = await signedInSdk(server, await createTestAccount(server));
    expect(await outcomeOf(() => organiser.account.get())).toBe("ok");
    await expect(signedInSdk(server, { email, password: "password123" })).rejects.toMatchObject({
      code: 401,
      type: "user_invalid_credentials",
    });
  });

  test("a member asking for a phone verification code is refused, as the phone method is off", async () => {
    const sam = await signedInUser(server);
    expect(await outcomeOf(() => sam.account.createPhoneVerification())).toEqual(
      methodOff("Phone"),
    );
  });

  test("an account made by the users command signs in with its password and uses a JWT", async () => {
    const account = await createTestAccount(server, { labels: ["admin"] });
    const organiser = await signedInSdk(server, account);

    const { jwt } = await organiser.account.createJWT();
    const withJwt = new Account(
      new Client().setEndpoint(server.endpoint).setProject(server.projectId).setJWT(jwt),
    );

    expect((await withJwt.get()).email).toBe(account.email);
  });
});

describe("with JWTs switched off", () => {
  test("a member asking for a JWT is refused, and one made before still works, as in Appwrite", async () => {
    // One server per data folder: the JWT is made before the restart that switches JWTs off.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-test-"));
    const withJwts = await startTestServer({ dataDir });
    const account = await createTestAccount(withJwts);
    const jwt = (await (await signedInSdk(withJwts, account)).account.createJWT()).jwt;
    await withJwts.stop();
    const noJwt = await startTestServer({
      authMethods: ["email-password"],
      signupsOpen: false,
      dataDir,
    });
    try {
      const member = await signedInSdk(noJwt, account);

      expect(await outcomeOf(() => member.account.createJWT())).toEqual(methodOff("JWT"));
      const withJwt = new Account(
        new Client().setEndpoint(noJwt.endpoint).setProject(noJwt.projectId).setJWT(jwt),
      );
      expect((await withJwt.get()).email).toBe(account.email);
    } finally {
      await noJwt.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
