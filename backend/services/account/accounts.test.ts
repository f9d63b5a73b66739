import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  openTempAccountStore,
  type TempAccountStore,
} from "../../storage/sqlite/temp-account-store.ts";
import { guestCaller } from "../caller.ts";
import type { SignUpDeps } from "./account-deps.ts";
import {
  createAccount,
  createUser,
  getAccount,
  getUserByEmail,
  listUsers,
  updateLabels,
} from "./accounts.ts";

const now = new Date("2025-03-01T10:00:00.000Z");
let temp: TempAccountStore;
let deps: SignUpDeps;

beforeEach(() => {
  temp = openTempAccountStore();
  deps = { accounts: temp.store, now: () => now, signupsOpen: true };
});

afterEach(() => temp.remove());

const client = { ip: "127.0.0.1", userAgent: "vitest" };

/** Sam signs up from the API, with the id and name given. */
function createSam(userId: string, name: string) {
  return createAccount(
    deps,
    { userId, email: "sam@example.org", password: "password123", name },
    client,
  );
}

describe("accounts", () => {
  test("a visitor who creates an account gets a user with a generated id and no labels", async () => {
    const user = await createSam("unique()", "Sam");
    expect(user.id).toMatch(/^[0-9a-f]{20}$/);
    expect(user).toMatchObject({ email: "sam@example.org", name: "Sam", labels: [], status: true });
    expect(user.registration).toEqual(now);
    const [created] = (await temp.store.listLogs(user.id, { limit: 10, offset: 0 })).logs;
    expect(created?.event).toBe("user.create");
  });

  test("an account can have a custom id", async () => {
    const user = await createSam("sam", "");
    expect(user.id).toBe("sam");
  });

  test("a guest asking for the account gets general_unauthorized_scope", async () => {
    await expect(getAccount(deps, guestCaller)).rejects.toMatchObject({
      type: "general_unauthorized_scope",
      code: 401,
      message: 'User (role: guests) missing scopes (["account"])',
    });
  });

  test("a signed-in user gets their own account", async () => {
    const user = await createSam("unique()", "Sam");
    const caller = { user: { id: user.id, labels: [], emailVerification: false }, sessionId: "s1" };
    expect((await getAccount(deps, caller)).email).toBe("sam@example.org");
  });
});

describe("sign-ups closed", () => {
  test("a visitor's sign-up is user_count_exceeded, while the users command still creates accounts", async () => {
    const closed = { ...deps, signupsOpen: false };
    const input = {
      userId: "unique()",
      email: "new@example.org",
      password: "password123",
      name: "",
    };
    await expect(createAccount(closed, input, client)).rejects.toMatchObject({
      type: "user_count_exceeded",
      code: 400,
    });
    expect(await listUsers(closed)).toEqual([]);

    const user = await createUser(closed, { ...input, labels: ["admin"] });
    expect(user).toMatchObject({ email: "new@example.org", labels: ["admin"] });
  });
});

describe("users administration", () => {
  test("an organiser can create an admin, whose email is stored lower-case", async () => {
    const user = await createUser(deps, {
      email: "Lead@Example.org",
      password: "password123",
      name: "Lead",
      labels: ["admin", "admin"],
    });
    expect(user).toMatchObject({ email: "lead@example.org", labels: ["admin"] });
    expect((await getUserByEmail(deps, "LEAD@example.org")).id).toBe(user.id);
  });

  test.each([
    {
      name: "a short password",
      input: { password: "short", labels: [] },
      type: "general_argument_invalid",
    },
    {
      name: "a bad label",
      input: { password: "password123", labels: ["co-lead"] },
      type: "general_argument_invalid",
    },
  ])("creating a user with $name is refused with $type", async ({ input, type }) => {
    await expect(
      createUser(deps, { email: "x@example.org", name: "", ...input }),
    ).rejects.toMatchObject({ type });
  });

  test("the same email twice is user_already_exists", async () => {
    const input = { email: "x@example.org", password: "password123", name: "", labels: [] };
    await createUser(deps, input);
    await expect(createUser(deps, { ...input, email: "X@example.org" })).rejects.toMatchObject({
      type: "user_already_exists",
    });
  });

  test("labels are replaced, and an unknown user or email is user_not_found", async () => {
    const user = await createUser(deps, {
      email: "x@example.org",
      password: "password123",
      name: "",
      labels: [],
    });
    expect((await updateLabels(deps, user.id, ["admin"])).labels).toEqual(["admin"]);
    expect((await updateLabels(deps, user.id, [])).labels).toEqual([]);
    await expect(updateLabels(deps, "nobody", ["admin"])).rejects.toMatchObject({
      type: "user_not_found",
    });
    await expect(getUserByEmail(deps, "nobody@example.org")).rejects.toMatchObject({
      type: "user_not_found",
    });
  });

  test("every user is listed", async () => {
    await createUser(deps, {
      email: "a@example.org",
      password: "password123",
      name: "",
      labels: [],
    });
    await createUser(deps, {
      email: "b@example.org",
      password: "password123",
      name: "",
      labels: [],
    });
    expect((await listUsers(deps)).map((user) => user.email).sort()).toEqual([
      "a@example.org",
      "b@example.org",
    ]);
  });
});
