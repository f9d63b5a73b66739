import { afterEach, beforeEach, describe, expect, test } from "vitest";
import type { AccountStore } from "../account-store.ts";
import type { SessionRecord } from "../session-store.ts";
import type { TargetRecord } from "../target-store.ts";
import type { TokenRecord } from "../token-store.ts";
import { openTempAccountStore, type TempAccountStore } from "./temp-account-store.ts";

// The parts of the SQLite AccountStore that issue 4 added: profile updates, tokens, targets,
// the audit log and signing keys, on a real database in a temp folder.

let temp: TempAccountStore;
let store: AccountStore;
const at = new Date("2025-03-01T10:00:00.000Z");
const minutesLater = (minutes: number) => new Date(at.getTime() + minutes * 60_000);

beforeEach(async () => {
  temp = openTempAccountStore();
  store = temp.store;
  await store.createUser({
    id: "sam",
    email: "sam@example.org",
    name: "Sam",
    passwordHash: "$argon2id$fake",
    labels: [],
    createdAt: at,
  });
});

afterEach(() => temp.remove());

function session(id: string): SessionRecord {
  return {
    id,
    userId: "sam",
    secretHash: `hash-${id}`,
    provider: "email",
    providerUid: "sam@example.org",
    factors: ["password"],
    mfaUpdatedAt: null,
    ip: "127.0.0.1",
    userAgent: "test",
    expire: minutesLater(60 * 24 * 365),
    createdAt: at,
    updatedAt: at,
  };
}

function token(overrides: Partial<TokenRecord> = {}): TokenRecord {
  return {
    id: "t1",
    userId: "sam",
    type: "email",
    secretHash: "digest",
    expire: minutesLater(15),
    createdAt: at,
    ip: "127.0.0.1",
    userAgent: "test",
    ...overrides,
  };
}

