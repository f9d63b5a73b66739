import { describe, expect, it } from "vitest";
import { accessFor } from "./admin-access.ts";

describe("the admin guard", () => {
  const person = { name: "Sam", email: "sam@example.edu", prefs: {} };

  it.each([
    { name: "nobody signed in is signed out", user: null, expected: { kind: "signed-out" } },
    {
      name: "a member without labels is not an admin",
      user: { ...person, labels: [] },
      expected: { kind: "not-admin", user: person },
    },
    {
      name: "a label that only contains admin is not admin",
      user: { ...person, labels: ["admins"] },
      expected: { kind: "not-admin", user: person },
    },
    {
      name: "an organiser labelled admin is an admin",
      user: { ...person, labels: ["leader", "admin"] },
      expected: { kind: "admin", user: person },
    },
  ])("$name", ({ user, expected }) => {
    expect(accessFor(user)).toEqual(expected);
  });
});
