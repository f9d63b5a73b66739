import {
  Account as AccountV18,
  AuthenticationFactor as AuthenticationFactorV18,
  Client as ClientV18,
} from "appwrite-v18";
import { AuthenticationFactor } from "appwrite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readOutbox } from "../../../backend/mail/outbox.ts";
import { assertMatchesModel, validatorFor } from "../../support/response-schemas.ts";
import type { SdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInUser } from "../../support/users.ts";
import { markEmailVerified, signInAgain } from "./mfa-fixtures.ts";
import { memberWithTotp, nextTotpCode, type TotpMember } from "../../support/totp.ts";

let server: TestServer;

beforeAll(async () => {
  // Schemas first: generating one blocks for seconds, which mid-test could outlast a kept-alive
  // connection.
  validatorFor("MfaChallengeModel");
  validatorFor("SessionModel");
  server = await startTestServer();
});

afterAll(() => server.stop());

/** A member with an authenticator app and MFA on, and a second, new session still owing a factor. */
async function limitedSession(): Promise<{ member: TotpMember; device: SdkUser }> {
  const member = await memberWithTotp(server);
  await member.account.updateMFA({ mfa: true });
  return { member, device: await signInAgain(server, member) };
}

const moreFactors = { code: 401, type: "user_more_factors_required" };

describe("a new session of an account with MFA on is limited", () => {
  test.each([
    { name: "getting the account", call: (device: SdkUser) => device.account.get() },
    { name: "listing sessions", call: (device: SdkUser) => device.account.listSessions() },
    { name: "reading prefs", call: (device: SdkUser) => device.account.getPrefs() },
    {
      name: "listing documents",
      call: (device: SdkUser) =>
        device.databases.listDocuments({ databaseId: "offbranch", collectionId: "club_meetings" }),
    },
    {
      name: "creating recovery codes",
      call: (device: SdkUser) => device.account.createMFARecoveryCodes(),
    },
  ])("$name gets 401 user_more_factors_required", async ({ call }) => {
    const { device } = await limitedSession();
    await expect(call(device)).rejects.toMatchObject(moreFactors);
  });

  test("it may still list factors, start a challenge, and sign out", async () => {
    const { device } = await limitedSession();
    expect(await device.account.listMFAFactors()).toMatchObject({ totp: true });
    const challenge = await device.account.createMFAChallenge({
      factor: AuthenticationFactor.Totp,
    });
    assertMatchesModel("MfaChallengeModel", challenge);
    await device.account.deleteSession({ sessionId: "current" });
    expect(device.cookies.size).toBe(0);
  });

  test("the session that turned MFA on keeps working: it was credited the app factor", async () => {
    const { member } = await limitedSession();
    const user = await member.account.get();
    expect(user.mfa).toBe(true);
    expect((await member.account.getSession({ sessionId: "current" })).factors).toEqual([
      "password",
      "totp",
    ]);
  });

  test("MFA on without any second factor to give limits nothing", async () => {
    const sam = await signedInUser(server);
    await sam.account.updateMFA({ mfa: true });
    const device = await signInAgain(server, sam);
    expect((await device.account.get()).mfa).toBe(true);
  });

  test("turning MFA off lifts the limit for new sessions", async () => {
    const { member } = await limitedSession();
    await member.account.updateMFA({ mfa: false });
    const device = await signInAgain(server, member);
    expect((await device.account.get()).mfa).toBe(false);
  });
});

