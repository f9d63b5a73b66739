import { describe, expect, it } from "vitest";
import { isFailedEdit } from "./revalidation.ts";

describe("which action results leave the screen as it is", () => {
  it.each([
    {
      name: "a refused save",
      result: { intent: "save", error: "You don't have permission to do that." },
      expected: true,
    },
    {
      name: "a refused new meeting",
      result: { intent: "create-meeting", error: "Oops" },
      expected: true,
    },
    { name: "a successful save", result: { intent: "save", error: null }, expected: false },
    {
      name: "a failed login, whose form must show again",
      result: { intent: "login", error: "Wrong" },
      expected: false,
    },
    { name: "a failed logout", result: { intent: "logout", error: "Offline" }, expected: false },
    { name: "no action at all", result: undefined, expected: false },
  ])("$name", ({ result, expected }) => {
    expect(isFailedEdit(result)).toBe(expected);
  });
});
