import { ID } from "appwrite";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { sdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";

let server: TestServer;
// A fixed clock in the middle of an hour, so no test straddles two rate-limit windows.
const halfPast = new Date("2031-05-01T10:30:00.000Z");
const elevenOClock = String(Date.parse("2031-05-01T11:00:00.000Z") / 1000);

// Each test gets its own server and database, so counters never carry over between tests.
beforeEach(async () => {
  server = await startTestServer({
    rateLimits: { emailSessionsPerEmailPerHour: 10, accountsPerIpPerHour: 10 },
    now: () => halfPast,
  });
  await sdkUser(server).account.create(ID.unique(), "limited@example.org", "password123");
  await sdkUser(server).account.create(ID.unique(), "free@example.org", "password123");
});

afterEach(() => server.stop());

function post(path: string, body: object): Promise<Response> {
  return fetch(`${server.endpoint}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Appwrite-Project": server.projectId },
    body: JSON.stringify(body),
  });
}

const rateLimited = {
  code: 429,
  type: "general_rate_limit_exceeded",
  message:
    "Rate limit for the current endpoint has been exceeded. Please try again after some time.",
};

describe("Appwrite's abuse limits", () => {
  test("the 11th account created from one IP in an hour gets 429", async () => {
    const visitor = sdkUser(server);
    // Two of the ten were created in beforeEach.
    for (let index = 3; index <= 10; index++) {
      await visitor.account.create(ID.unique(), `ip-limit-${index}@example.org`, "password123");
    }
    await expect(
      visitor.account.create(ID.unique(), "ip-limit-11@example.org", "password123"),
    ).rejects.toMatchObject(rateLimited);
  });

  test("the 11th sign-in attempt for one email in an hour gets 429, even with the right password", async () => {
    const response = await post("/account/sessions/email", {
      email: "limited@example.org",
      password: "wrong-password",
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("X-RateLimit-Limit")).toBe("10");
    expect(response.headers.get("X-RateLimit-Remaining")).toBe("10");
    expect(response.headers.get("X-RateLimit-Reset")).toBe(elevenOClock);
    for (let attempt = 2; attempt <= 10; attempt++) {
      await post("/account/sessions/email", {
        email: "LIMITED@example.org",
        password: "wrong-password",
      });
    }
    const visitor = sdkUser(server);
    await expect(
      visitor.account.createEmailPasswordSession("limited@example.org", "password123"),
    ).rejects.toMatchObject(rateLimited);

    const refused = await post("/account/sessions/email", {
      email: "limited@example.org",
      password: "password123",
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("X-RateLimit-Remaining")).toBe("0");
    expect(refused.headers.get("X-RateLimit-Reset")).toBe(elevenOClock);
  });

  test("another email still signs in while one is limited", async () => {
    const attempt = () =>
      post("/account/sessions/email", { email: "limited@example.org", password: "wrong-password" });
    for (let count = 1; count <= 10; count++) await attempt();
    expect((await attempt()).status).toBe(429);
    const visitor = sdkUser(server);
    const session = await visitor.account.createEmailPasswordSession(
      "free@example.org",
      "password123",
    );
    expect(session.providerUid).toBe("free@example.org");
  });
});
