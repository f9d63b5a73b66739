import http from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { createTestAccount, type TestAccount } from "../../support/users.ts";

let server: TestServer;
let organiser: TestAccount;
// A fixed clock in the middle of an hour, so no test straddles two rate-limit windows.
const halfPast = new Date("2031-05-01T10:30:00.000Z");

beforeAll(async () => {
  server = await startTestServer({
    rateLimits: { emailSessionsPerEmailPerHour: 3, accountsPerIpPerHour: 10 },
    now: () => halfPast,
  });
  organiser = await createTestAccount(server);
});

afterAll(() => server.stop());

interface Answer {
  status: number;
  type: string;
}

/**
 * A password sign-in sent from one loopback address: 127.0.0.1 and 127.0.0.2 are two clients
 * to the server, with no proxy in between.
 */
function signInFrom(client: string, email: string, password: string): Promise<Answer> {
  const body = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server.endpoint}/account/sessions/email`,
      {
        method: "POST",
        localAddress: client,
        headers: { "Content-Type": "application/json", "X-Appwrite-Project": server.projectId },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
        response.on("end", () => {
          const parsed: unknown = JSON.parse(text);
          const type =
            typeof parsed === "object" && parsed !== null && "type" in parsed
              ? String(parsed.type)
              : "";
          resolve({ status: response.statusCode ?? 0, type });
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const invalid = { status: 401, type: "user_invalid_credentials" };
const limited = { status: 429, type: "general_rate_limit_exceeded" };

describe("password sign-in limits", () => {
  test("an attacker's wrong passwords lock out only the attacker, and the organiser signs in from elsewhere", async () => {
    const attacker = "127.0.0.2";
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await signInFrom(attacker, organiser.email, "wrong-password")).toEqual(invalid);
    }
    expect(await signInFrom(attacker, organiser.email, "wrong-password")).toEqual(limited);
    expect(await signInFrom(attacker, organiser.email, organiser.password)).toEqual(limited);

    const signedIn = await signInFrom("127.0.0.1", organiser.email, organiser.password);
    expect(signedIn.status).toBe(201);
  });

  test("a successful sign-in does not use up the client's attempts", async () => {
    const member = await createTestAccount(server);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signInFrom("127.0.0.3", member.email, member.password)).status).toBe(201);
    }
  });

  test("a client guessing at many addresses is refused before any more passwords are hashed", async () => {
    const guesser = "127.0.0.4";
    // Ten times the per-address limit, spread over addresses that never reach it.
    for (let attempt = 1; attempt <= 30; attempt++) {
      const answer = await signInFrom(guesser, `guess-${attempt}@example.org`, "wrong-password");
      expect(answer).toEqual(invalid);
    }
    expect(await signInFrom(guesser, "guess-31@example.org", "wrong-password")).toEqual(limited);
    expect(await signInFrom("127.0.0.5", "guess-31@example.org", "wrong-password")).toEqual(
      invalid,
    );
  });
});
