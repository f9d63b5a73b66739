import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { forgedRequest } from "./forged-request.ts";

// Behind a proxy every request comes from the proxy's address. With TRUST_PROXY naming it, each
// per-client limit counts the client the proxy names; without it, X-Forwarded-For is only text
// a client wrote, and changes nothing. Account creation (2 an hour per client here) shows both.
const rateLimits = {
  accountsPerIpPerHour: 2,
  emailSessionsPerEmailPerHour: 1000,
  otherAccountLimitsScale: 100,
};
let behindProxy: TestServer;
let direct: TestServer;

beforeAll(async () => {
  behindProxy = await startTestServer({ trustProxy: ["loopback"], rateLimits });
  direct = await startTestServer({ rateLimits });
});

afterAll(async () => {
  await behindProxy?.stop();
  await direct?.stop();
});

async function signUp(server: TestServer, forwardedFor: string): Promise<number> {
  const answer = await forgedRequest(`${server.endpoint}/account`, {
    method: "POST",
    headers: { "X-Appwrite-Project": server.projectId, "X-Forwarded-For": forwardedFor },
    json: {
      userId: "unique()",
      email: `proxy-${crypto.randomUUID()}@example.org`,
      password: "a long passphrase",
    },
  });
  return answer.status;
}

describe("account creation limits per client", () => {
  test("behind a trusted proxy, two clients have separate limits", async () => {
    const first = [];
    for (let attempt = 0; attempt < 3; attempt++)
      first.push(await signUp(behindProxy, "203.0.113.1"));
    expect(first).toEqual([201, 201, 429]);
    expect(await signUp(behindProxy, "203.0.113.2")).toBe(201);
  });

  test("behind a trusted proxy, IPv6 clients of one /64 share a limit, and the next /64 has its own", async () => {
    const sameNetwork = ["2001:db8:7:1::1", "2001:db8:7:1::2", "2001:db8:7:1:abcd::9"];
    const statuses = [];
    for (const client of sameNetwork) statuses.push(await signUp(behindProxy, client));
    expect(statuses).toEqual([201, 201, 429]);
    expect(await signUp(behindProxy, "2001:db8:7:2::1")).toBe(201);
  });

  test("behind a trusted proxy, an address the client wrote before the proxy's is not believed", async () => {
    expect(await signUp(behindProxy, "198.51.100.1, 203.0.113.3")).toBe(201);
    expect(await signUp(behindProxy, "198.51.100.2, 203.0.113.3")).toBe(201);
    expect(await signUp(behindProxy, "198.51.100.3, 203.0.113.3")).toBe(429);
  });

  test("without TRUST_PROXY, a new X-Forwarded-For on each request shares one limit", async () => {
    const statuses = [];
    for (const client of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
      statuses.push(await signUp(direct, client));
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});
