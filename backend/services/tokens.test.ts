import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  openTempAccountStore,
  type TempAccountStore,
} from "../storage/sqlite/temp-account-store.ts";
import type { AccountDeps } from "./accounts.ts";
import { consumeToken, issueToken, linkWithToken } from "./tokens.ts";

let temp: TempAccountStore;
let clock: Date;
let deps: AccountDeps;
const client = { ip: "127.0.0.1", userAgent: "vitest" };

beforeEach(async () => {
  temp = openTempAccountStore();
  clock = new Date("2025-03-01T10:00:00.000Z");
  deps = { accounts: temp.store, now: () => clock };
  await temp.store.createUser({
    id: "sam",
    email: "sam@example.org",
    name: "Sam",
    passwordHash: null,
    labels: [],
    createdAt: clock,
  });
});

afterEach(() => temp.remove());

describe("issuing tokens", () => {
  test.each([
    { type: "email", secret: /^\d{6}$/, minutes: 15 },
    { type: "phone", secret: /^\d{6}$/, minutes: 15 },
    { type: "magic-url", secret: /^[0-9a-f]{64}$/, minutes: 60 },
    { type: "recovery", secret: /^[0-9a-f]{256}$/, minutes: 60 },
    { type: "verification", secret: /^[0-9a-f]{256}$/, minutes: 60 },
  ] as const)(
    "a $type token has Appwrite's secret shape and lasts $minutes minutes",
    async (row) => {
      const { token, secret } = await issueToken(deps, "sam", row.type, client);
      expect(secret).toMatch(row.secret);
      expect((token.expire.getTime() - clock.getTime()) / 60_000).toBe(row.minutes);
      const [stored] = await temp.store.listTokens("sam");
      expect(stored?.secretHash).not.toContain(secret);
    },
  );
});

describe("consuming tokens", () => {
  test("the right secret works once; two racing requests cannot both use it", async () => {
    const { secret } = await issueToken(deps, "sam", "magic-url", client);
    const outcomes = await Promise.allSettled([
      consumeToken(deps, "sam", ["magic-url"], secret),
      consumeToken(deps, "sam", ["magic-url"], secret),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
  });

  test.each([
    {
      name: "a wrong secret",
      secret: () => "f".repeat(64),
      types: ["magic-url"] as const,
      minutes: 0,
    },
    {
      name: "a token of another kind",
      secret: (s: string) => s,
      types: ["recovery"] as const,
      minutes: 0,
    },
    {
      name: "an expired token",
      secret: (s: string) => s,
      types: ["magic-url"] as const,
      minutes: 61,
    },
  ])("$name is 401 user_invalid_token", async ({ secret, types, minutes }) => {
    const issued = await issueToken(deps, "sam", "magic-url", client);
    clock = new Date(clock.getTime() + minutes * 60_000);
    await expect(consumeToken(deps, "sam", types, secret(issued.secret))).rejects.toMatchObject({
      type: "user_invalid_token",
      code: 401,
    });
  });
});

test("a link keeps its own query and gains the token's", () => {
  const link = linkWithToken("https://club.example.org/reset?from=mail#top", {
    userId: "sam",
    secret: "s3cret",
  });
  expect(link).toBe("https://club.example.org/reset?from=mail&userId=sam&secret=s3cret#top");
});
