import { afterEach, beforeEach, describe, expect, test } from "vitest";
import type { AccountStore, NewUser } from "../account-store.ts";
import type { SessionRecord } from "../session-store.ts";
import { openTempAccountStore, type TempAccountStore } from "./temp-account-store.ts";

let temp: TempAccountStore;
let store: AccountStore;

beforeEach(() => {
  temp = openTempAccountStore();
  store = temp.store;
});

afterEach(() => temp.remove());

const createdAt = new Date("2025-03-01T10:00:00.000Z");

function newUser(overrides: Partial<NewUser> = {}): NewUser {
  return {
    id: "user1",
    email: "sam@example.org",
    name: "Sam",
    passwordHash: "$argon2id$fake",
    labels: [],
    createdAt,
    ...overrides,
  };
}

function newSession(overrides: Partial<SessionRecord> = {}): SessionRecord {
  return {
    id: "session1",
    userId: "user1",
    secretHash: "hash1",
    provider: "email",
    providerUid: "sam@example.org",
    factors: ["password"],
    mfaUpdatedAt: null,
    ip: "127.0.0.1",
    userAgent: "test",
    expire: new Date("2026-03-01T10:00:00.000Z"),
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

describe("users", () => {
  test("a created user reads back with every field, and without its password hash", async () => {
    await store.createUser(newUser({ labels: ["admin"] }));
    const user = await store.getUser("user1");
    expect(user).toEqual({
      id: "user1",
      email: "sam@example.org",
      phone: "",
      name: "Sam",
      labels: ["admin"],
      prefs: {},
      status: true,
      emailVerification: false,
      phoneVerification: false,
      mfa: false,
      registration: createdAt,
      accessedAt: createdAt,
      passwordUpdate: createdAt,
      createdAt,
      updatedAt: createdAt,
      targets: [],
    });
    expect(JSON.stringify(user)).not.toContain("argon2id");
  });

  test("only the sign-in lookup returns the password hash", async () => {
    await store.createUser(newUser());
    const found = await store.findPasswordCredentials("sam@example.org");
    expect(found?.passwordHash).toBe("$argon2id$fake");
    expect(found?.user.id).toBe("user1");
    expect(await store.findPasswordCredentials("nobody@example.org")).toBeNull();
  });

  test.each([
    { name: "the same email", second: newUser({ id: "user2" }) },
    {
      name: "the same email in another case",
      second: newUser({ id: "user2", email: "SAM@Example.org" }),
    },
    { name: "the same id", second: newUser({ email: "other@example.org" }) },
  ])("a second user with $name is refused with user_already_exists", async ({ second }) => {
    await store.createUser(newUser());
    await expect(store.createUser(second)).rejects.toMatchObject({
      type: "user_already_exists",
      code: 409,
    });
  });

  test("a user is found by email in any case", async () => {
    await store.createUser(newUser());
    expect((await store.findUserByEmail("Sam@EXAMPLE.org"))?.id).toBe("user1");
  });

  test("labels are replaced and the update time moves; an unknown user gives null", async () => {
    await store.createUser(newUser());
    const later = new Date("2025-03-02T00:00:00.000Z");
    const updated = await store.updateUserLabels("user1", ["admin", "editor"], later);
    expect(updated?.labels).toEqual(["admin", "editor"]);
    expect(updated?.updatedAt).toEqual(later);
    expect(await store.updateUserLabels("nobody", ["admin"], later)).toBeNull();
  });

  test("users are listed oldest first", async () => {
    await store.createUser(
      newUser({ id: "later", email: "b@example.org", createdAt: new Date("2025-04-01") }),
    );
    await store.createUser(
      newUser({ id: "earlier", email: "a@example.org", createdAt: new Date("2025-02-01") }),
    );
    expect((await store.listUsers()).map((user) => user.id)).toEqual(["earlier", "later"]);
  });

  test("a user created by another connection (the users command) is seen at once", async () => {
    const command = temp.connectAgain();
    await command.createUser(newUser({ labels: ["admin"] }));
    expect((await store.getUser("user1"))?.labels).toEqual(["admin"]);
  });
});

describe("sessions", () => {
  test("a session is stored with its secret hash and listed for its user", async () => {
    await store.createUser(newUser());
    await store.createSession(newSession(), 10);
    expect(await store.listSessions("user1")).toEqual([newSession()]);
    expect(await store.listSessions("someone-else")).toEqual([]);
  });

  test("beyond the per-user limit the oldest sessions are dropped", async () => {
    await store.createUser(newUser());
    for (let index = 0; index < 4; index++) {
      const at = new Date(createdAt.getTime() + index * 1000);
      await store.createSession(newSession({ id: `s${index}`, createdAt: at, updatedAt: at }), 3);
    }
    expect((await store.listSessions("user1")).map((session) => session.id)).toEqual([
      "s1",
      "s2",
      "s3",
    ]);
  });

  test("a new session sweeps away the user's expired ones", async () => {
    await store.createUser(newUser());
    await store.createSession(newSession({ id: "old", expire: new Date("2025-02-01") }), 10);
    await store.createSession(newSession({ id: "new" }), 10);
    expect((await store.listSessions("user1")).map((session) => session.id)).toEqual(["new"]);
  });

  test("deleting a session needs the right user, and deleting all reports how many", async () => {
    await store.createUser(newUser());
    await store.createSession(newSession({ id: "a" }), 10);
    await store.createSession(newSession({ id: "b" }), 10);
    expect(await store.deleteSession("someone-else", "a")).toBe(false);
    expect(await store.deleteSession("user1", "a")).toBe(true);
    expect(await store.deleteSession("user1", "a")).toBe(false);
    expect(await store.deleteSessions("user1")).toBe(1);
    expect(await store.listSessions("user1")).toEqual([]);
  });

  test("accessedAt is updated on its own", async () => {
    await store.createUser(newUser());
    const later = new Date("2025-03-05T00:00:00.000Z");
    await store.updateUserAccessedAt("user1", later);
    const user = await store.getUser("user1");
    expect(user?.accessedAt).toEqual(later);
    expect(user?.updatedAt).toEqual(createdAt);
  });
});

describe("rate-limit counters", () => {
  const window = {
    bucket: "accountCreate",
    key: "127.0.0.1",
    windowStart: new Date("2025-03-01T10:00:00Z"),
    windowEnd: new Date("2025-03-01T11:00:00Z"),
  };
  const now = new Date("2025-03-01T10:30:00Z");

  test("hits are counted up to the limit and then refused without counting", async () => {
    const counts = [];
    for (let attempt = 0; attempt < 4; attempt++)
      counts.push(await store.hitRateLimit(window, 2, now));
    expect(counts).toEqual([0, 1, 2, 2]);
  });

  test("each key and each window counts on its own", async () => {
    await store.hitRateLimit(window, 10, now);
    expect(await store.hitRateLimit({ ...window, key: "10.0.0.2" }, 10, now)).toBe(0);
    expect(await store.hitRateLimit({ ...window, bucket: "other" }, 10, now)).toBe(0);
    const nextHour = { windowStart: window.windowEnd, windowEnd: new Date("2025-03-01T12:00:00Z") };
    expect(await store.hitRateLimit({ ...window, ...nextHour }, 10, now)).toBe(0);
  });

  test("counters are shared by every connection to the database", async () => {
    await store.hitRateLimit(window, 10, now);
    await store.hitRateLimit(window, 10, now);
    const other = temp.connectAgain();
    expect(await other.hitRateLimit(window, 10, now)).toBe(2);
    expect(await store.hitRateLimit(window, 10, now)).toBe(3);
  });
});
