import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { loadProjectSchema } from "../../schema/load-project-schema.ts";
import { createSecretBox } from "../../security/secret-box.ts";
import type { AuthenticatorRecord } from "../../storage/mfa-store.ts";
import type { SessionRecord } from "../../storage/session-store.ts";
import { openSqliteStore } from "../../storage/sqlite/open.ts";
import type { Store } from "../../storage/store.ts";
import type { Caller } from "../caller.ts";
import { requireEnoughFactors, requireRecentChallenge, type MfaDeps } from "./mfa.ts";
import { startSession } from "./sessions.ts";

const projectRoot = path.resolve(import.meta.dirname, "..", "..", "..");
const now = new Date("2025-03-01T12:00:00.000Z");

let dataDir: string;
let store: Store;
let deps: MfaDeps;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mfa-service-"));
  store = openSqliteStore(dataDir, loadProjectSchema(path.join(projectRoot, "appwrite.json")));
  deps = {
    accounts: store.accounts,
    mfa: store.mfa,
    secrets: createSecretBox(randomBytes(32)),
    now: () => now,
    mailer: { sendEmail: async () => {} },
    sms: { sendSms: async () => {} },
    brandName: "Test Club",
  };
});

afterEach(async () => {
  await store.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Account {
  mfa: boolean;
  hasTotp: boolean;
  isEmailVerified: boolean;
  sessionFactors: string[];
}

/** A user set up as `account` describes, and the caller their one session stands for. */
async function callerFor(account: Account): Promise<Caller> {
  const user = await store.accounts.createUser({
    id: "sam",
    email: "sam@example.org",
    name: "Sam",
    passwordHash: null,
    labels: [],
    createdAt: now,
  });
  await store.accounts.updateUser(
    user.id,
    { mfa: account.mfa, emailVerification: account.isEmailVerified },
    now,
  );
  if (account.hasTotp) {
    const authenticator: AuthenticatorRecord = {
      id: "auth1",
      userId: user.id,
      type: "totp",
      verified: true,
      sealedSecret: deps.secrets.seal("JBSWY3DPEHPK3PXP"),
      createdAt: now,
      updatedAt: now,
    };
    await store.mfa.replaceUnverifiedAuthenticator(authenticator);
  }
  const { session } = await startSession(
    deps,
    user,
    { provider: "email", providerUid: user.email, factors: account.sessionFactors },
    { ip: "127.0.0.1", userAgent: "test" },
  );
  return { user: { id: user.id, labels: [], emailVerification: false }, sessionId: session.id };
}

describe("how many factors a session needs", () => {
  const base = { mfa: true, hasTotp: true, isEmailVerified: false, sessionFactors: ["password"] };
  test.each([
    { name: "MFA off", account: { ...base, mfa: false }, isLimited: false },
    {
      name: "MFA on with no second factor",
      account: { ...base, hasTotp: false },
      isLimited: false,
    },
    { name: "MFA on with an app, one factor proven", account: base, isLimited: true },
    {
      name: "MFA on with a verified email, one factor proven",
      account: { ...base, hasTotp: false, isEmailVerified: true },
      isLimited: true,
    },
    {
      name: "MFA on with an app, two factors proven",
      account: { ...base, sessionFactors: ["password", "totp"] },
      isLimited: false,
    },
    {
      name: "an OAuth2 session (email and oauth2)",
      account: { ...base, sessionFactors: ["email", "oauth2"] },
      isLimited: false,
    },
  ])("$name: limited is $isLimited", async ({ account, isLimited }) => {
    const check = requireEnoughFactors(deps, await callerFor(account));
    if (isLimited) {
      await expect(check).rejects.toMatchObject({ type: "user_more_factors_required" });
    } else {
      await expect(check).resolves.toBeUndefined();
    }
  });

  test("a guest is never limited", async () => {
    await expect(
      requireEnoughFactors(deps, { user: null, sessionId: null }),
    ).resolves.toBeUndefined();
  });
});

describe("a recent challenge", () => {
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  const session = (mfaUpdatedAt: Date | null): SessionRecord => ({
    id: "s1",
    userId: "sam",
    secretHash: "hash",
    provider: "email",
    providerUid: "sam@example.org",
    factors: ["password", "totp"],
    mfaUpdatedAt,
    ip: "127.0.0.1",
    userAgent: "test",
    expire: new Date(now.getTime() + 3_600_000),
    createdAt: minutesAgo(60),
    updatedAt: minutesAgo(60),
  });

  test.each([
    { name: "a challenge a minute ago", mfaUpdatedAt: minutesAgo(1), isRecent: true },
    { name: "a challenge exactly 30 minutes ago", mfaUpdatedAt: minutesAgo(30), isRecent: true },
    { name: "a challenge 31 minutes ago", mfaUpdatedAt: minutesAgo(31), isRecent: false },
    { name: "no challenge at all", mfaUpdatedAt: null, isRecent: false },
  ])("$name counts as recent: $isRecent", ({ mfaUpdatedAt, isRecent }) => {
    const check = () => requireRecentChallenge(deps, session(mfaUpdatedAt));
    if (isRecent) expect(check).not.toThrow();
    else expect(check).toThrow(expect.objectContaining({ type: "user_challenge_required" }));
  });
});
