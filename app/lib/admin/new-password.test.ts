import { describe, expect, it } from "vitest";
import { newPasswordProblem } from "./new-password.ts";

describe("checking a new password before it is sent", () => {
  it.each([
    {
      name: "a long enough password typed twice is fine",
      password: "rainbow-42",
      confirmation: "rainbow-42",
      field: null,
    },
    {
      name: "seven characters are too short",
      password: "rainbow",
      confirmation: "rainbow",
      field: "password",
    },
    {
      name: "eight characters are enough",
      password: "rainbows",
      confirmation: "rainbows",
      field: null,
    },
    {
      name: "a confirmation that differs is refused",
      password: "rainbow-42",
      confirmation: "rainbow-24",
      field: "confirmation",
    },
    {
      name: "shortness is reported before a mismatch",
      password: "short",
      confirmation: "",
      field: "password",
    },
  ])("$name", ({ password, confirmation, field }) => {
    expect(newPasswordProblem(password, confirmation)?.field ?? null).toBe(field);
  });
});
