import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { assertMatchesModel } from "../../support/response-schemas.ts";
import { sdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { createTestAccount, signedInUser } from "../../support/users.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await sdkUser(server).account.create({
    userId: "unique()",
    email: "taken-email@example.org",
    password: "password-of-another",
  });
});

afterAll(() => server.stop());

const invalid = { code: 400, type: "general_argument_invalid" };
const wrongPassword = { code: 401, type: "user_invalid_credentials" };

describe("name and preferences", () => {
  test("a member who renames themselves gets the user model with the new name", async () => {
    const sam = await signedInUser(server);
    const user = await sam.account.updateName({ name: "Sam Rivera" });
    assertMatchesModel("UserModel", user);
    expect(user.name).toBe("Sam Rivera");
    expect((await sam.account.get()).name).toBe("Sam Rivera");
  });

  test("a member who saves preferences reads the same object back", async () => {
    const sam = await signedInUser(server);
    const prefs = { theme: "dark", pronouns: "they/them", reminders: { email: true } };
    const user = await sam.account.updatePrefs({ prefs });
    assertMatchesModel("UserModel", user);
    expect(user.prefs).toEqual(prefs);
    const stored = await sam.account.getPrefs();
    assertMatchesModel("PreferencesModel", stored);
    expect(stored).toEqual(prefs);
  });

  // Sent with the SDK's low-level call: its typed methods would not let these through.
  test.each([
    { name: "a name over 128 characters", path: "/account/name", body: { name: "n".repeat(129) } },
    { name: "a name that is missing", path: "/account/name", body: {} },
    { name: "preferences that are a list", path: "/account/prefs", body: { prefs: ["dark"] } },
  ])("$name is 400 general_argument_invalid", async ({ path, body }) => {
    const sam = await signedInUser(server);
    const url = new URL(`${server.endpoint}${path}`);
    const headers = { "content-type": "application/json", "X-Appwrite-Project": server.projectId };
    await expect(sam.client.call("patch", url, headers, body)).rejects.toMatchObject(invalid);
  });

  test("a guest who renames gets 401 general_unauthorized_scope", async () => {
    await expect(sdkUser(server).account.updateName({ name: "Nobody" })).rejects.toMatchObject({
      code: 401,
      type: "general_unauthorized_scope",
    });
  });
});

describe("email address (PATCH /account/email)", () => {
  test("a member with the right password moves to a new address, which is unverified", async () => {
    const sam = await signedInUser(server);
    const user = await sam.account.updateEmail({
      email: "Sam.New@Example.org",
      password: sam.password,
    });
    assertMatchesModel("UserModel", user);
    expect(user).toMatchObject({ email: "sam.new@example.org", emailVerification: false });
    const again = sdkUser(server);
    await again.account.createEmailPasswordSession({
      email: "sam.new@example.org",
      password: sam.password,
    });
    expect((await again.account.get()).$id).toBe(user.$id);
  });

  test.each([
    {
      name: "a wrong password",
      input: (password: string) => ({ email: "elsewhere@example.org", password: `${password}!` }),
      expected: wrongPassword,
    },
    {
      name: "an address another member has",
      input: (password: string) => ({ email: "taken-email@example.org", password }),
      expected: { code: 409, type: "user_email_already_exists" },
    },
    {
      name: "an invalid address",
      input: (password: string) => ({ email: "not-an-email", password }),
      expected: invalid,
    },
  ])("$name is refused and the email stays", async ({ input, expected }) => {
    const sam = await signedInUser(server);
    await expect(sam.account.updateEmail(input(sam.password))).rejects.toMatchObject(expected);
    expect((await sam.account.get()).email).toBe(sam.email);
  });
});

