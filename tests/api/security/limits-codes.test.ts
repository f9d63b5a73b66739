import { AuthenticationFactor } from "appwrite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readOutbox } from "../../../backend/mail/outbox.ts";
import { sdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { createTestAccount, signedInUser } from "../../support/users.ts";
import { codeIn } from "../account/delivery.ts";
import { markEmailVerified, signInAgain } from "../mfa/mfa-fixtures.ts";
import { memberWithTotp, nextTotpCode } from "../../support/totp.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server.stop());

const invalidToken = { code: 401, type: "user_invalid_token" };

async function newestCodeTo(email: string): Promise<string> {
  const messages = await readOutbox(server.dataDir);
  const mail = messages.findLast((message) => message.kind === "email" && message.to === email);
  return codeIn(mail?.text ?? "");
}

const wrongFor = (code: string) => (code === "000000" ? "111111" : "000000");

describe("6-digit codes die after five wrong tries", () => {
  test("after five wrong email codes the right one fails too, and a new code works", async () => {
    const { email } = await createTestAccount(server);
    const visitor = sdkUser(server);
    const token = await visitor.account.createEmailToken({ userId: "unique()", email });
    const code = await newestCodeTo(email);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await expect(
        visitor.account.createSession({ userId: token.userId, secret: wrongFor(code) }),
      ).rejects.toMatchObject(invalidToken);
    }
    await expect(
      visitor.account.createSession({ userId: token.userId, secret: code }),
    ).rejects.toMatchObject(invalidToken);

    await visitor.account.createEmailToken({ userId: "unique()", email });
    const fresh = await newestCodeTo(email);
    const session = await visitor.account.createSession({ userId: token.userId, secret: fresh });
    expect(session.userId).toBe(token.userId);
  });

  test("four wrong email codes still leave the right one working", async () => {
    const { email } = await createTestAccount(server);
    const visitor = sdkUser(server);
    const token = await visitor.account.createEmailToken({ userId: "unique()", email });
    const code = await newestCodeTo(email);
    for (let attempt = 1; attempt <= 4; attempt++) {
      await expect(
        visitor.account.createSession({ userId: token.userId, secret: wrongFor(code) }),
      ).rejects.toMatchObject(invalidToken);
    }
    const session = await visitor.account.createSession({ userId: token.userId, secret: code });
    expect(session.userId).toBe(token.userId);
  });

  test("after five wrong answers an emailed MFA challenge refuses the right code", async () => {
    const member = await signedInUser(server);
    const account = await member.account.get();
    await markEmailVerified(server, account.$id);
    const challenge = await member.account.createMFAChallenge({
      factor: AuthenticationFactor.Email,
    });
    const code = await newestCodeTo(member.email);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await expect(
        member.account.updateMFAChallenge({ challengeId: challenge.$id, otp: wrongFor(code) }),
      ).rejects.toMatchObject(invalidToken);
    }
    await expect(
      member.account.updateMFAChallenge({ challengeId: challenge.$id, otp: code }),
    ).rejects.toMatchObject(invalidToken);
  });
});

describe("TOTP codes work once", () => {
  test("a code that answered one challenge is refused for the next", async () => {
    const member = await memberWithTotp(server);
    await member.account.updateMFA({ mfa: true });
    const device = await signInAgain(server, member);
    const code = nextTotpCode(member.secret);
    const first = await device.account.createMFAChallenge({ factor: AuthenticationFactor.Totp });
    await device.account.updateMFAChallenge({ challengeId: first.$id, otp: code });

    const second = await device.account.createMFAChallenge({ factor: AuthenticationFactor.Totp });
    await expect(
      device.account.updateMFAChallenge({ challengeId: second.$id, otp: code }),
    ).rejects.toMatchObject(invalidToken);
  });
});
