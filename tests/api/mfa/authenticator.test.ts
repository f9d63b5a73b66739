import { AuthenticationFactor, AuthenticatorType } from "appwrite";
import { URI } from "otpauth";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { assertMatchesModel, validatorFor } from "../../support/response-schemas.ts";
import { sdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInUser } from "../../support/users.ts";
import { memberWithTotp, nextTotpCode, totpCode } from "../../support/totp.ts";

let server: TestServer;

beforeAll(async () => {
  // Schemas first: generating one blocks for seconds, which mid-test could outlast a kept-alive
  // connection.
  validatorFor("MfaTypeModel");
  validatorFor("UserModel");
  validatorFor("MfaFactorsModel");
  server = await startTestServer();
});

afterAll(() => server.stop());

const totp = { type: AuthenticatorType.Totp };

describe("binding an authenticator app", () => {
  test("a member gets a secret and an otpauth URI naming the club and their email", async () => {
    const sam = await signedInUser(server);
    const binding = await sam.account.createMFAAuthenticator(totp);
    assertMatchesModel("MfaTypeModel", binding);
    expect(binding.secret).toMatch(/^[A-Z2-7]{32}$/);
    const parsed = URI.parse(binding.uri);
    expect(parsed).toMatchObject({ issuer: server.club.club.name, label: sam.email });
    expect(parsed.secret.base32).toBe(binding.secret);
  });

  test("a code from the app verifies it: it becomes a factor and counts for this session", async () => {
    const sam = await signedInUser(server);
    const { secret } = await sam.account.createMFAAuthenticator(totp);
    const user = await sam.account.updateMFAAuthenticator({ ...totp, otp: totpCode(secret) });
    assertMatchesModel("UserModel", user);
    const factors = await sam.account.listMFAFactors();
    assertMatchesModel("MfaFactorsModel", factors);
    expect(factors).toMatchObject({ totp: true, email: false, phone: false, recoveryCode: false });
    expect((await sam.account.getSession({ sessionId: "current" })).factors).toEqual([
      "password",
      "totp",
    ]);
  });

  test("binding again before verifying replaces the secret; the old one's codes fail", async () => {
    const sam = await signedInUser(server);
    const first = await sam.account.createMFAAuthenticator(totp);
    const second = await sam.account.createMFAAuthenticator(totp);
    expect(second.secret).not.toBe(first.secret);
    await expect(
      sam.account.updateMFAAuthenticator({ ...totp, otp: totpCode(first.secret) }),
    ).rejects.toMatchObject({ code: 401, type: "user_invalid_token" });
    await sam.account.updateMFAAuthenticator({ ...totp, otp: totpCode(second.secret) });
  });

  test.each([
    { name: "a wrong code", otp: () => "000000" },
    { name: "letters", otp: () => "abcdef" },
  ])("$name does not verify it and gets 401 user_invalid_token", async ({ otp }) => {
    const sam = await signedInUser(server);
    await sam.account.createMFAAuthenticator(totp);
    await expect(sam.account.updateMFAAuthenticator({ ...totp, otp: otp() })).rejects.toMatchObject(
      { code: 401, type: "user_invalid_token" },
    );
    expect((await sam.account.listMFAFactors()).totp).toBe(false);
  });

  test.each([
    {
      name: "binding a second app while one is verified",
      call: (member: Awaited<ReturnType<typeof memberWithTotp>>) =>
        member.account.createMFAAuthenticator(totp),
    },
    {
      name: "verifying again",
      call: (member: Awaited<ReturnType<typeof memberWithTotp>>) =>
        member.account.updateMFAAuthenticator({ ...totp, otp: totpCode(member.secret) }),
    },
  ])("$name gets 409 user_authenticator_already_verified", async ({ call }) => {
    const sam = await memberWithTotp(server);
    await expect(call(sam)).rejects.toMatchObject({
      code: 409,
      type: "user_authenticator_already_verified",
    });
  });

  test("verifying with no app bound gets 404 user_authenticator_not_found", async () => {
    const sam = await signedInUser(server);
    await expect(
      sam.account.updateMFAAuthenticator({ ...totp, otp: "123456" }),
    ).rejects.toMatchObject({ code: 404, type: "user_authenticator_not_found" });
  });

  test("an authenticator type other than totp gets 400 general_argument_invalid", async () => {
    const sam = await signedInUser(server);
    const url = new URL(`${server.endpoint}/account/mfa/authenticators/sms`);
    await expect(
      sam.client.call("post", url, {
        "X-Appwrite-Project": server.projectId,
        "content-type": "application/json",
      }),
    ).rejects.toMatchObject({
      code: 400,
      type: "general_argument_invalid",
      message: "Invalid `type` param: Value must be one of (totp)",
    });
  });

  test("a guest gets 401 general_unauthorized_scope", async () => {
    const guest = sdkUser(server);
    await expect(guest.account.createMFAAuthenticator(totp)).rejects.toMatchObject({
      code: 401,
      type: "general_unauthorized_scope",
    });
  });
});

describe("removing the authenticator", () => {
  test("without a recent challenge it gets 401 user_challenge_required and stays", async () => {
    const sam = await memberWithTotp(server);
    await expect(sam.account.deleteMFAAuthenticator(totp)).rejects.toMatchObject({
      code: 401,
      type: "user_challenge_required",
    });
    expect((await sam.account.listMFAFactors()).totp).toBe(true);
  });

  test("after a challenge it is removed, and a second removal gets 404", async () => {
    const sam = await memberWithTotp(server);
    const challenge = await sam.account.createMFAChallenge({
      factor: AuthenticationFactor.Totp,
    });
    await sam.account.updateMFAChallenge({
      challengeId: challenge.$id,
      otp: nextTotpCode(sam.secret),
    });
    await sam.account.deleteMFAAuthenticator(totp);
    expect((await sam.account.listMFAFactors()).totp).toBe(false);
    await expect(sam.account.deleteMFAAuthenticator(totp)).rejects.toMatchObject({
      code: 404,
      type: "user_authenticator_not_found",
    });
  });
});
