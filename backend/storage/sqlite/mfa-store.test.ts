import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import type { AuthenticatorRecord, ChallengeRecord } from "../mfa-store.ts";
import type { Store } from "../store.ts";
import { openStoreWithUsers, removeTempStore } from "../../../tests/support/sqlite-store.ts";
import { DATABASE_FILE } from "./open.ts";

const at = new Date("2025-03-01T10:00:00.000Z");

let dataDir: string;
let store: Store;

beforeEach(async () => {
  ({ dataDir, store } = await openStoreWithUsers("mfa-store-", at));
});

afterEach(() => removeTempStore({ dataDir, store }));

function authenticator(overrides: Partial<AuthenticatorRecord> = {}): AuthenticatorRecord {
  return {
    id: "auth1",
    userId: "sam",
    type: "totp",
    verified: false,
    sealedSecret: "sealed-1",
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

function challenge(overrides: Partial<ChallengeRecord> = {}): ChallengeRecord {
  return {
    id: "challenge1",
    userId: "sam",
    factor: "email",
    codeDigest: "digest-1",
    expire: new Date(at.getTime() + 3_600_000),
    createdAt: at,
    ...overrides,
  };
}

const codes = (prefix: string) =>
  [1, 2, 3].map((n) => ({ digest: `${prefix}-digest-${n}`, sealedCode: `${prefix}-sealed-${n}` }));

describe("authenticators", () => {
  test("a new authenticator replaces an unverified one and reads back", async () => {
    expect(await store.mfa.replaceUnverifiedAuthenticator(authenticator())).toBe(true);
    const second = authenticator({ id: "auth2", sealedSecret: "sealed-2" });
    expect(await store.mfa.replaceUnverifiedAuthenticator(second)).toBe(true);
    expect(await store.mfa.findAuthenticator("sam", "totp")).toEqual(second);
  });

  test("a verified authenticator is not replaced and is verified only once", async () => {
    await store.mfa.replaceUnverifiedAuthenticator(authenticator());
    expect(await store.mfa.markAuthenticatorVerified("auth1", at)).toBe(true);
    expect(await store.mfa.markAuthenticatorVerified("auth1", at)).toBe(false);
    expect(await store.mfa.replaceUnverifiedAuthenticator(authenticator({ id: "auth2" }))).toBe(
      false,
    );
    expect(await store.mfa.findAuthenticator("sam", "totp")).toMatchObject({
      id: "auth1",
      verified: true,
    });
  });

  test("deleting tells whether there was one", async () => {
    await store.mfa.replaceUnverifiedAuthenticator(authenticator());
    expect(await store.mfa.deleteAuthenticator("sam", "totp")).toBe(true);
    expect(await store.mfa.deleteAuthenticator("sam", "totp")).toBe(false);
    expect(await store.mfa.findAuthenticator("sam", "totp")).toBeNull();
  });
});

describe("challenges", () => {
  test("a challenge reads back and can be deleted once", async () => {
    await store.mfa.createChallenge(challenge({ factor: "totp", codeDigest: null }));
    expect(await store.mfa.findChallenge("challenge1")).toEqual(
      challenge({ factor: "totp", codeDigest: null }),
    );
    expect(await store.mfa.deleteChallenge("challenge1")).toBe(true);
    expect(await store.mfa.deleteChallenge("challenge1")).toBe(false);
    expect(await store.mfa.findChallenge("challenge1")).toBeNull();
  });

  test("a new challenge drops the user's expired ones, not other users'", async () => {
    const expired = {
      createdAt: new Date(at.getTime() - 7_200_000),
      expire: new Date(at.getTime() - 1000),
    };
    await store.mfa.createChallenge(challenge({ id: "old", ...expired }));
    await store.mfa.createChallenge(challenge({ id: "alexs", userId: "alex", ...expired }));
    await store.mfa.createChallenge(challenge({ id: "new" }));
    expect(await store.mfa.findChallenge("old")).toBeNull();
    expect(await store.mfa.findChallenge("alexs")).not.toBeNull();
    expect(await store.mfa.findChallenge("new")).not.toBeNull();
  });
});

describe("recovery codes", () => {
  test("codes are created once, in order, until they are regenerated", async () => {
    expect(await store.mfa.createRecoveryCodes("sam", codes("a"))).toBe(true);
    expect(await store.mfa.createRecoveryCodes("sam", codes("b"))).toBe(false);
    expect(await store.mfa.listRecoveryCodes("sam")).toEqual(codes("a"));
    expect(await store.mfa.regenerateRecoveryCodes("sam", codes("c"))).toBe(true);
    expect(await store.mfa.listRecoveryCodes("sam")).toEqual(codes("c"));
  });

  test("regenerating without codes changes nothing", async () => {
    expect(await store.mfa.regenerateRecoveryCodes("sam", codes("a"))).toBe(false);
    expect(await store.mfa.listRecoveryCodes("sam")).toEqual([]);
  });

  test("each code is used once, and only by its owner", async () => {
    await store.mfa.createRecoveryCodes("sam", codes("a"));
    expect(await store.mfa.useRecoveryCode("alex", "a-digest-2")).toBe(false);
    expect(await store.mfa.useRecoveryCode("sam", "a-digest-2")).toBe(true);
    expect(await store.mfa.useRecoveryCode("sam", "a-digest-2")).toBe(false);
    expect((await store.mfa.listRecoveryCodes("sam")).map((code) => code.digest)).toEqual([
      "a-digest-1",
      "a-digest-3",
    ]);
  });
});

test("deleting a user deletes their MFA data", async () => {
  await store.mfa.replaceUnverifiedAuthenticator(authenticator());
  await store.mfa.createChallenge(challenge());
  await store.mfa.createRecoveryCodes("sam", codes("a"));
  // No store method deletes users yet; a second connection does it as the users command would.
  const db = new Database(path.join(dataDir, DATABASE_FILE));
  db.pragma("foreign_keys = ON");
  db.prepare("DELETE FROM account_users WHERE id = ?").run("sam");
  db.close();
  expect(await store.mfa.findAuthenticator("sam", "totp")).toBeNull();
  expect(await store.mfa.findChallenge("challenge1")).toBeNull();
  expect(await store.mfa.listRecoveryCodes("sam")).toEqual([]);
});
