import { afterEach, beforeEach, expect, test } from "vitest";
import type { IdentityRecord } from "../identity-store.ts";
import type { Store } from "../store.ts";
import { openStoreWithUsers, removeTempStore } from "../../../tests/support/sqlite-store.ts";

const at = new Date("2025-03-01T10:00:00.000Z");
const later = new Date("2025-03-02T10:00:00.000Z");

let dataDir: string;
let store: Store;

beforeEach(async () => {
  ({ dataDir, store } = await openStoreWithUsers("identity-store-", at));
});

afterEach(() => removeTempStore({ dataDir, store }));

function identity(overrides: Partial<IdentityRecord> = {}): IdentityRecord {
  return {
    id: "identity1",
    userId: "sam",
    provider: "oidc",
    providerUid: "sub-1",
    providerEmail: "sam@example.org",
    providerAccessTokenExpiry: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

test("an identity reads back by provider account, by email in any case, and by user", async () => {
  await store.identities.saveIdentity(identity());
  expect(await store.identities.findIdentity("oidc", "sub-1")).toEqual(identity());
  expect(await store.identities.findIdentitiesByEmail("SAM@example.org")).toEqual([identity()]);
  expect(await store.identities.listIdentities("sam")).toEqual([identity()]);
  expect(await store.identities.findIdentitiesByEmail("")).toEqual([]);
});

test("saving the same provider account again updates its email and expiry, not its owner", async () => {
  await store.identities.saveIdentity(identity());
  await store.identities.saveIdentity(
    identity({
      id: "identity2",
      userId: "alex",
      providerEmail: "new@example.org",
      providerAccessTokenExpiry: later,
      createdAt: later,
      updatedAt: later,
    }),
  );
  expect(await store.identities.findIdentity("oidc", "sub-1")).toEqual(
    identity({
      providerEmail: "new@example.org",
      providerAccessTokenExpiry: later,
      updatedAt: later,
    }),
  );
});

test("a user deletes only their own identity, once", async () => {
  await store.identities.saveIdentity(identity());
  expect(await store.identities.deleteIdentity("alex", "identity1")).toBe(false);
  expect(await store.identities.deleteIdentity("sam", "identity1")).toBe(true);
  expect(await store.identities.deleteIdentity("sam", "identity1")).toBe(false);
  expect(await store.identities.listIdentities("sam")).toEqual([]);
});
