import { createHash, randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { createSecretBox } from "../../security/secret-box.ts";
import {
  openTempAccountStore,
  type TempAccountStore,
} from "../../storage/sqlite/temp-account-store.ts";
import { consumeToken, issueToken, linkWithToken, type TokenDeps } from "./tokens.ts";

let temp: TempAccountStore;
let clock: Date;
let deps: TokenDeps;
const client = { ip: "127.0.0.1", userAgent: "vitest" };

beforeEach(async () => {
  temp = openTempAccountStore();
  clock = new Date("2025-03-01T10:00:00.000Z");
  deps = { accounts: temp.store, now: () => clock, secrets: createSecretBox(randomBytes(32)) };
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

describe("6-digit codes", () => {
  const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
  const otherCode = (code: string) => (code === "000000" ? "111111" : "000000");

  test.each(["email", "phone"] as const)(
    "a %s code is stored as a keyed digest, not a plain hash anyone can reverse",
    async (type) => {
      const { secret } = await issueToken(deps, "sam", type, client);
      const [stored] = await temp.store.listTokens("sam");
      expect(stored?.secretHash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored?.secretHash).not.toBe(sha256(secret));
    },
  );

  test("a code survives four wrong guesses and still works", async () => {
    const { secret } = await issueToken(deps, "sam", "email", client);
    for (let guess = 1; guess <= 4; guess++) {
      await expect(consumeToken(deps, "sam", ["email"], otherCode(secret))).rejects.toThrow();
    }
    await expect(consumeToken(deps, "sam", ["email"], secret)).resolves.toMatchObject({
      type: "email",
    });
  });

  test("after the fifth wrong guess even the right code is user_invalid_token", async () => {
    const { secret } = await issueToken(deps, "sam", "phone", client);
    for (let guess = 1; guess <= 5; guess++) {
      await expect(consumeToken(deps, "sam", ["phone"], otherCode(secret))).rejects.toThrow();
    }
    await expect(consumeToken(deps, "sam", ["phone"], secret)).rejects.toMatchObject({
      type: "user_invalid_token",
    });
  });

  test("wrong guesses at a link secret never end a link", async () => {
    const { secret } = await issueToken(deps, "sam", "magic-url", client);
    for (let guess = 1; guess <= 6; guess++) {
      await expect(consumeToken(deps, "sam", ["magic-url"], "f".repeat(64))).rejects.toThrow();
    }
    await expect(consumeToken(deps, "sam", ["magic-url"], secret)).resolves.toBeDefined();
  });
});

test("a link keeps its own query and gains the token's", () => {
  const link = linkWithToken("https://club.example.org/reset?from=mail#top", {
    userId: "sam",
    secret: "s3cret",
  });
  expect(link).toBe("https://club.example.org/reset?from=mail&userId=sam&secret=s3cret#top");
});
