import { describe, expect, it } from "vitest";
import { expandWritePermissions, parsePermission } from "./permission-string.ts";

describe("permission strings", () => {
  const valid: { text: string; type: string; role: string }[] = [
    { text: 'read("any")', type: "read", role: "any" },
    { text: 'create("guests")', type: "create", role: "guests" },
    { text: 'update("users")', type: "update", role: "users" },
    { text: 'update("users/verified")', type: "update", role: "users/verified" },
    { text: 'delete("user:5e5ea5c16897e")', type: "delete", role: "user:5e5ea5c16897e" },
    { text: 'read("user:abc/unverified")', type: "read", role: "user:abc/unverified" },
    { text: 'write("team:club")', type: "write", role: "team:club" },
    { text: 'read("team:club/owner")', type: "read", role: "team:club/owner" },
    { text: 'read("member:m1")', type: "read", role: "member:m1" },
    { text: 'update("label:admin")', type: "update", role: "label:admin" },
  ];

  it.each(valid)("reads $text", ({ text, type, role }) => {
    expect(parsePermission(text)).toEqual({ type, role });
  });

  const invalid: { text: string; problem: RegExp }[] = [
    { text: "read(any)", problem: /not in the form type\("role"\)/ },
    { text: 'share("any")', problem: /not in the form/ },
    { text: 'read("everyone")', problem: /Role "everyone" is not one of/ },
    {
      text: 'read("users/admins")',
      problem: /Dimension "admins" is not one of verified, unverified/,
    },
    { text: 'read("user:-x")', problem: /"-x" is not a valid ID/ },
    { text: 'read("label:ad-min")', problem: /A label must be 1 to 36 characters/ },
    { text: 'read("any/verified")', problem: /Role "any" takes no dimension/ },
  ];

  it.each(invalid)("explains what is wrong with $text", ({ text, problem }) => {
    expect(parsePermission(text)).toMatch(problem);
  });

  it("expands write into the types it stands for and drops duplicates", () => {
    expect(
      expandWritePermissions(
        ['write("users")', 'update("users")', 'read("any")'],
        ["update", "delete"],
      ),
    ).toEqual(['update("users")', 'delete("users")', 'read("any")']);
  });
});
