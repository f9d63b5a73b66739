import { describe, expect, it } from "vitest";
import { isAnsweredSave, isFailedEdit } from "./revalidation.ts";

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

describe("which saves need nothing read again", () => {
  it.each([
    {
      name: "a save that answered what it stored",
      result: { intent: "save", error: null, stored: { title: "Game Night" } },
      expected: true,
    },
    {
      name: "a save undone after a failure, which answered what is stored",
      result: {
        intent: "save",
        error: "The agenda couldn't be saved",
        stored: { title: "Before" },
      },
      expected: true,
    },
    {
      name: "a save that answered nothing",
      result: { intent: "save", error: null },
      expected: false,
    },
    {
      name: "a new agenda, which the screen reads again",
      result: { intent: "create-agenda", error: null },
      expected: false,
    },
  ])("$name", ({ result, expected }) => {
    expect(isAnsweredSave(result)).toBe(expected);
  });
});
