import { ID } from "appwrite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { assertMatchesModel } from "../../support/response-schemas.ts";
import { sdkUser } from "../../support/sdk.ts";
import { createTestAccount, signedInUser } from "../../support/users.ts";
import {
  codeIn,
  lastSmsTo,
  linkIn,
  nextMailTo,
  startServerWithInbox,
  tokenIn,
  type ServerWithInbox,
} from "./delivery.ts";

let setup: ServerWithInbox;
const invalidToken = { code: 401, type: "user_invalid_token" };
const minutesBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 60_000;

beforeAll(async () => {
  setup = await startServerWithInbox({ allowedOrigins: ["https://club.example.org"] });
});

afterAll(() => setup.stop());

describe("email code sign-in (POST /account/tokens/email, then POST /account/sessions/token)", () => {
  test("a member who asks for a code gets it by email with the phrase, and signs in with it once", async () => {
    const { email } = await createTestAccount(setup.server);
    const visitor = sdkUser(setup.server);

    const token = await visitor.account.createEmailToken({
      userId: ID.unique(),
      email,
      phrase: true,
    });

    assertMatchesModel("TokenModel", token);
    expect(token.secret).toBe("");
    expect(token.phrase).toMatch(/^[A-Z][a-z]+ [a-z]+$/);
    expect(minutesBetween(token.$createdAt, token.expire)).toBe(15);
    const mail = await nextMailTo(setup.inbox, email);
    expect(mail.text).toContain(`Security phrase: ${token.phrase}.`);
    const code = codeIn(mail.text);

    const session = await visitor.account.createSession({ userId: token.userId, secret: code });

    assertMatchesModel("SessionModel", session);
    expect(session).toMatchObject({ provider: "token", factors: ["email"], current: true });
    expect((await visitor.account.get()).emailVerification).toBe(true);
    await expect(
      sdkUser(setup.server).account.createSession({ userId: token.userId, secret: code }),
    ).rejects.toMatchObject(invalidToken);
  });

  test("an unknown email gets a new password-less account under the chosen id", async () => {
    const visitor = sdkUser(setup.server);
    const token = await visitor.account.createEmailToken({
      userId: "otp-newcomer",
      email: "newcomer@example.org",
    });
    expect(token.userId).toBe("otp-newcomer");
    expect(token.phrase).toBe("");
    const code = codeIn((await nextMailTo(setup.inbox, "newcomer@example.org")).text);

    await visitor.account.createSession({ userId: "otp-newcomer", secret: code });

    const user = await visitor.account.get();
    assertMatchesModel("UserModel", user);
    expect(user).toMatchObject({ $id: "otp-newcomer", email: "newcomer@example.org", name: "" });
    expect(user.passwordUpdate).toBe("");
  });

  test.each([
    {
      name: "a wrong code",
      attempt: (userId: string, code: string) => ({
        userId,
        secret: code === "000000" ? "111111" : "000000",
      }),
    },
    {
      name: "the right code with another user's id",
      attempt: (_userId: string, code: string) => ({ userId: "nobody", secret: code }),
    },
  ])("$name is 401 user_invalid_token", async ({ attempt }) => {
    const { email } = await createTestAccount(setup.server);
    const token = await sdkUser(setup.server).account.createEmailToken({ userId: "x", email });
    const code = codeIn((await nextMailTo(setup.inbox, email)).text);
    await expect(
      sdkUser(setup.server).account.createSession(attempt(token.userId, code)),
    ).rejects.toMatchObject(invalidToken);
  });

  test("a member who is signed in already gets 401 user_session_already_exists", async () => {
    const sam = await signedInUser(setup.server);
    await sam.account.createEmailToken({ userId: ID.unique(), email: sam.email });
    const code = codeIn((await nextMailTo(setup.inbox, sam.email)).text);
    const userId = (await sam.account.get()).$id;
    await expect(sam.account.createSession({ userId, secret: code })).rejects.toMatchObject({
      code: 401,
      type: "user_session_already_exists",
    });
  });
});

