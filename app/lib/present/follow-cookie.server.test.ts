import { describe, expect, it } from "vitest";
import { followTokenCookie, followTokenOf } from "./follow-cookie.server.ts";

const EXPIRE = "2026-12-01T20:00:00.000Z";

describe("the projector's follow cookie", () => {
  it.each([
    {
      name: "plain http",
      requestUrl: "http://127.0.0.1/follow/api",
      publicUrl: "http://club.test",
      isSecure: false,
    },
    {
      name: "an https request",
      requestUrl: "https://club.test/follow/api",
      publicUrl: "https://club.test",
      isSecure: true,
    },
    {
      name: "an https PUBLIC_URL behind a TLS proxy",
      requestUrl: "http://127.0.0.1/follow/api",
      publicUrl: "https://club.test",
      isSecure: true,
    },
  ])(
    "is HttpOnly, SameSite=Strict and scoped to /follow/api; Secure for $name: $isSecure",
    ({ requestUrl, publicUrl, isSecure }) => {
      const cookie = followTokenCookie("abc.def", EXPIRE, { requestUrl, publicUrl });
      expect(cookie).toBe(
        `presenter_follow=abc.def; Path=/follow/api; Expires=Tue, 01 Dec 2026 20:00:00 GMT; HttpOnly; SameSite=Strict${isSecure ? "; Secure" : ""}`,
      );
    },
  );

  it.each([
    { name: "no cookie", header: null, token: null },
    { name: "other cookies only", header: "a=1; b=2", token: null },
    {
      name: "the follow cookie among others",
      header: "a=1; presenter_follow=x.y; b=2",
      token: "x.y",
    },
  ])("a request with $name holds token $token", ({ header, token }) => {
    const request = new Request("http://club.test/follow/api", {
      headers: header === null ? {} : { Cookie: header },
    });
    expect(followTokenOf(request)).toBe(token);
  });
});
