import { describe, expect, test } from "vitest";
import { AppwriteError } from "../../errors/appwrite-error.ts";
import { failureUrl, redirectParam } from "./oauth2-redirects.ts";

const origins = ["http://127.0.0.1:3000", "https://club.example.org"];
const fallback = "http://127.0.0.1:3000/";

describe("success and failure URLs", () => {
  test.each([
    { name: "the public address", value: "http://127.0.0.1:3000/admin" },
    { name: "the public address by its other loopback name", value: "http://localhost:3000/" },
    { name: "a platform's page", value: "https://club.example.org/welcome?x=1" },
  ])("$name is accepted as given", ({ value }) => {
    expect(redirectParam("success", value, origins, fallback)).toBe(value);
  });

  test.each([
    { name: "absent", value: undefined },
    { name: "empty", value: "" },
  ])("$name is the fallback", ({ value }) => {
    expect(redirectParam("failure", value, origins, fallback)).toBe(fallback);
  });

  test.each([
    { name: "another host", value: "https://evil.example.com/" },
    { name: "the public host on another port", value: "http://127.0.0.1:5173/" },
    { name: "a platform's host over plain http", value: "http://club.example.org/" },
    { name: "a look-alike host", value: "https://club.example.org.evil.example.com/" },
    { name: "a javascript: URL", value: "javascript:alert(1)" },
    { name: "a data: URL", value: "data:text/html,hi" },
    { name: "a relative path", value: "/admin" },
  ])("$name is 400 general_argument_invalid naming the allowed origins", ({ value }) => {
    expect(() => redirectParam("success", value, origins, fallback)).toThrow(
      expect.objectContaining({
        type: "general_argument_invalid",
        message:
          "Invalid `success` param: URL host must be one of: http://127.0.0.1:3000, https://club.example.org",
      }),
    );
  });
});

describe("the failure URL", () => {
  test("carries the error as Appwrite's JSON, keeping the URL's own query", () => {
    const error = new AppwriteError("user_blocked");
    const url = new URL(failureUrl("https://club.example.org/login?next=%2Fadmin", error));
    expect(url.searchParams.get("next")).toBe("/admin");
    expect(JSON.parse(url.searchParams.get("error") ?? "null")).toEqual({
      message: "The current user has been blocked.",
      type: "user_blocked",
      code: 403,
    });
  });
});
