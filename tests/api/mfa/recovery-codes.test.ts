import { AuthenticationFactor } from "appwrite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { assertMatchesModel, validatorFor } from "../../support/response-schemas.ts";
import type { SdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signInAgain } from "./mfa-fixtures.ts";
import { memberWithTotp, nextTotpCode, type TotpMember } from "../../support/totp.ts";

let server: TestServer;

beforeAll(async () => {
  // Schemas first: generating one blocks for seconds, which mid-test could outlast a kept-alive
  // connection.
  validatorFor("MfaRecoveryCodesModel");
  server = await startTestServer();
});

afterAll(() => server.stop());

/** Completes a challenge on `device` with the member's app, making the session recently checked. */
async function passTotpChallenge(member: TotpMember, device: SdkUser): Promise<void> {
  const { $id } = await device.account.createMFAChallenge({ factor: AuthenticationFactor.Totp });
  await device.account.updateMFAChallenge({ challengeId: $id, otp: nextTotpCode(member.secret) });
}

/** Starts a recovery-code challenge on `device` and answers it with `code`. */
async function answerWithRecoveryCode(device: SdkUser, code: string) {
  const { $id } = await device.account.createMFAChallenge({
    factor: AuthenticationFactor.Recoverycode,
  });
  return device.account.updateMFAChallenge({ challengeId: $id, otp: code });
}

describe("creating recovery codes", () => {
  test("a member gets six codes of ten hex characters, once", async () => {
    const sam = await memberWithTotp(server);
    const created = await sam.account.createMFARecoveryCodes();
    assertMatchesModel("MfaRecoveryCodesModel", created);
    expect(created.recoveryCodes).toHaveLength(6);
    for (const code of created.recoveryCodes) expect(code).toMatch(/^[0-9a-f]{10}$/);
    expect(new Set(created.recoveryCodes).size).toBe(6);
    expect((await sam.account.listMFAFactors()).recoveryCode).toBe(true);
    await expect(sam.account.createMFARecoveryCodes()).rejects.toMatchObject({
      code: 409,
      type: "user_recovery_codes_already_exists",
    });
  });
});

describe("reading and regenerating codes", () => {
  test.each([
    { name: "reading", call: (member: TotpMember) => member.account.getMFARecoveryCodes() },
    { name: "regenerating", call: (member: TotpMember) => member.account.updateMFARecoveryCodes() },
  ])("$name without a recent challenge gets 401 user_challenge_required", async ({ call }) => {
    const sam = await memberWithTotp(server);
    await sam.account.createMFARecoveryCodes();
    await expect(call(sam)).rejects.toMatchObject({ code: 401, type: "user_challenge_required" });
  });

  test("after a challenge, reading shows the codes and regenerating replaces them", async () => {
    const sam = await memberWithTotp(server);
    const { recoveryCodes } = await sam.account.createMFARecoveryCodes();
    await passTotpChallenge(sam, sam);
    expect((await sam.account.getMFARecoveryCodes()).recoveryCodes).toEqual(recoveryCodes);
    const regenerated = await sam.account.updateMFARecoveryCodes();
    assertMatchesModel("MfaRecoveryCodesModel", regenerated);
    expect(regenerated.recoveryCodes).toHaveLength(6);
    expect(regenerated.recoveryCodes.some((code) => recoveryCodes.includes(code))).toBe(false);
    expect((await sam.account.getMFARecoveryCodes()).recoveryCodes).toEqual(
      regenerated.recoveryCodes,
    );
  });

  test.each([
    { name: "reading", call: (member: TotpMember) => member.account.getMFARecoveryCodes() },
    { name: "regenerating", call: (member: TotpMember) => member.account.updateMFARecoveryCodes() },
  ])("$name with no codes gets 404 user_recovery_codes_not_found", async ({ call }) => {
    const sam = await memberWithTotp(server);
    await passTotpChallenge(sam, sam);
    await expect(call(sam)).rejects.toMatchObject({
      code: 404,
      type: "user_recovery_codes_not_found",
    });
  });
});

describe("signing in with a recovery code", () => {
  test("a code completes a challenge once; the same code again gets 401 user_invalid_token", async () => {
    const sam = await memberWithTotp(server);
    const { recoveryCodes } = await sam.account.createMFARecoveryCodes();
    await sam.account.updateMFA({ mfa: true });
    const [code = ""] = recoveryCodes;

    const phone = await signInAgain(server, sam);
    const session = await answerWithRecoveryCode(phone, code);
    expect(session.factors).toEqual(["password", "recoverycode"]);
    expect((await phone.account.getMFARecoveryCodes()).recoveryCodes).toEqual(
      recoveryCodes.slice(1),
    );

    const laptop = await signInAgain(server, sam);
    await expect(answerWithRecoveryCode(laptop, code)).rejects.toMatchObject({
      code: 401,
      type: "user_invalid_token",
    });
    await expect(laptop.account.get()).rejects.toMatchObject({
      code: 401,
      type: "user_more_factors_required",
    });
  });

  test("codes replaced by regenerating no longer work", async () => {
    const sam = await memberWithTotp(server);
    const { recoveryCodes } = await sam.account.createMFARecoveryCodes();
    await passTotpChallenge(sam, sam);
    await sam.account.updateMFARecoveryCodes();
    await sam.account.updateMFA({ mfa: true });
    const phone = await signInAgain(server, sam);
    await expect(answerWithRecoveryCode(phone, recoveryCodes[0] ?? "")).rejects.toMatchObject({
      code: 401,
      type: "user_invalid_token",
    });
  });
});
