import { describe, expect, it } from "vitest";
import { applySecurityHeaders, contentSecurityPolicy } from "./security-headers.server.ts";

function directives(policy: string): Map<string, string> {
  return new Map(
    policy.split(";").map((directive) => {
      const [name = "", ...values] = directive.trim().split(/\s+/);
      return [name, values.join(" ")];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  it("allows scripts and styles only from this origin or with the nonce", () => {
    const policy = directives(contentSecurityPolicy({ nonce: "abc123" }, null));
    expect(policy.get("script-src")).toBe("'self' 'nonce-abc123'");
    expect(policy.get("style-src")).toBe("'self' 'nonce-abc123'");
    expect(policy.get("img-src")).toBe("'self' data:");
    expect(policy.get("font-src")).toBe("'self'");
    expect(policy.get("object-src")).toBe("'none'");
    expect(policy.get("base-uri")).toBe("'none'");
    expect(policy.get("form-action")).toBe("'self'");
    expect(policy.get("frame-ancestors")).toBe("'self'");
    expect(contentSecurityPolicy({ nonce: "abc123" }, null)).not.toContain("unsafe");
  });

  it("lets the browser reach only this origin with the embedded backend", () => {
    expect(directives(contentSecurityPolicy({ nonce: "n" }, null)).get("connect-src")).toBe(
      "'self'",
    );
  });

  it("adds a hosted Appwrite's origin, for both its API and its realtime socket", () => {
    const policy = directives(
      contentSecurityPolicy({ nonce: "n" }, "https://cloud.appwrite.io/v1"),
    );
    expect(policy.get("connect-src")).toBe(
      "'self' https://cloud.appwrite.io wss://cloud.appwrite.io",
    );
  });

  it("shows pictures from exactly a hosted Appwrite's origin, and from no other", () => {
    const hosted = directives(
      contentSecurityPolicy({ nonce: "n" }, "https://appwrite.club.example:8443/v1"),
    );
    expect(hosted.get("img-src")).toBe("'self' data: https://appwrite.club.example:8443");
    expect(directives(contentSecurityPolicy({ nonce: "n" }, null)).get("img-src")).toBe(
      "'self' data:",
    );
  });

  it("a cached page's policy lists its inline hashes instead of a nonce, still with no unsafe source", () => {
    const hashes = { scripts: ["'sha256-aaa='", "'sha256-bbb='"], styles: [] };
    const policy = directives(contentSecurityPolicy({ hashes }, null));
    expect(policy.get("script-src")).toBe("'self' 'sha256-aaa=' 'sha256-bbb='");
    expect(policy.get("style-src")).toBe("'self'");
    expect(contentSecurityPolicy({ hashes }, null)).not.toMatch(/nonce|unsafe/);
  });
});

describe("applySecurityHeaders", () => {
  const page = { inline: { nonce: "nonce-value" }, publicEndpoint: null, pathname: "/agenda/abc" };

  it("a public page gets the security headers and must be revalidated before each use", () => {
    const headers = new Headers();
    applySecurityHeaders(headers, 200, page);
    expect(headers.get("Content-Security-Policy")).toContain("'nonce-nonce-value'");
    expect(headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Cache-Control")).toBe("public, no-cache");
  });

  it("a server error is never cached, and a route's own cache policy is kept", () => {
    const failed = new Headers();
    applySecurityHeaders(failed, 503, page);
    expect(failed.get("Cache-Control")).toBe("no-store");
    const chosen = new Headers({ "Cache-Control": "no-store" });
    applySecurityHeaders(chosen, 200, page);
    expect(chosen.get("Cache-Control")).toBe("no-store");
  });

  it.each([
    ["the admin panel", "/admin"],
    ["a meeting's manage screen", "/admin/meeting-1"],
    ["the admin panel's data request", "/admin.data"],
  ])("%s is never stored in a cache", (_name, pathname) => {
    const headers = new Headers();
    applySecurityHeaders(headers, 200, { ...page, pathname });
    expect(headers.get("Cache-Control")).toBe("no-store");
  });

  it("a public page whose path merely starts with the letters admin stays cacheable", () => {
    const headers = new Headers();
    applySecurityHeaders(headers, 200, { ...page, pathname: "/administration" });
    expect(headers.get("Cache-Control")).toBe("public, no-cache");
  });
});