describe("phone number (PATCH /account/phone)", () => {
  test("a member with the right password sets an E.164 number, unverified", async () => {
    const sam = await signedInUser(server);
    const user = await sam.account.updatePhone({ phone: "+15555550101", password: sam.password });
    assertMatchesModel("UserModel", user);
    expect(user).toMatchObject({ phone: "+15555550101", phoneVerification: false });
  });

  test.each([
    { name: "a number without a plus", phone: "15555550102", expected: invalid },
    { name: "a number with letters", phone: "+1555CALLNOW", expected: invalid },
    { name: "a number over 15 digits", phone: "+1234567890123456", expected: invalid },
  ])("$name is 400 general_argument_invalid", async ({ phone, expected }) => {
    const sam = await signedInUser(server);
    await expect(sam.account.updatePhone({ phone, password: sam.password })).rejects.toMatchObject(
      expected,
    );
  });

  test("a wrong password is 401 user_invalid_credentials", async () => {
    const sam = await signedInUser(server);
    await expect(
      sam.account.updatePhone({ phone: "+15555550103", password: "wrong-password" }),
    ).rejects.toMatchObject(wrongPassword);
  });

  test("a number another member has is 409 user_phone_already_exists", async () => {
    const first = await signedInUser(server);
    await first.account.updatePhone({ phone: "+15555550104", password: first.password });
    const sam = await signedInUser(server);
    await expect(
      sam.account.updatePhone({ phone: "+15555550104", password: sam.password }),
    ).rejects.toMatchObject({ code: 409, type: "user_phone_already_exists" });
  });
});

describe("password (PATCH /account/password)", () => {
  test("a member with the old password sets a new one; other sessions end, this one stays", async () => {
    const sam = await signedInUser(server);
    const laptop = sdkUser(server);
    await laptop.account.createEmailPasswordSession({ email: sam.email, password: sam.password });

    const user = await sam.account.updatePassword({
      password: "a-brand-new-password",
      oldPassword: sam.password,
    });

    assertMatchesModel("UserModel", user);
    expect(Date.parse(user.passwordUpdate)).toBeGreaterThan(Date.parse(user.registration) - 1);
    expect((await sam.account.get()).$id).toBe(user.$id);
    await expect(laptop.account.get()).rejects.toMatchObject({ code: 401 });
    await expect(
      sdkUser(server).account.createEmailPasswordSession({
        email: sam.email,
        password: sam.password,
      }),
    ).rejects.toMatchObject(wrongPassword);
    const fresh = sdkUser(server);
    await fresh.account.createEmailPasswordSession({
      email: sam.email,
      password: "a-brand-new-password",
    });
  });

  test.each([
    { name: "no old password", input: (_old: string) => ({ password: "another-password-1" }) },
    {
      name: "a wrong old password",
      input: (old: string) => ({ password: "another-password-1", oldPassword: `${old}x` }),
    },
  ])("$name is 401 user_invalid_credentials", async ({ input }) => {
    const sam = await signedInUser(server);
    await expect(sam.account.updatePassword(input(sam.password))).rejects.toMatchObject(
      wrongPassword,
    );
  });

  test("a new password under 8 characters is 400 general_argument_invalid", async () => {
    const sam = await signedInUser(server);
    await expect(
      sam.account.updatePassword({ password: "short", oldPassword: sam.password }),
    ).rejects.toMatchObject({
      ...invalid,
      message: "Invalid `password` param: Password must be between 8 and 256 characters long.",
    });
  });
});

describe("blocking one's own account (PATCH /account/status)", () => {
  test("a member who blocks their account is signed out everywhere and cannot sign in again", async () => {
    const account = await createTestAccount(server);
    const sam = sdkUser(server);
    await sam.account.createEmailPasswordSession(account);
    const phone = sdkUser(server);
    await phone.account.createEmailPasswordSession(account);

    const user = await sam.account.updateStatus();

    assertMatchesModel("UserModel", user);
    expect(user.status).toBe(false);
    expect(sam.cookies.size).toBe(0);
    await expect(phone.account.get()).rejects.toMatchObject({ code: 401 });
    await expect(sdkUser(server).account.createEmailPasswordSession(account)).rejects.toMatchObject(
      { code: 403, type: "user_blocked" },
    );
  });
});
