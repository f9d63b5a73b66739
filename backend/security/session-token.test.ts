import { describe, expect, test } from "vitest";
import { decodeSessionToken, encodeSessionToken } from "./session-token.ts";

const base64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

describe("session tokens", () => {
  test("a token is Appwrite's base64 of {id, secret}", () => {
    const encoded = encodeSessionToken({ userId: "user1", secret: "s3cret" });
    expect(Buffer.from(encoded, "base64").toString("utf8")).toBe(
      '{"id":"user1","secret":"s3cret"}',
    );
  });

  test("an encoded token decodes to the same user id and secret", () => {
    const token = { userId: "6b027d750032a45ab2b6", secret: "f".repeat(64) };
    expect(decodeSessionToken(encodeSessionToken(token))).toEqual(token);
  });

  test.each([
    { name: "an empty value", value: "" },
    { name: "text that is not base64 JSON", value: "not-a-token" },
    { name: "JSON that is not an object", value: base64('"just a string"') },
    { name: "an object without a secret", value: base64('{"id":"user1"}') },
    { name: "an object without an id", value: base64('{"secret":"abc"}') },
    { name: "an empty secret", value: base64('{"id":"user1","secret":""}') },
    { name: "a numeric id", value: base64('{"id":1,"secret":"abc"}') },
    { name: "JSON null", value: base64("null") },
  ])("$name decodes to no token", ({ value }) => {
    expect(decodeSessionToken(value)).toBeNull();
  });
});
