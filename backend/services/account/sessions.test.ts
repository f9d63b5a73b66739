import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  openTempAccountStore,
  type TempAccountStore,
} from "../../storage/sqlite/temp-account-store.ts";
import { guestCaller, type Caller } from "../caller.ts";
import type { AccountDeps } from "./account-deps.ts";
import { passwordHashOptions, setPasswordHashing } from "../../security/password-hash.ts";
import { createUser } from "./accounts.ts";
import {
  authenticateSession,
  createEmailPasswordSession,
  deleteSession,
  deleteSessions,
  getSession,
  listSessions,
  SESSION_DURATION_MS,
} from "./sessions.ts";

const start = new Date("2025-03-01T10:00:00.000Z");
const client = { ip: "127.0.0.1", userAgent: "vitest" };
let temp: TempAccountStore;
let clock: Date;
let deps: AccountDeps;

beforeEach(async () => {
  temp = openTempAccountStore();
  clock = start;
  deps = { accounts: temp.store, now: () => clock };
  await createUser(deps, {
    email: "sam@example.org",
    password: "password123",
    name: "Sam",
    labels: ["admin"],
  });
});

afterEach(() => temp.remove());

async function signIn(email = "sam@example.org", password = "password123") {
  return createEmailPasswordSession(deps, guestCaller, { email, password }, client);
}

async function signedInCaller(): Promise<Caller> {
  const { token } = await signIn();
  return authenticateSession(deps, token);
}

describe("signing in", () => {
  test("the right password opens a one-year email session and stores only the secret's hash", async () => {
    const { session, token } = await signIn();
    expect(session).toMatchObject({
      provider: "email",
      providerUid: "sam@example.org",
      factors: ["password"],
      ip: "127.0.0.1",
    });
    expect(session.expire.getTime() - start.getTime()).toBe(SESSION_DURATION_MS);
    expect(token.secret).toMatch(/^[0-9a-f]{64}$/);
    const [stored] = await temp.store.listSessions(session.userId);
    expect(stored?.secretHash).not.toContain(token.secret);
  });

  test.each([
    { name: "a wrong password", email: "sam@example.org", password: "password124" },
    { name: "an unknown email", email: "nobody@example.org", password: "password123" },
  ])("$name gets user_invalid_credentials", async ({ email, password }) => {
    await expect(signIn(email, password)).rejects.toMatchObject({
      type: "user_invalid_credentials",
      code: 401,
    });
  });

  test("an unknown email takes about as long as a wrong password (both run one argon2 verify)", async () => {
    // At the production cost, whatever a test server started earlier in this process chose.
    setPasswordHashing(passwordHashOptions);
    await createUser(deps, {
      email: "kai@example.org",
      password: "password123",
      name: "Kai",
      labels: [],
    });
    // The two attempts alternate and the medians are compared, so whatever else the machine is
    // doing slows both alike (the unit tests share the cores with the rest of the suite).
    const timed = async (attempt: () => Promise<unknown>) => {
      const started = performance.now();
      await attempt().catch(() => undefined);
      return performance.now() - started;
    };
    const wrongPassword: number[] = [];
    const unknownEmail: number[] = [];
    for (let round = 0; round < 7; round++) {
      wrongPassword.push(await timed(() => signIn("kai@example.org", "password124")));
      unknownEmail.push(await timed(() => signIn("nobody@example.org", "password124")));
    }
    const median = (times: number[]) => times.sort((a, b) => a - b)[3] ?? 0;
    // An unknown email that skipped argon2 would take about a hundredth of the time; a factor of
    // four either way still catches that on a machine busy enough to skew single attempts.
    expect(median(unknownEmail)).toBeGreaterThan(median(wrongPassword) / 4);
    expect(median(unknownEmail)).toBeLessThan(median(wrongPassword) * 4);
  });

  test("a signed-in caller cannot open another session: user_session_already_exists", async () => {
    const caller = await signedInCaller();
    await expect(
      createEmailPasswordSession(
        deps,
        caller,
        { email: "sam@example.org", password: "password123" },
        client,
      ),
    ).rejects.toMatchObject({ type: "user_session_already_exists" });
  });
});

describe("resolving a session token", () => {
  test("a valid token stands for the user, with labels and session id", async () => {
    const { session, token } = await signIn();
    expect(await authenticateSession(deps, token)).toEqual({
      user: { id: session.userId, labels: ["admin"], emailVerification: false },
      sessionId: session.id,
    });
  });

  test.each([
    {
      name: "a wrong secret",
      change: (token: { userId: string; secret: string }) => ({ ...token, secret: "0".repeat(64) }),
    },
    {
      name: "another user id",
      change: (token: { userId: string; secret: string }) => ({ ...token, userId: "someone" }),
    },
  ])("a token with $name is a guest", async ({ change }) => {
    const { token } = await signIn();
    expect(await authenticateSession(deps, change(token))).toEqual(guestCaller);
  });

  test("an expired session is a guest", async () => {
    const { token } = await signIn();
    clock = new Date(start.getTime() + SESSION_DURATION_MS + 1);
    expect(await authenticateSession(deps, token)).toEqual(guestCaller);
  });

  test("using a session a day later records the user's access time", async () => {
    const { session, token } = await signIn();
    clock = new Date(start.getTime() + 25 * 60 * 60 * 1000);
    await authenticateSession(deps, token);
    expect((await temp.store.getUser(session.userId))?.accessedAt).toEqual(clock);
  });
});

describe("managing sessions", () => {
  test("a user lists, gets and deletes the current session, which then no longer works", async () => {
    const { token } = await signIn();
    const caller = await authenticateSession(deps, token);
    expect((await listSessions(deps, caller)).map((session) => session.id)).toEqual([
      caller.sessionId,
    ]);
    expect((await getSession(deps, caller, "current")).id).toBe(caller.sessionId);
    expect(await deleteSession(deps, caller, "current", client)).toEqual({ isCurrent: true });
    expect(await authenticateSession(deps, token)).toEqual(guestCaller);
  });

  test("deleting another of one's sessions by id is not the current one", async () => {
    const other = await signIn();
    const caller = await signedInCaller();
    expect(await deleteSession(deps, caller, other.session.id, client)).toEqual({
      isCurrent: false,
    });
    expect(await authenticateSession(deps, other.token)).toEqual(guestCaller);
  });

  test("an unknown session id is user_session_not_found", async () => {
    const caller = await signedInCaller();
    await expect(getSession(deps, caller, "nope")).rejects.toMatchObject({
      type: "user_session_not_found",
      code: 404,
    });
    await expect(deleteSession(deps, caller, "nope", client)).rejects.toMatchObject({
      type: "user_session_not_found",
    });
  });

  test("deleting all sessions signs the user out everywhere", async () => {
    const elsewhere = await signIn();
    const caller = await signedInCaller();
    await deleteSessions(deps, caller, client);
    expect(await authenticateSession(deps, elsewhere.token)).toEqual(guestCaller);
    expect(await listSessions(deps, caller)).toEqual([]);
  });

  test.each([
    { name: "list sessions", call: () => listSessions(deps, guestCaller) },
    { name: "get the current session", call: () => getSession(deps, guestCaller, "current") },
    {
      name: "delete the current session",
      call: () => deleteSession(deps, guestCaller, "current", client),
    },
    { name: "delete all sessions", call: () => deleteSessions(deps, guestCaller, client) },
  ])("a guest who tries to $name gets general_unauthorized_scope", async ({ call }) => {
    await expect(call()).rejects.toMatchObject({ type: "general_unauthorized_scope", code: 401 });
  });
});
