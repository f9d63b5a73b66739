import { AuthenticationFactor } from "appwrite";
import { describe, expect, it } from "vitest";
import { factorForCode, normaliseCode } from "./two-factor-challenge.ts";

describe("which factor a typed code proves", () => {
  it.each([
    { name: "six digits come from the app", typed: "123456", factor: AuthenticationFactor.Totp },
    {
      name: "six digits split by a space, as apps show them, come from the app",
      typed: " 123 456 ",
      factor: AuthenticationFactor.Totp,
    },
    {
      name: "ten letters and digits are a recovery code",
      typed: "a1b2c3d4e5",
      factor: AuthenticationFactor.Recoverycode,
    },
    {
      name: "a recovery code made only of digits is still a recovery code",
      typed: "1234567890",
      factor: AuthenticationFactor.Recoverycode,
    },
    {
      name: "five digits are not an app code, so the server refuses them as a recovery code",
      typed: "12345",
      factor: AuthenticationFactor.Recoverycode,
    },
  ])("$name", ({ typed, factor }) => {
    expect(factorForCode(typed)).toBe(factor);
  });

  it("drops the spaces inside a code", () => {
    expect(normaliseCode(" 12 34\t56 ")).toBe("123456");
  });
});
