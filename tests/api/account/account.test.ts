import { ID } from "appwrite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { assertMatchesModel } from "../../support/response-schemas.ts";
import { sdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await sdkUser(server).account.create("taken-id", "taken@example.org", "password123");
});

afterAll(() => server.stop());

let counter = 0;
const freshEmail = () => `visitor${++counter}@example.org`;

describe("creating an account (POST /account)", () => {
  test("a visitor who signs up gets 201 and a user model without any password or hash", async () => {
    const email = freshEmail();
    const user = await sdkUser(server).account.create(
      ID.unique(),
      email.toUpperCase(),
      "password123",
      "Sam",
    );
    assertMatchesModel("UserModel", user);
    expect(user).toMatchObject({
      email,
      name: "Sam",
      labels: [],
      status: true,
      emailVerification: false,
      prefs: {},
    });
    expect(user.$id).toMatch(/^[0-9a-f]{20}$/);
    expect(user.$createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/);
    expect(user).not.toHaveProperty("password");
    expect(user).not.toHaveProperty("hash");
    expect(JSON.stringify(user)).not.toContain("argon2");
  });

  test("a visitor may choose a custom user id", async () => {
    const user = await sdkUser(server).account.create("sam_custom.id", freshEmail(), "password123");
    expect(user.$id).toBe("sam_custom.id");
  });

  const invalid = "general_argument_invalid";
  test.each([
    {
      name: "an email that already has an account (in another case)",
      input: () => ({ userId: ID.unique(), email: "TAKEN@example.org", password: "password123" }),
      code: 409,
      type: "user_already_exists",
      message: "A user with the same id, email, or phone already exists in this project.",
    },
    {
      name: "an id that is taken",
      input: () => ({ userId: "taken-id", email: freshEmail(), password: "password123" }),
      code: 409,
      type: "user_already_exists",
      message: "A user with the same id, email, or phone already exists in this project.",
    },
    {
      name: "a 7-character password",
      input: () => ({ userId: ID.unique(), email: freshEmail(), password: "1234567" }),
      code: 400,
      type: invalid,
      message: "Invalid `password` param: Password must be between 8 and 256 characters long.",
    },
    {
      name: "a 257-character password",
      input: () => ({ userId: ID.unique(), email: freshEmail(), password: "p".repeat(257) }),
      code: 400,
      type: invalid,
      message: "Invalid `password` param: Password must be between 8 and 256 characters long.",
    },
    {
      name: "an invalid email",
      input: () => ({ userId: ID.unique(), email: "not-an-email", password: "password123" }),
      code: 400,
      type: invalid,
      message: "Invalid `email` param: Value must be a valid email address",
    },
    {
      name: "an id with a leading underscore",
      input: () => ({ userId: "_sam", email: freshEmail(), password: "password123" }),
      code: 400,
      type: invalid,
      message:
        "Invalid `userId` param: Parameter must contain at most 36 chars. Valid chars are a-z, A-Z, 0-9, period, hyphen, and underscore. Can't start with a special char",
    },
  ])("signing up with $name gets $code $type", async ({ input, code, type, message }) => {
    const { userId, email, password } = input();
    await expect(sdkUser(server).account.create(userId, email, password)).rejects.toMatchObject({
      code,
      type,
      message,
    });
  });

  test("a request without a password gets Appwrite's 'not optional' message", async () => {
    const response = await fetch(`${server.endpoint}/account`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Appwrite-Project": server.projectId },
      body: JSON.stringify({ userId: "unique()", email: freshEmail() }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      type: invalid,
      message: 'Param "password" is not optional.',
    });
  });
});

describe("getting the account (GET /account)", () => {
  test("a guest gets 401 general_unauthorized_scope with Appwrite's message", async () => {
    await expect(sdkUser(server).account.get()).rejects.toMatchObject({
      code: 401,
      type: "general_unauthorized_scope",
      message: 'User (role: guests) missing scopes (["account"])',
    });
  });

  test("a signed-in user gets their own user model", async () => {
    const email = freshEmail();
    const sam = sdkUser(server);
    const created = await sam.account.create(ID.unique(), email, "password123", "Sam");
    await sam.account.createEmailPasswordSession(email, "password123");
    const user = await sam.account.get();
    assertMatchesModel("UserModel", user);
    expect(user).toMatchObject({ $id: created.$id, email, name: "Sam" });
  });
});
