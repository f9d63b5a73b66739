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
  setup = await startServerWithInbox();
});

afterAll(() => setup.stop());

describe("email verification", () => {
  test("a member follows the emailed link and their address is verified; the link works once", async () => {
    const sam = await signedInUser(setup.server);
    const url = `${setup.server.url}/admin/verify`;

    const token = await sam.account.createEmailVerification({ url });

    assertMatchesModel("TokenModel", token);
    expect(token).toMatchObject({ secret: "", phrase: "" });
    expect(minutesBetween(token.$createdAt, token.expire)).toBe(60);
    const link = linkIn(await nextMailTo(setup.inbox, sam.email));
    expect(link.origin + link.pathname).toBe(url);

    // The link opens in another browser, where nobody is signed in: the secret is enough.
    const confirmed = await sdkUser(setup.server).account.updateEmailVerification(tokenIn(link));

    assertMatchesModel("TokenModel", confirmed);
    expect(confirmed.$id).toBe(token.$id);
    expect((await sam.account.get()).emailVerification).toBe(true);
    await expect(
      sdkUser(setup.server).account.updateEmailVerification(tokenIn(link)),
    ).rejects.toMatchObject(invalidToken);
  });

  test("asking again once verified is 409 user_email_already_verified", async () => {
    const sam = await signedInUser(setup.server);
    await sam.account.createEmailVerification({ url: setup.server.url });
    const link = linkIn(await nextMailTo(setup.inbox, sam.email));
    await sam.account.updateEmailVerification(tokenIn(link));
    await expect(
      sam.account.createEmailVerification({ url: setup.server.url }),
    ).rejects.toMatchObject({ code: 409, type: "user_email_already_verified" });
  });

  test.each([
    {
      name: "a link to a stranger's site is 400",
      call: (sam: Awaited<ReturnType<typeof signedInUser>>) =>
        sam.account.createEmailVerification({ url: "https://evil.example.com/" }),
      expected: { code: 400, type: "general_argument_invalid" },
    },
    {
      name: "a guest asking for a link is 401",
      call: () => sdkUser(setup.server).account.createEmailVerification({ url: setup.server.url }),
      expected: { code: 401, type: "general_unauthorized_scope" },
    },
    {
      name: "a made-up secret is 401",
      call: (sam: Awaited<ReturnType<typeof signedInUser>>) =>
        sam.account
          .get()
          .then((user) =>
            sam.account.updateEmailVerification({ userId: user.$id, secret: "f".repeat(256) }),
          ),
      expected: invalidToken,
    },
    {
      name: "an unknown user is 404",
      call: () =>
        sdkUser(setup.server).account.updateEmailVerification({ userId: "nobody", secret: "x" }),
      expected: { code: 404, type: "user_not_found" },
    },
  ])("$name", async ({ call, expected }) => {
    const sam = await signedInUser(setup.server);
    await expect(call(sam)).rejects.toMatchObject(expected);
  });
});

describe("phone verification", () => {
  test("a member confirms their number with the texted code", async () => {
    const sam = await signedInUser(setup.server);
    const phone = "+15555550301";
    const user = await sam.account.updatePhone({ phone, password: sam.password });

    const token = await sam.account.createPhoneVerification();

    assertMatchesModel("TokenModel", token);
    const code = codeIn(await lastSmsTo(setup.server, phone));
    await sam.account.updatePhoneVerification({ userId: user.$id, secret: code });
    expect((await sam.account.get()).phoneVerification).toBe(true);
    await expect(
      sam.account.updatePhoneVerification({ userId: user.$id, secret: code }),
    ).rejects.toMatchObject(invalidToken);
  });

  test("a member without a number gets 400 user_phone_not_found", async () => {
    const sam = await signedInUser(setup.server);
    await expect(sam.account.createPhoneVerification()).rejects.toMatchObject({
      code: 400,
      type: "user_phone_not_found",
    });
  });
});

describe("password recovery", () => {
  test("a member follows the reset link, sets a new password, and every other session ends", async () => {
    const account = await createTestAccount(setup.server);
    const laptop = sdkUser(setup.server);
    await laptop.account.createEmailPasswordSession(account);
    const visitor = sdkUser(setup.server);

    const token = await visitor.account.createRecovery({
      email: account.email,
      url: `${setup.server.url}/admin/reset`,
    });

    assertMatchesModel("TokenModel", token);
    expect(minutesBetween(token.$createdAt, token.expire)).toBe(60);
    const link = linkIn(await nextMailTo(setup.inbox, account.email));
    expect(link.pathname).toBe("/admin/reset");
    const done = await visitor.account.updateRecovery({
      ...tokenIn(link),
      password: "recovered-password",
    });
    assertMatchesModel("TokenModel", done);

    await expect(laptop.account.get()).rejects.toMatchObject({ code: 401 });
    await expect(
      sdkUser(setup.server).account.createEmailPasswordSession(account),
    ).rejects.toMatchObject({ code: 401, type: "user_invalid_credentials" });
    const again = sdkUser(setup.server);
    await again.account.createEmailPasswordSession({
      email: account.email,
      password: "recovered-password",
    });
    expect((await again.account.get()).emailVerification).toBe(true);
    await expect(
      visitor.account.updateRecovery({ ...tokenIn(link), password: "yet-another-password" }),
    ).rejects.toMatchObject(invalidToken);
  });

  test.each([
    {
      name: "a link to a stranger's site is 400 general_argument_invalid",
      input: (email: string) => ({ email, url: "https://evil.example.com/reset" }),
      expected: { code: 400, type: "general_argument_invalid" },
    },
  ])("$name", async ({ input, expected }) => {
    const { email } = await createTestAccount(setup.server);
    await expect(sdkUser(setup.server).account.createRecovery(input(email))).rejects.toMatchObject(
      expected,
    );
  });

  test("a new password under 8 characters is 400 and the link still works after", async () => {
    const { email } = await createTestAccount(setup.server);
    const visitor = sdkUser(setup.server);
    await visitor.account.createRecovery({ email, url: setup.server.url });
    const secret = tokenIn(linkIn(await nextMailTo(setup.inbox, email)));
    await expect(
      visitor.account.updateRecovery({ ...secret, password: "short" }),
    ).rejects.toMatchObject({ code: 400, type: "general_argument_invalid" });
    await visitor.account.updateRecovery({ ...secret, password: "long-enough-now" });
  });
});
