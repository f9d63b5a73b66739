import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { loadProjectSchema } from "../../schema/load-project-schema.ts";
import { openSqliteStore } from "../../storage/sqlite/open.ts";
import type { Store } from "../../storage/store.ts";
import { guestCaller } from "../caller.ts";
import { createUser } from "./accounts.ts";
import { resolveOAuth2User, type IdentityDeps } from "./oauth2-accounts.ts";

let dataDir: string;
let store: Store;
let closedDeps: IdentityDeps;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "oauth2-accounts-"));
  store = openSqliteStore(
    dataDir,
    loadProjectSchema(path.resolve(import.meta.dirname, "../../../appwrite.json")),
  );
  closedDeps = {
    accounts: store.accounts,
    identities: store.identities,
    now: () => new Date(),
    signupsOpen: false,
  };
});

afterEach(async () => {
  await store.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const profileOf = (email: string) => ({
  sub: `oidc-${email}`,
  email,
  isEmailVerified: true,
  name: "Pat",
  accessTokenExpiry: null,
});

describe("OAuth2 sign-in with sign-ups closed", () => {
  test("a person the club does not know is user_count_exceeded and gets no account", async () => {
    await expect(
      resolveOAuth2User(closedDeps, guestCaller, "oidc", profileOf("new@example.org")),
    ).rejects.toMatchObject({ type: "user_count_exceeded", code: 400 });
    expect(await store.accounts.findUserByEmail("new@example.org")).toBeNull();
  });

  test("a member the users command made is signed into their account", async () => {
    const member = await createUser(closedDeps, {
      email: "member@example.org",
      password: "password123",
      name: "Member",
      labels: [],
    });
    const found = await resolveOAuth2User(
      closedDeps,
      guestCaller,
      "oidc",
      profileOf("member@example.org"),
    );
    expect(found.id).toBe(member.id);
  });
});
