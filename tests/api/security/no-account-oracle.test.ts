import { afterAll, beforeAll, expect, test } from "vitest";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { createTestAccount } from "../../support/users.ts";

// With the shipped defaults (email-password and JWT sign-in, sign-ups closed), every account
// route a stranger can reach with an address answers an organiser's address exactly as an unknown
// one (decision 0068).
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ authMethods: ["email-password", "jwt"], signupsOpen: false });
});

afterAll(() => server.stop());

const probes: { name: string; path: string; body: Record<string, string>; status: number }[] = [
  {
    name: "asking for a password reset",
    path: "/account/recovery",
    body: { url: "" },
    status: 201,
  },
  {
    name: "signing in with a wrong password",
    path: "/account/sessions/email",
    body: { password: "not-the-password" },
    status: 401,
  },
  {
    name: "signing up",
    path: "/account",
    body: { userId: "unique()", password: "a long password" },
    status: 400,
  },
  {
    name: "asking for an email code",
    path: "/account/tokens/email",
    body: { userId: "unique()" },
    status: 501,
  },
  {
    name: "asking for a magic link",
    path: "/account/tokens/magic-url",
    body: { userId: "unique()" },
    status: 501,
  },
];

/** The answer as a stranger can compare it: status and body, times and generated ids left out. */
async function probe(path: string, body: Record<string, string>, email: string) {
  const response = await fetch(`${server.endpoint}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Appwrite-Project": server.projectId },
    body: JSON.stringify({ ...body, url: body.url === "" ? server.url : undefined, email }),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  const { $id: _id, $createdAt: _createdAt, expire: _expire, userId, ...rest } = answer;
  return { status: response.status, rest, userIdShape: String(userId ?? "").replace(/\w/g, "x") };
}

test.each(probes)(
  "$name answers $status for an organiser's address as for an unknown one",
  async ({ path, body, status }) => {
    const { email } = await createTestAccount(server, { labels: ["admin"] });
    const forOrganiser = await probe(path, body, email);
    const forUnknown = await probe(path, body, `nobody-${email}`);
    expect(forOrganiser.status).toBe(status);
    expect(forUnknown).toEqual(forOrganiser);
  },
);
