import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { readOutbox } from "../../../backend/mail/outbox.ts";
import { sdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { createTestAccount, signedInUser } from "../../support/users.ts";
import { codeIn } from "./delivery.ts";

let server: TestServer;
// A fixed clock in the middle of an hour, so no test straddles two rate-limit windows.
const halfPast = new Date("2031-05-01T10:30:00.000Z");

// Each test gets its own server and database, so counters never carry over between tests.
beforeEach(async () => {
  server = await startTestServer({
    rateLimits: {
      emailSessionsPerEmailPerHour: 10,
      accountsPerIpPerHour: 10,
      otherAccountLimitsScale: 1,
    },
    now: () => halfPast,
  });
});

afterEach(() => server.stop());

const rateLimited = { code: 429, type: "general_rate_limit_exceeded" };

describe("Appwrite's abuse limits on the account operations", () => {
  test("the 11th email code asked for in an hour gets 429", async () => {
    const { email } = await createTestAccount(server);
    const visitor = sdkUser(server);
    for (let request = 1; request <= 10; request++) {
      await visitor.account.createEmailToken({ userId: "unique()", email });
    }
    await expect(
      visitor.account.createEmailToken({ userId: "unique()", email }),
    ).rejects.toMatchObject(rateLimited);
  });

  test("after 10 wrong codes for one user, even the right code gets 429", async () => {
    const { email } = await createTestAccount(server);
    const visitor = sdkUser(server);
    const token = await visitor.account.createEmailToken({ userId: "unique()", email });
    const [mail] = await readOutbox(server.dataDir);
    const code = codeIn(mail?.text ?? "");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 1; attempt <= 10; attempt++) {
      await expect(
        visitor.account.createSession({ userId: token.userId, secret: wrong }),
      ).rejects.toMatchObject({ code: 401, type: "user_invalid_token" });
    }
    await expect(
      visitor.account.createSession({ userId: token.userId, secret: code }),
    ).rejects.toMatchObject(rateLimited);
  });

  test("the 11th recovery email asked for in an hour gets 429", async () => {
    const { email } = await createTestAccount(server);
    const visitor = sdkUser(server);
    for (let request = 1; request <= 10; request++) {
      await visitor.account.createRecovery({ email, url: server.url });
    }
    await expect(visitor.account.createRecovery({ email, url: server.url })).rejects.toMatchObject(
      rateLimited,
    );
  });

  test("the 11th password change attempt in an hour gets 429", async () => {
    const sam = await signedInUser(server);
    for (let attempt = 1; attempt <= 10; attempt++) {
      await expect(
        sam.account.updatePassword({ password: "new-password-1", oldPassword: "wrong-old-pw" }),
      ).rejects.toMatchObject({ code: 401 });
    }
    await expect(
      sam.account.updatePassword({ password: "new-password-1", oldPassword: sam.password }),
    ).rejects.toMatchObject(rateLimited);
  });
});
