import { describe, expect, it } from "vitest";
import {
  forgottenSessionCookie,
  heldSessionCookie,
  isHeldSessionOver,
  readHeldSession,
} from "./held-session.ts";

const HOUR = 3_600_000;
const limits = { lifetimeMs: 12 * HOUR, idleMs: HOUR };
const secret = Buffer.from('{"id":"u1","secret":"abc"}').toString("base64");
const since = Date.UTC(2026, 10, 29, 8);

describe("the site's session cookie", () => {
  it("reads back what it keeps, on http and on https under the __Host- prefix", () => {
    for (const isHttps of [false, true]) {
      const line = heldSessionCookie({ secret, since }, limits, new Date(since + 5), isHttps);
      const [pair = ""] = line.split(";");
      expect(readHeldSession(`other=1; ${pair}`, isHttps)).toEqual({
        secret,
        since,
        seen: since + 5,
      });
      expect(line.startsWith(isHttps ? "__Host-club-session=" : "club-session=")).toBe(true);
      expect(line.includes("; Secure")).toBe(isHttps);
    }
  });

  it("is kept for the idle time, never past the session's lifetime", () => {
    expect(heldSessionCookie({ secret, since }, limits, new Date(since), false)).toContain(
      "Max-Age=3600",
    );
    const late = new Date(since + 11.5 * HOUR);
    expect(heldSessionCookie({ secret, since }, limits, late, false)).toContain("Max-Age=1800");
  });

  it("is over past the lifetime or the idle time", () => {
    const held = { secret, since, seen: since + 10 * HOUR };
    expect(isHeldSessionOver(held, limits, new Date(since + 10.5 * HOUR))).toBe(false);
    expect(isHeldSessionOver(held, limits, new Date(since + 11 * HOUR))).toBe(true);
    expect(isHeldSessionOver(held, limits, new Date(since + 12 * HOUR))).toBe(true);
  });

  it.each([
    ["no cookie", ""],
    ["another cookie", "theme=dark"],
    ["a value with no times", "club-session=abc"],
    ["times that are not numbers", "club-session=x.y.abc"],
    ["an empty secret", "club-session=1.2."],
    ["a secret that is no token", "club-session=1.2.%3Cscript%3E"],
  ])("reads %s as no session", (_what, header) => {
    expect(readHeldSession(header, false)).toBeNull();
  });

  it("is forgotten with an empty value at once", () => {
    expect(forgottenSessionCookie(false)).toMatch(
      /^club-session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/,
    );
  });
});
