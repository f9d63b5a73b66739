import { Account, Client } from "appwrite";
import { Account as ServerAccount, Client as ServerClient } from "node-appwrite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { createTestAccount, ORGANISER, type TestAccount } from "../../support/users.ts";

// Sign-in on the site's server (issue 32 item 1, decision 0148): the admin frame's form posts to
// the site, which makes the Appwrite session with its key and keeps the secret in its own
// HttpOnly cookie; the screens' SDK gets only a short-lived JWT. Refusals change nothing.

const MINUTE = 60_000;
let server: TestServer;
let organiser: TestAccount;
let member: TestAccount;
let clock = Date.now();

function signIn(
  account: TestAccount,
  headers: Record<string, string> = { "Sec-Fetch-Site": "same-origin" },
  intent = "login",
) {
  return fetch(`${server.url}/admin`, {
    method: "POST",
    headers,
    body: new URLSearchParams({ intent, ...account }),
    redirect: "manual",
  });
}

/** The site's session cookie a response sets, as `name=value`; null when it sets none. */
function sessionCookieOf(response: Response): string | null {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith("club-session="));
  return line?.split(";")[0] ?? null;
}

async function credential(cookie: string | null, withJwt = false) {
  const response = await fetch(`${server.url}/admin/api/credential${withJwt ? "?jwt" : ""}`, {
    headers: cookie === null ? {} : { Cookie: cookie },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { access: { kind: string }; jwt: string | null };
  return { ...body, setCookie: sessionCookieOf(response) };
}

beforeAll(async () => {
  server = await startTestServer({
    withSite: true,
    now: () => new Date(clock),
    // The shipped defaults (SESSION_LIFETIME_HOURS 12, SESSION_IDLE_MINUTES 60).
    sessionLimits: { lifetimeMs: 12 * 60 * MINUTE, idleMs: 60 * MINUTE },
  });
  organiser = await createTestAccount(server, ORGANISER);
  member = await createTestAccount(server);
});

afterAll(async () => {
  await server.close();
});

describe("the admin frame's sign-in form", () => {
  it("keeps the session in the site's HttpOnly cookie, and sets no Appwrite cookie", async () => {
    const response = await signIn(organiser);

    const lines = response.headers.getSetCookie();
    expect(lines.some((line) => line.startsWith("a_session_"))).toBe(false);
    const line = lines.find((cookie) => cookie.startsWith("club-session="));
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(/; Path=\//);
    // The idle time (an hour by default) is how long a browser keeps it.
    expect(line).toMatch(/; Max-Age=3600/);
    const { access, jwt } = await credential(sessionCookieOf(response));
    expect(access.kind).toBe("admin");
    expect(jwt).toBeNull();
  });

  it("hands an organiser's screens a JWT that acts for them, and nothing to a guest", async () => {
    const cookie = sessionCookieOf(await signIn(organiser));
    const { jwt } = await credential(cookie, true);
    expect(jwt).toMatch(/^ey/);
    const client = new Client().setEndpoint(`${server.url}/v1`).setProject(server.projectId);
    const user = await new Account(client.setJWT(jwt ?? "")).get();
    expect(user.email).toBe(organiser.email);

    expect(await credential(null, true)).toMatchObject({
      access: { kind: "signed-out" },
      jwt: null,
    });
    const asMember = await credential(sessionCookieOf(await signIn(member)), true);
    expect(asMember).toMatchObject({ access: { kind: "not-admin" }, jwt: null });
  });

  it("refuses a sign-in another site's page posts, and sets nothing", async () => {
    const posts: Record<string, string>[] = [
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
      { Origin: "https://elsewhere.example.org" },
    ];
    for (const headers of posts) {
      const response = await signIn(organiser, headers);
      // Refused before React Router, which would log an error line for each foreign Origin.
      expect(response.status).toBe(403);
      expect(sessionCookieOf(response)).toBeNull();
    }
  });

  it("answers a form that is not a sign-in form 400, and a wrong password without a cookie", async () => {
    const odd = await signIn(organiser, { "Sec-Fetch-Site": "same-origin" }, "take-over");
    expect(odd.status).toBe(400);
    const wrong = await signIn({ email: organiser.email, password: "not the password" });
    expect(wrong.status).toBe(401);
    expect(sessionCookieOf(wrong)).toBeNull();
  });

  it("signs out: the cookie is forgotten and Appwrite's session ended", async () => {
    const cookie = sessionCookieOf(await signIn(organiser));
    const secret = decodeURIComponent(cookie?.split("=")[1] ?? "").split(".")[2] ?? "";
    const asSession = () =>
      new ServerAccount(
        new ServerClient()
          .setEndpoint(`${server.url}/v1`)
          .setProject(server.projectId)
          .setSession(secret),
      ).get();
    expect((await asSession()).email).toBe(organiser.email);

    const response = await fetch(`${server.url}/admin`, {
      method: "POST",
      headers: { "Sec-Fetch-Site": "same-origin", Cookie: cookie ?? "" },
      body: new URLSearchParams({ intent: "logout", from: "/admin" }),
      redirect: "manual",
    });

    expect(response.headers.getSetCookie().join("\n")).toMatch(/club-session=; Max-Age=0/);
    await expect(asSession()).rejects.toMatchObject({ code: 401 });
  });

  it("ends a session left unused past SESSION_IDLE_MINUTES, whatever Appwrite would allow", async () => {
    const cookie = sessionCookieOf(await signIn(organiser));
    clock += 59 * MINUTE;
    const used = await credential(cookie);
    expect(used.access.kind).toBe("admin");
    // Used just now: the idle time starts again from here.
    clock += 59 * MINUTE;
    expect((await credential(used.setCookie)).access.kind).toBe("admin");
    clock += 61 * MINUTE;
    const late = await credential(used.setCookie);
    expect(late.access.kind).toBe("signed-out");
    expect(late.setCookie).toBe("club-session=");
  });

  it("counts failed sign-ins per address and email, and a right password then waits too", async () => {
    const account = await createTestAccount(server, ORGANISER);
    const limited = await startTestServer({
      withSite: true,
      rateLimits: {
        emailSessionsPerEmailPerHour: 3,
        accountsPerIpPerHour: 1000,
        otherAccountLimitsScale: 1,
      },
    });
    try {
      const other = await createTestAccount(limited, ORGANISER);
      const wrong = { email: other.email, password: "not the password" };
      const tries = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await fetch(`${limited.url}/admin`, {
          method: "POST",
          headers: { "Sec-Fetch-Site": "same-origin" },
          body: new URLSearchParams({ intent: "login", ...wrong }),
        });
        tries.push(response.status);
      }
      expect(tries).toEqual([401, 401, 401]);
      const right = await fetch(`${limited.url}/admin`, {
        method: "POST",
        headers: { "Sec-Fetch-Site": "same-origin" },
        body: new URLSearchParams({ intent: "login", ...other }),
        redirect: "manual",
      });
      expect(right.status).toBe(429);
      expect(sessionCookieOf(right)).toBeNull();
    } finally {
      await limited.close();
    }
    // The first server's limit is its own: its organiser still signs in.
    expect(sessionCookieOf(await signIn(account))).not.toBeNull();
  });
});

describe("the embedded backend, as Appwrite answers a key", () => {
  it("gives a server that signs someone in with its key the session's secret, and a browser none", async () => {
    const key = server.backend?.siteKey ?? "";
    const asServer = new ServerClient()
      .setEndpoint(`${server.url}/v1`)
      .setProject(server.projectId)
      .setKey(key);
    const made = await new ServerAccount(asServer).createEmailPasswordSession(organiser);
    expect(made.secret).not.toBe("");
    const browser = new Client().setEndpoint(`${server.url}/v1`).setProject(server.projectId);
    const own = await new Account(browser).createEmailPasswordSession(member);
    expect(own.secret).toBe("");
  });
});
