import { describe, expect, test } from "vitest";
import { isAllowedOrigin, isAllowedUrl, siteOrigins } from "./site-origins.ts";

const allowed = siteOrigins({
  publicUrl: "https://pride.example.org",
  allowedOrigins: ["https://club.example.org", "http://127.0.0.1:5173"],
});

describe("the allowed origins", () => {
  test("are the public address first, then each platform, once", () => {
    expect(
      siteOrigins({
        publicUrl: "https://pride.example.org",
        allowedOrigins: ["https://club.example.org/", "https://pride.example.org"],
      }),
    ).toEqual(["https://pride.example.org", "https://club.example.org"]);
  });
});

describe("a URL param", () => {
  test.each([
    { name: "a page of the public address", value: "https://pride.example.org/admin/magic?x=1" },
    { name: "the public address with its default port", value: "https://pride.example.org:443/" },
    { name: "a platform's page", value: "https://club.example.org/welcome" },
    { name: "a loopback platform by another loopback name", value: "http://localhost:5173/" },
  ])("$name is accepted", ({ value }) => {
    expect(isAllowedUrl(value, allowed)).toBe(true);
  });

  test.each([
    { name: "a stranger's site", value: "https://evil.example/steal" },
    { name: "a look-alike host", value: "https://pride.example.org.evil.example/" },
    { name: "the public host over plain http", value: "http://pride.example.org/" },
    { name: "the public host on another port", value: "https://pride.example.org:8443/" },
    { name: "a loopback platform on another port", value: "http://127.0.0.1:3000/" },
    { name: "credentials before the host", value: "https://pride.example.org@evil.example/" },
    { name: "a javascript: URL", value: "javascript:alert(1)" },
    { name: "a relative path", value: "/admin" },
    { name: "an empty string", value: "" },
  ])("$name is refused", ({ value }) => {
    expect(isAllowedUrl(value, allowed)).toBe(false);
  });
});

describe("an Origin header", () => {
  test.each([
    { name: "the public address", origin: "https://pride.example.org", expected: true },
    { name: "a platform", origin: "https://club.example.org", expected: true },
    { name: "a foreign site", origin: "https://evil.example", expected: false },
    { name: "the public host over http", origin: "http://pride.example.org", expected: false },
    {
      name: "a URL with a path, not an origin",
      origin: "https://pride.example.org/x",
      expected: false,
    },
    { name: "an opaque origin", origin: "null", expected: false },
  ])("$name: allowed is $expected", ({ origin, expected }) => {
    expect(isAllowedOrigin(origin, allowed)).toBe(expected);
  });
});
