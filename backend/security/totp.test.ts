import { Secret, TOTP, URI } from "otpauth";
import { describe, expect, test } from "vitest";
import { createTotpBinding, totpStepOf } from "./totp.ts";

const binding = createTotpBinding("Pride Club", "sam@example.org");
const at = new Date("2025-03-01T12:00:10Z");

function codeAt(secret: string, time: Date): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: time.getTime() });
}

describe("TOTP bindings", () => {
  test("a binding has a 160-bit base32 secret and an otpauth URI an app can read", () => {
    expect(binding.secret).toMatch(/^[A-Z2-7]{32}$/);
    const parsed = URI.parse(binding.uri);
    expect(parsed).toBeInstanceOf(TOTP);
    expect(parsed).toMatchObject({ issuer: "Pride Club", label: "sam@example.org" });
    expect(parsed.secret.base32).toBe(binding.secret);
    expect(binding.uri).toMatch(/^otpauth:\/\/totp\//);
  });

  test("two bindings never share a secret", () => {
    expect(createTotpBinding("Pride Club", "a@example.org").secret).not.toBe(binding.secret);
  });
});

describe("checking codes", () => {
  test.each([
    { name: "the code of this period", offsetSeconds: 0, expected: true },
    { name: "the code of the previous period", offsetSeconds: -30, expected: true },
    { name: "the code of the next period", offsetSeconds: 30, expected: true },
    { name: "a code two periods old", offsetSeconds: -60, expected: false },
    { name: "a code two periods ahead", offsetSeconds: 60, expected: false },
  ])("$name is accepted: $expected", ({ offsetSeconds, expected }) => {
    const code = codeAt(binding.secret, new Date(at.getTime() + offsetSeconds * 1000));
    expect(totpStepOf(binding.secret, code, at) !== null).toBe(expected);
  });

  test.each([
    { name: "an empty code", code: "" },
    { name: "letters", code: "abcdef" },
    { name: "too few digits", code: "12345" },
    { name: "too many digits", code: "1234567" },
  ])("$name is refused", ({ code }) => {
    expect(totpStepOf(binding.secret, code, at)).toBeNull();
  });

  test("another secret's code is refused", () => {
    const other = createTotpBinding("Pride Club", "alex@example.org");
    expect(totpStepOf(binding.secret, codeAt(other.secret, at), at)).toBeNull();
  });

  test("a valid code tells its own time step, so a used step can be refused later", () => {
    const step = Math.floor(at.getTime() / 30_000);
    const previous = new Date(at.getTime() - 30_000);
    expect(totpStepOf(binding.secret, codeAt(binding.secret, at), at)).toBe(step);
    expect(totpStepOf(binding.secret, codeAt(binding.secret, previous), at)).toBe(step - 1);
  });
});
