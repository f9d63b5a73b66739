import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  HASHING_LANES,
  HASHING_QUEUE,
  hashPassword,
  passwordHashOptions,
  setPasswordHashing,
  verifyAgainstDummyHash,
  verifyPassword,
} from "./password-hash.ts";

describe("password hashing", () => {
  // The production cost, whatever a test server started earlier in this process chose.
  beforeEach(() => setPasswordHashing(passwordHashOptions));
  afterEach(() => setPasswordHashing(passwordHashOptions));

  test("a password is stored as an argon2id PHC string with the chosen parameters", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=1\$/);
    expect(stored).not.toContain("correct horse battery");
  });

  test("the same password hashes differently each time because of the random salt", async () => {
    const [first, second] = await Promise.all([
      hashPassword("same-password"),
      hashPassword("same-password"),
    ]);
    expect(first).not.toBe(second);
  });

  test.each([
    { name: "the right password verifies", attempt: "correct horse battery", expected: true },
    { name: "a wrong password does not", attempt: "correct horse battery!", expected: false },
    { name: "a different case does not", attempt: "Correct Horse Battery", expected: false },
  ])("$name", async ({ attempt, expected }) => {
    const stored = await hashPassword("correct horse battery");
    expect(await verifyPassword(stored, attempt)).toBe(expected);
  });

  test("verifying against the dummy hash always answers false", async () => {
    expect(await verifyAgainstDummyHash("any password at all")).toBe(false);
    expect(await verifyAgainstDummyHash("")).toBe(false);
  });

  test("past the running and waiting hashes, one more is refused at once with 429", async () => {
    // The lanes and the queue are counted when a hash is asked for, so the cheapest cost shows
    // the same refusal as the production cost, without 66 production hashes.
    setPasswordHashing({ memoryCost: 8, timeCost: 1, parallelism: 1 });
    const burst = Array.from({ length: HASHING_LANES + HASHING_QUEUE + 1 }, (_, index) =>
      hashPassword(`burst-${index}`).then(
        () => "hashed",
        (error: unknown) => error,
      ),
    );
    const outcomes = await Promise.all(burst);
    expect(outcomes.filter((outcome) => outcome === "hashed")).toHaveLength(
      HASHING_LANES + HASHING_QUEUE,
    );
    expect(outcomes.at(-1)).toMatchObject({ code: 429, type: "general_rate_limit_exceeded" });
    // The lanes are free again afterwards.
    expect(await verifyPassword(await hashPassword("after"), "after")).toBe(true);
  });
});
