import { describe, expect, test } from "vitest";
import {
  emailParam,
  labelParam,
  nameParam,
  passwordParam,
  requiredParam,
  userIdParam,
} from "./account-params.ts";

const badRequest = (message: string) => ({ type: "general_argument_invalid", code: 400, message });

describe("required parameters", () => {
  test.each([
    { name: "missing", body: {} },
    { name: "null", body: { email: null } },
  ])("a $name parameter is 'not optional'", ({ body }) => {
    expect(() => requiredParam(body, "email")).toThrow(
      expect.objectContaining(badRequest('Param "email" is not optional.')),
    );
  });

  test("a present parameter is returned as sent", () => {
    expect(requiredParam({ email: "a@b.co" }, "email")).toBe("a@b.co");
  });
});

describe("emails", () => {
  test.each([
    { name: "a plain address", value: "sam@example.org" },
    { name: "plus tags and dots", value: "sam.lee+club@mail.example.org" },
    { name: "a subdomain and hyphen", value: "x@pride-club.school.example" },
  ])("$name is accepted", ({ value }) => {
    expect(emailParam(value)).toBe(value);
  });

  test("an email is lower-cased, as Appwrite stores it", () => {
    expect(emailParam("Sam@Example.ORG")).toBe("sam@example.org");
  });

  test.each([
    { name: "no @", value: "sam.example.org" },
    { name: "no domain dot", value: "sam@localhost" },
    { name: "two @", value: "sam@@example.org" },
    { name: "a space", value: "sam lee@example.org" },
    { name: "a leading dot", value: ".sam@example.org" },
    { name: "two dots in a row", value: "sam..lee@example.org" },
    { name: "a 65-character local part", value: `${"a".repeat(65)}@example.org` },
    { name: "an empty string", value: "" },
    { name: "a number", value: 42 },
  ])("$name is refused with Appwrite's message", ({ value }) => {
    expect(() => emailParam(value)).toThrow(
      expect.objectContaining(
        badRequest("Invalid `email` param: Value must be a valid email address"),
      ),
    );
  });
});

describe("passwords", () => {
  const message = "Invalid `password` param: Password must be between 8 and 256 characters long.";
  test.each([
    { name: "8 characters", value: "12345678", isValid: true },
    { name: "256 characters", value: "p".repeat(256), isValid: true },
    { name: "7 characters", value: "1234567", isValid: false },
    { name: "257 characters", value: "p".repeat(257), isValid: false },
    // Appwrite counts bytes: 4 two-byte letters make 8 bytes; 129 of them make 258.
    { name: "4 accented letters (8 bytes)", value: "éééé", isValid: true },
    { name: "129 accented letters (258 bytes)", value: "é".repeat(129), isValid: false },
    { name: "a number", value: 12345678, isValid: false },
  ])("a password of $name is valid: $isValid", ({ value, isValid }) => {
    if (isValid) expect(passwordParam(value)).toBe(value);
    else expect(() => passwordParam(value)).toThrow(expect.objectContaining(badRequest(message)));
  });
});

describe("names, user ids and labels", () => {
  test("an absent name is empty, a long one is refused", () => {
    expect(nameParam(undefined)).toBe("");
    expect(nameParam("Sam")).toBe("Sam");
    expect(nameParam("n".repeat(128))).toHaveLength(128);
    expect(() => nameParam("n".repeat(129))).toThrow(
      expect.objectContaining(
        badRequest(
          "Invalid `name` param: Value must be a valid string and no longer than 128 chars",
        ),
      ),
    );
  });

  test("a user id may be unique() or a custom id", () => {
    expect(userIdParam("unique()")).toBe("unique()");
    expect(userIdParam("sam_lee")).toBe("sam_lee");
    expect(() => userIdParam("_sam")).toThrow(
      expect.objectContaining({
        type: "general_argument_invalid",
        message: expect.stringMatching(
          /^Invalid `userId` param: Parameter must contain at most 36 chars/,
        ),
      }),
    );
  });

  test.each([
    { name: "admin", value: "admin", isValid: true },
    { name: "letters and digits", value: "Team2025", isValid: true },
    { name: "a hyphen", value: "co-lead", isValid: false },
    { name: "an empty label", value: "", isValid: false },
    { name: "37 characters", value: "a".repeat(37), isValid: false },
  ])("a label of $name is valid: $isValid", ({ value, isValid }) => {
    if (isValid) expect(labelParam(value)).toBe(value);
    else
      expect(() => labelParam(value)).toThrow(
        expect.objectContaining({ type: "general_argument_invalid" }),
      );
  });
});
