import { describe, expect, test } from "vitest";
import { encodeSessionToken, type SessionToken } from "../security/session-token.ts";
import {
  clearedSessionCookie,
  fallbackCookiesHeader,
  sendsFallbackCookies,
  findSessionToken,
  sessionCookie,
  type SessionCarriers,
} from "./session-cookie.ts";

const projectId = "pride-club";
const cookieToken = { userId: "fromCookie", secret: "c".repeat(64) };
const legacyToken = { userId: "fromLegacy", secret: "l".repeat(64) };
const headerToken = { userId: "fromHeader", secret: "h".repeat(64) };
const fallbackToken = { userId: "fromFallback", secret: "f".repeat(64) };
const fallbackJson = JSON.stringify({ "a_session_pride-club": encodeSessionToken(fallbackToken) });
const none = { cookies: {}, sessionHeader: undefined, fallbackCookies: undefined };

describe("finding the session a request carries", () => {
  test.each<{ name: string; carriers: SessionCarriers; expected: SessionToken | null }>([
    {
      name: "the session cookie comes first",
      carriers: {
        cookies: {
          "a_session_pride-club": encodeSessionToken(cookieToken),
          "a_session_pride-club_legacy": encodeSessionToken(legacyToken),
        },
        sessionHeader: encodeSessionToken(headerToken),
        fallbackCookies: fallbackJson,
      },
      expected: cookieToken,
    },
    {
      name: "the legacy cookie is read when the main one is absent",
      carriers: {
        ...none,
        cookies: { "a_session_pride-club_legacy": encodeSessionToken(legacyToken) },
      },
      expected: legacyToken,
    },
    {
      name: "X-Appwrite-Session comes before X-Fallback-Cookies",
      carriers: {
        ...none,
        sessionHeader: encodeSessionToken(headerToken),
        fallbackCookies: fallbackJson,
      },
      expected: headerToken,
    },
    {
      name: "X-Fallback-Cookies is read as the SDK sends it from localStorage",
      carriers: { ...none, fallbackCookies: fallbackJson },
      expected: fallbackToken,
    },
    {
      name: "a garbled cookie falls through to the fallback header",
      carriers: {
        ...none,
        cookies: { "a_session_pride-club": "garbage" },
        fallbackCookies: fallbackJson,
      },
      expected: fallbackToken,
    },
    {
      name: "another project's cookie is ignored",
      carriers: { ...none, cookies: { a_session_other: encodeSessionToken(cookieToken) } },
      expected: null,
    },
    { name: "no session at all is a guest", carriers: none, expected: null },
    {
      name: "fallback JSON that does not parse is a guest",
      carriers: { ...none, fallbackCookies: "{not json" },
      expected: null,
    },
    {
      name: "the [] left by a sign-out is a guest",
      carriers: { ...none, fallbackCookies: "[]" },
      expected: null,
    },
  ])("$name", ({ carriers, expected }) => {
    expect(findSessionToken(carriers, projectId)).toEqual(expected);
  });
});

describe("writing the session cookie", () => {
  const expire = new Date("2026-03-01T10:00:00.000Z");

  test("over http the cookie is HttpOnly, SameSite=Lax, for the whole site, without Secure", () => {
    const cookie = sessionCookie(projectId, cookieToken, expire, false);
    const value = encodeURIComponent(encodeSessionToken(cookieToken));
    expect(cookie).toBe(
      `a_session_pride-club=${value}; Expires=Sun, 01 Mar 2026 10:00:00 GMT; Path=/; HttpOnly; SameSite=Lax`,
    );
  });

  test("over https the cookie is also Secure", () => {
    expect(sessionCookie(projectId, cookieToken, expire, true)).toMatch(/; Secure$/);
  });

  test("signing out sends an empty cookie that expired long ago", () => {
    expect(clearedSessionCookie(projectId, false)).toBe(
      "a_session_pride-club=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; HttpOnly; SameSite=Lax",
    );
  });

  test("X-Fallback-Cookies names the cookie on sign-in and is [] on sign-out, as Appwrite sends", () => {
    expect(JSON.parse(fallbackCookiesHeader(projectId, cookieToken))).toEqual({
      "a_session_pride-club": encodeSessionToken(cookieToken),
    });
    expect(fallbackCookiesHeader(projectId, null)).toBe("[]");
  });
});

describe("when a session answer carries X-Fallback-Cookies", () => {
  const api = "https://pride.example.org/v1/account/sessions/email";
  test.each([
    {
      name: "a page on the API's own host does not get it",
      page: "https://pride.example.org",
      expected: false,
    },
    {
      name: "the site's own page on another port still is on the host",
      page: "http://pride.example.org:8080",
      expected: false,
    },
    {
      name: "a Referer on the API's host counts when Origin is missing",
      page: "https://pride.example.org/admin",
      expected: false,
    },
    {
      name: "an allowed origin on another host gets it",
      page: "https://club.example.com",
      expected: true,
    },
    {
      name: "a subdomain is another host and gets it",
      page: "https://www.pride.example.org",
      expected: true,
    },
    {
      name: "a caller with no page (a server, curl) gets it, as from Appwrite",
      page: undefined,
      expected: true,
    },
    { name: "an opaque Origin gets it", page: "null", expected: true },
  ])("$name", ({ page, expected }) => {
    expect(sendsFallbackCookies(api, page)).toBe(expected);
  });
});