describe("magic URL sign-in (POST /account/tokens/magic-url, then PUT /account/sessions/magic-url)", () => {
  test("a member follows the emailed link to the site and is signed in; the link works once", async () => {
    const { email } = await createTestAccount(setup.server);
    const visitor = sdkUser(setup.server);
    const url = `${setup.server.url}/admin/magic?from=email`;

    const token = await visitor.account.createMagicURLToken({ userId: ID.unique(), email, url });

    assertMatchesModel("TokenModel", token);
    expect(minutesBetween(token.$createdAt, token.expire)).toBe(60);
    const link = linkIn(await nextMailTo(setup.inbox, email));
    expect(link.origin + link.pathname).toBe(`${setup.server.url}/admin/magic`);
    expect(link.searchParams.get("from")).toBe("email");
    expect(link.searchParams.get("project")).toBe(setup.server.projectId);
    expect(link.searchParams.get("expire")).toBe(token.expire);
    expect(link.searchParams.get("userId")).toBe(token.userId);

    const session = await visitor.account.updateMagicURLSession(tokenIn(link));

    assertMatchesModel("SessionModel", session);
    expect(session).toMatchObject({ provider: "magic-url", factors: ["email"], current: true });
    expect((await visitor.account.get()).emailVerification).toBe(true);
    await expect(
      sdkUser(setup.server).account.updateMagicURLSession(tokenIn(link)),
    ).rejects.toMatchObject(invalidToken);
  });

  test("a link to a configured platform is allowed", async () => {
    const { email } = await createTestAccount(setup.server);
    await sdkUser(setup.server).account.createMagicURLToken({
      userId: ID.unique(),
      email,
      url: "https://club.example.org/welcome",
    });
    expect(linkIn(await nextMailTo(setup.inbox, email)).host).toBe("club.example.org");
  });

  test.each([
    { name: "a link to a stranger's site", url: "https://evil.example.com/steal" },
    { name: "a javascript: link", url: "javascript:alert(1)" },
    { name: "a text that is no URL", url: "not a url" },
  ])("$name is 400 general_argument_invalid and sends nothing", async ({ url }) => {
    const { email } = await createTestAccount(setup.server);
    await expect(
      sdkUser(setup.server).account.createMagicURLToken({ userId: ID.unique(), email, url }),
    ).rejects.toMatchObject({
      code: 400,
      type: "general_argument_invalid",
      message: expect.stringMatching(/^Invalid `url` param: /),
    });
  });
});

describe("phone sign-in (POST /account/tokens/phone, then PUT /account/sessions/phone)", () => {
  test("a visitor gets a texted code, signs in with it, and the number counts as verified", async () => {
    const phone = "+15555550201";
    const visitor = sdkUser(setup.server);

    const token = await visitor.account.createPhoneToken({ userId: ID.unique(), phone });

    assertMatchesModel("TokenModel", token);
    expect(minutesBetween(token.$createdAt, token.expire)).toBe(15);
    const code = codeIn(await lastSmsTo(setup.server, phone));
    const session = await visitor.account.updatePhoneSession({
      userId: token.userId,
      secret: code,
    });
    expect(session).toMatchObject({ provider: "phone", factors: ["phone"] });
    const user = await visitor.account.get();
    expect(user).toMatchObject({ phone, phoneVerification: true, email: "" });
  });

  test("a number that is not E.164 is 400 general_argument_invalid", async () => {
    await expect(
      sdkUser(setup.server).account.createPhoneToken({ userId: ID.unique(), phone: "555-0100" }),
    ).rejects.toMatchObject({ code: 400, type: "general_argument_invalid" });
  });
});

describe("anonymous sessions (POST /account/sessions/anonymous)", () => {
  test("a visitor gets a session and an empty account, which they can later give an email and password", async () => {
    const visitor = sdkUser(setup.server);
    const session = await visitor.account.createAnonymousSession();
    assertMatchesModel("SessionModel", session);
    expect(session).toMatchObject({ provider: "anonymous", factors: ["anonymous"] });
    const anonymous = await visitor.account.get();
    expect(anonymous).toMatchObject({ email: "", name: "", passwordUpdate: "" });

    await visitor.account.updateEmail({
      email: "was-anonymous@example.org",
      password: "chosen-pw-1",
    });

    const again = sdkUser(setup.server);
    await again.account.createEmailPasswordSession({
      email: "was-anonymous@example.org",
      password: "chosen-pw-1",
    });
    expect((await again.account.get()).$id).toBe(anonymous.$id);
  });

  test("a signed-in member gets 401 user_session_already_exists", async () => {
    const sam = await signedInUser(setup.server);
    await expect(sam.account.createAnonymousSession()).rejects.toMatchObject({
      code: 401,
      type: "user_session_already_exists",
    });
  });
});