function target(overrides: Partial<TargetRecord> = {}): TargetRecord {
  return {
    id: "device1",
    userId: "sam",
    sessionId: null,
    providerType: "push",
    providerId: null,
    identifier: "push-token",
    name: "",
    expired: false,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

describe("users without email or password, and profile updates", () => {
  test("many users can have no email and no phone, and have no password", async () => {
    for (const id of ["anon1", "anon2"]) {
      await store.createUser({
        id,
        email: "",
        name: "",
        passwordHash: null,
        labels: [],
        createdAt: at,
      });
    }
    const anonymous = await store.getUser("anon1");
    expect(anonymous).toMatchObject({ email: "", phone: "", passwordUpdate: null });
    expect(await store.findPasswordHash("anon1")).toBeNull();
    expect(await store.findUserByEmail("")).toBeNull();
  });

  test("an update writes only the given fields, and a new password stamps passwordUpdate", async () => {
    const updated = await store.updateUser(
      "sam",
      { name: "Sam R", passwordHash: "$argon2id$new", prefs: { theme: "dark" } },
      minutesLater(5),
    );
    expect(updated).toMatchObject({
      name: "Sam R",
      email: "sam@example.org",
      prefs: { theme: "dark" },
      passwordUpdate: minutesLater(5),
      updatedAt: minutesLater(5),
    });
    expect(await store.findPasswordHash("sam")).toBe("$argon2id$new");
    expect(await store.updateUser("nobody", { name: "x" }, at)).toBeNull();
  });

  test.each([
    {
      name: "an email another user has",
      change: { email: "ALEX@example.org" },
      type: "user_email_already_exists",
    },
    {
      name: "a phone another user has",
      change: { phone: "+15555550100" },
      type: "user_phone_already_exists",
    },
  ])("$name is refused with $type", async ({ change, type }) => {
    await store.createUser({
      id: "alex",
      email: "alex@example.org",
      phone: "+15555550100",
      name: "Alex",
      passwordHash: null,
      labels: [],
      createdAt: at,
    });
    await expect(store.updateUser("sam", change, at)).rejects.toMatchObject({ type, code: 409 });
  });

  test("a user is found by phone number", async () => {
    await store.updateUser("sam", { phone: "+15555550199" }, at);
    expect((await store.findUserByPhone("+15555550199"))?.id).toBe("sam");
  });
});

describe("sessions", () => {
  test("deleting all sessions but one keeps exactly that one", async () => {
    for (const id of ["a", "b", "c"]) await store.createSession(session(id), 10);
    expect(await store.deleteSessions("sam", "b")).toBe(2);
    expect((await store.listSessions("sam")).map((each) => each.id)).toEqual(["b"]);
  });

  test("a session's expiry and its factors are updated", async () => {
    await store.createSession(session("a"), 10);
    const moved = await store.updateSessionExpire("sam", "a", minutesLater(999), minutesLater(1));
    expect(moved).toMatchObject({ expire: minutesLater(999), updatedAt: minutesLater(1) });
    await store.updateSessionFactors("sam", "a", ["password", "totp"], minutesLater(2));
    expect((await store.listSessions("sam"))[0]).toMatchObject({
      factors: ["password", "totp"],
      mfaUpdatedAt: minutesLater(2),
    });
    expect(await store.updateSessionExpire("sam", "nope", at, at)).toBeNull();
  });
});

describe("tokens", () => {
  test("a token is deleted once: the second delete says it was already gone", async () => {
    await store.createToken(token());
    expect(await store.listTokens("sam")).toEqual([token()]);
    expect(await store.deleteToken("t1")).toBe(true);
    expect(await store.deleteToken("t1")).toBe(false);
  });

  test("a new token sweeps away the user's expired ones", async () => {
    await store.createToken(token({ id: "old", expire: minutesLater(-1) }));
    await store.createToken(token({ id: "new" }));
    expect((await store.listTokens("sam")).map((each) => each.id)).toEqual(["new"]);
  });
});

describe("push targets", () => {
  test("a target is created, renewed, listed with its user and deleted", async () => {
    await store.createTarget(target({ expired: true }));
    const renewed = await store.updateTargetIdentifier("device1", "token-2", minutesLater(1));
    expect(renewed).toMatchObject({ identifier: "token-2", expired: false });
    expect((await store.getUser("sam"))?.targets.map((each) => each.id)).toEqual(["device1"]);
    expect(await store.deleteTarget("device1")).toBe(true);
    expect(await store.getTarget("device1")).toBeNull();
  });

  test("a taken id is user_target_already_exists", async () => {
    await store.createTarget(target());
    await expect(store.createTarget(target())).rejects.toMatchObject({
      type: "user_target_already_exists",
    });
  });

  test("a target goes with the session that registered it", async () => {
    await store.createSession(session("a"), 10);
    await store.createTarget(target({ sessionId: "a" }));
    await store.deleteSession("sam", "a");
    expect(await store.getTarget("device1")).toBeNull();
  });
});

describe("the audit log", () => {
  const entry = (id: string, minutes: number) => ({
    id,
    userId: "sam",
    event: "user.update",
    userEmail: "sam@example.org",
    userName: "Sam",
    ip: "127.0.0.1",
    userAgent: "test",
    time: minutesLater(minutes),
  });

  test("entries are listed newest first, paged, with the total", async () => {
    for (const [id, minutes] of [
      ["a", 1],
      ["b", 2],
      ["c", 3],
    ] as const) {
      await store.appendLog(entry(id, minutes), at);
    }
    const page = await store.listLogs("sam", { limit: 2, offset: 1 });
    expect(page.total).toBe(3);
    expect(page.logs.map((log) => log.id)).toEqual(["b", "a"]);
  });

  test("appending forgets the user's entries older than the retention start", async () => {
    await store.appendLog(entry("old", 1), at);
    await store.appendLog(entry("new", 100), minutesLater(50));
    expect(
      (await store.listLogs("sam", { limit: 10, offset: 0 })).logs.map((log) => log.id),
    ).toEqual(["new"]);
  });
});

describe("signing keys", () => {
  test("the first stored key wins, for every connection to the database", async () => {
    expect(await store.signingKey("jwt", "first")).toBe("first");
    expect(await temp.connectAgain().signingKey("jwt", "second")).toBe("first");
  });
});
