import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Account, Client } from "appwrite";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { sdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { createTestAccount, signedInAdmin } from "../../support/users.ts";

// The club's own session limits (SESSION_LIFETIME_HOURS, SESSION_IDLE_MINUTES, decision 0069),
// at their shipped defaults: twelve hours at most, one hour unused.
const MINUTE = 60_000;
let clock = new Date("2031-06-01T08:00:00.000Z");
const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * MINUTE);
};
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    now: () => clock,
    sessionLimits: { lifetimeMs: 12 * 60 * MINUTE, idleMs: 60 * MINUTE },
  });
});

beforeEach(() => later(24 * 60));

afterAll(() => server.stop());

const signedOut = { code: 401, type: "general_unauthorized_scope" };
const minutesBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / MINUTE;

describe("organiser sessions on shared computers", () => {
  test("a new session ends an hour after sign-in unless used, and its cookie lasts twelve hours", async () => {
    const { email, password } = await createTestAccount(server, { labels: ["admin"] });
    const response = await fetch(`${server.endpoint}/account/sessions/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Appwrite-Project": server.projectId },
      body: JSON.stringify({ email, password }),
    });
    const session = (await response.json()) as { $createdAt: string; expire: string };
    expect(minutesBetween(session.$createdAt, session.expire)).toBe(60);
    const cookieExpires = /Expires=([^;]+)/.exec(response.headers.getSetCookie()[0] ?? "")?.[1];
    expect(minutesBetween(session.$createdAt, new Date(cookieExpires ?? "").toISOString())).toBe(
      12 * 60,
    );
  });

  test("an organiser who leaves the computer for over an hour is signed out, and the session cannot be extended after", async () => {
    const organiser = await signedInAdmin(server);
    const { $id } = await organiser.account.getSession({ sessionId: "current" });
    const phone = sdkUser(server);
    await phone.account.createEmailPasswordSession(organiser);
    later(59);
    await expect(phone.account.get()).resolves.toMatchObject({ email: organiser.email });
    later(2);

    await expect(organiser.account.get()).rejects.toMatchObject(signedOut);
    await expect(organiser.account.updateSession({ sessionId: "current" })).rejects.toMatchObject(
      signedOut,
    );
    // Seen from the organiser's phone, still in use, the idle session is gone.
    await expect(phone.account.getSession({ sessionId: $id })).rejects.toMatchObject({
      code: 404,
      type: "user_session_not_found",
    });
    await expect(phone.account.updateSession({ sessionId: $id })).rejects.toMatchObject({
      code: 404,
      type: "user_session_not_found",
    });
    await expect(organiser.account.get()).rejects.toMatchObject(signedOut);
  });

  test("an organiser who keeps working stays signed in all day, but not past twelve hours", async () => {
    const organiser = await signedInAdmin(server);
    const { $createdAt } = await organiser.account.getSession({ sessionId: "current" });
    for (let step = 1; step <= 14; step++) {
      later(50);
      await expect(organiser.account.get()).resolves.toMatchObject({ email: organiser.email });
    }
    later(10);
    const extended = await organiser.account.updateSession({ sessionId: "current" });
    // 11 h 50 min in: an hour more would pass the lifetime, so the end is the twelfth hour.
    expect(minutesBetween($createdAt, extended.expire)).toBe(12 * 60);
    later(11);
    await expect(organiser.account.get()).rejects.toMatchObject(signedOut);
  });
});

describe("sessions stored before the limits were set", () => {
  test("a year-long session is refused once past the lifetime, and a younger one ends after the idle timeout", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "session-limits-"));
    let now = new Date("2031-07-01T08:00:00.000Z");
    const signIn = async (on: TestServer, account: { email: string; password: string }) => {
      const response = await fetch(`${on.endpoint}/account/sessions/email`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Appwrite-Project": on.projectId },
        body: JSON.stringify(account),
      });
      const fallback: unknown = JSON.parse(response.headers.get("X-Fallback-Cookies") ?? "{}");
      return String(Reflect.get(Object(fallback), "a_session_pride-club"));
    };
    // Appwrite's year-long sessions, as every version before the limits made them.
    const before = await startTestServer({ dataDir, now: () => now });
    const account = await createTestAccount(before, { labels: ["admin"] });
    const oldest = await signIn(before, account);
    now = new Date(now.getTime() + 3 * 60 * MINUTE);
    const younger = await signIn(before, account);
    await before.stop();

    now = new Date(now.getTime() + (9 * 60 + 10) * MINUTE);
    const after = await startTestServer({
      dataDir,
      now: () => now,
      sessionLimits: { lifetimeMs: 12 * 60 * MINUTE, idleMs: 60 * MINUTE },
    });
    try {
      const accountWith = (session: string) =>
        new Account(
          new Client().setEndpoint(after.endpoint).setProject(after.projectId).setSession(session),
        );
      // 12 h 10 min after it began: past the lifetime.
      await expect(accountWith(oldest).get()).rejects.toMatchObject(signedOut);
      // 9 h 10 min: still within it, and from now on an hour unused ends it, long before its twelfth hour.
      await expect(accountWith(younger).get()).resolves.toMatchObject({ email: account.email });
      now = new Date(now.getTime() + 61 * MINUTE);
      await expect(accountWith(younger).get()).rejects.toMatchObject(signedOut);
    } finally {
      await after.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
