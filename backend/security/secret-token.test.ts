import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { createSecret, hashSecret, secretMatchesHash } from "./secret-token.ts";

describe("secret tokens", () => {
  test("a new secret carries 256 random bits as 64 hex characters", () => {
    const secrets = new Set(Array.from({ length: 100 }, () => createSecret()));
    expect(secrets.size).toBe(100);
    for (const secret of secrets) expect(secret).toMatch(/^[0-9a-f]{64}$/);
  });

  test("a secret is stored as its SHA-256 hex digest", () => {
    const secret = createSecret();
    const expected = createHash("sha256").update(secret).digest("hex");
    expect(hashSecret(secret)).toBe(expected);
    expect(hashSecret(secret)).not.toContain(secret);
  });

  const secret = "a".repeat(64);
  test.each([
    {
      name: "the secret matches its own hash",
      candidate: secret,
      stored: hashSecret(secret),
      expected: true,
    },
    {
      name: "another secret does not match",
      candidate: "b".repeat(64),
      stored: hashSecret(secret),
      expected: false,
    },
    {
      name: "a hash of another length does not match",
      candidate: secret,
      stored: "abc",
      expected: false,
    },
    { name: "an empty stored hash does not match", candidate: secret, stored: "", expected: false },
  ])("$name", ({ candidate, stored, expected }) => {
    expect(secretMatchesHash(candidate, stored)).toBe(expected);
  });
});