describe("completing a TOTP challenge", () => {
  test("the app's code lifts the limit and the session lists both factors", async () => {
    const { member, device } = await limitedSession();
    const challenge = await device.account.createMFAChallenge({
      factor: AuthenticationFactor.Totp,
    });
    const before = Date.now();
    const session = await device.account.updateMFAChallenge({
      challengeId: challenge.$id,
      otp: nextTotpCode(member.secret),
    });
    assertMatchesModel("SessionModel", session);
    expect(session).toMatchObject({ current: true, factors: ["password", "totp"] });
    expect(Date.parse(session.mfaUpdatedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await device.account.get()).$id).toBe(member.userId);
  });

  test("a challenge expires in an hour and names its user", async () => {
    const { member, device } = await limitedSession();
    const challenge = await device.account.createMFAChallenge({
      factor: AuthenticationFactor.Totp,
    });
    expect(challenge.userId).toBe(member.userId);
    const minutes = (Date.parse(challenge.expire) - Date.parse(challenge.$createdAt)) / 60_000;
    expect(minutes).toBe(60);
  });

  test.each([
    { name: "a wrong code", otp: () => "000000", challengeId: (id: string) => id },
    { name: "an unknown challenge", otp: (code: string) => code, challengeId: () => "nope" },
  ])("$name gets 401 user_invalid_token and the limit stays", async ({ otp, challengeId }) => {
    const { member, device } = await limitedSession();
    const challenge = await device.account.createMFAChallenge({
      factor: AuthenticationFactor.Totp,
    });
    await expect(
      device.account.updateMFAChallenge({
        challengeId: challengeId(challenge.$id),
        otp: otp(nextTotpCode(member.secret)),
      }),
    ).rejects.toMatchObject({ code: 401, type: "user_invalid_token" });
    await expect(device.account.get()).rejects.toMatchObject(moreFactors);
  });

  test("a challenge works once", async () => {
    const { member, device } = await limitedSession();
    const { $id } = await device.account.createMFAChallenge({ factor: AuthenticationFactor.Totp });
    await device.account.updateMFAChallenge({ challengeId: $id, otp: nextTotpCode(member.secret) });
    await expect(
      device.account.updateMFAChallenge({ challengeId: $id, otp: nextTotpCode(member.secret) }),
    ).rejects.toMatchObject({ code: 401, type: "user_invalid_token" });
  });

  test("another user's challenge gets 401 user_invalid_token", async () => {
    const { device } = await limitedSession();
    const alex = await memberWithTotp(server);
    const { $id } = await alex.account.createMFAChallenge({ factor: AuthenticationFactor.Totp });
    await expect(
      device.account.updateMFAChallenge({ challengeId: $id, otp: nextTotpCode(alex.secret) }),
    ).rejects.toMatchObject({ code: 401, type: "user_invalid_token" });
  });

  test("the 1.7-era SDK completes a challenge at /account/mfa/challenge", async () => {
    const { member, device } = await limitedSession();
    const session = device.cookies.get(`a_session_${server.projectId}`) ?? "";
    const client = new ClientV18()
      .setEndpoint(server.endpoint)
      .setProject(server.projectId)
      .setSession(session);
    const account = new AccountV18(client);
    const challenge = await account.createMfaChallenge(AuthenticationFactorV18.Totp);
    const updated = await account.updateMfaChallenge(challenge.$id, nextTotpCode(member.secret));
    expect(updated.factors).toEqual(["password", "totp"]);
    expect((await device.account.get()).$id).toBe(member.userId);
  });
});

describe("email and phone challenges", () => {
  test("an email challenge mails a 6-digit code that lifts the limit", async () => {
    const { member, device } = await limitedSession();
    await markEmailVerified(server, member.userId);
    const challenge = await device.account.createMFAChallenge({
      factor: AuthenticationFactor.Email,
    });
    const messages = await readOutbox(server.dataDir);
    const mail = messages.findLast(
      (message) => message.kind === "email" && message.to === member.email,
    );
    const code = mail?.text.match(/\b\d{6}\b/)?.[0] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.kind === "email" ? mail.subject : "").not.toContain(code);
    const session = await device.account.updateMFAChallenge({
      challengeId: challenge.$id,
      otp: code,
    });
    expect(session.factors).toEqual(["password", "email"]);
  });

  test("an email challenge for an unverified address gets 400 user_email_not_verified", async () => {
    const { device } = await limitedSession();
    await expect(
      device.account.createMFAChallenge({ factor: AuthenticationFactor.Email }),
    ).rejects.toMatchObject({ code: 400, type: "user_email_not_verified" });
  });

  test("a phone challenge without a phone number gets 400 user_phone_not_found", async () => {
    const { device } = await limitedSession();
    await expect(
      device.account.createMFAChallenge({ factor: AuthenticationFactor.Phone }),
    ).rejects.toMatchObject({ code: 400, type: "user_phone_not_found" });
  });

  test("an unknown factor gets 400 general_argument_invalid", async () => {
    const { device } = await limitedSession();
    const url = new URL(`${server.endpoint}/account/mfa/challenges`);
    await expect(
      device.client.call(
        "post",
        url,
        { "X-Appwrite-Project": server.projectId, "content-type": "application/json" },
        { factor: "sms" },
      ),
    ).rejects.toMatchObject({
      code: 400,
      type: "general_argument_invalid",
      message: "Invalid `factor` param: Value must be one of (email, phone, totp, recoverycode)",
    });
  });
});
