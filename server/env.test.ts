import { describe, expect, test } from "vitest";
import { AUTH_METHODS } from "../backend/config.ts";
import { appwriteOwnedNotices } from "./appwrite-owned-settings.ts";
import { loadSettings } from "./env.ts";

describe("AUTH_METHODS and SIGNUPS", () => {
  test.each([
    {
      name: "unset: email and password, and JWTs; sign-ups closed",
      env: {},
      authMethods: ["email-password", "jwt"],
      signupsOpen: false,
    },
    {
      name: "empty, as a .env file leaves them: the defaults",
      env: { AUTH_METHODS: "", SIGNUPS: "" },
      authMethods: ["email-password", "jwt"],
      signupsOpen: false,
    },
    {
      name: "all: every Appwrite method",
      env: { AUTH_METHODS: "all", SIGNUPS: "open" },
      authMethods: [...AUTH_METHODS],
      signupsOpen: true,
    },
    {
      name: "a list with spaces and blanks",
      env: { AUTH_METHODS: " magic-url, ,email-otp ", SIGNUPS: "closed" },
      authMethods: ["magic-url", "email-otp"],
      signupsOpen: false,
    },
  ])("$name", ({ env, authMethods, signupsOpen }) => {
    const settings = loadSettings(env);
    expect(settings.authMethods).toEqual(authMethods);
    expect(settings.signupsOpen).toBe(signupsOpen);
  });

  test("an unknown method is reported in one message together with the other problems", () => {
    const load = () =>
      loadSettings({ AUTH_METHODS: "email-password,password", SIGNUPS: "yes", PORT: "http" });
    expect(load).toThrow(/^The environment has problems:\n/);
    expect(load).toThrow(
      "AUTH_METHODS.1: must be a comma list of email-password, magic-url, email-otp, anonymous, jwt, phone, or all",
    );
    expect(load).toThrow("SIGNUPS: use closed or open");
    expect(load).toThrow("PORT:");
  });
});

describe("every problem at once", () => {
  test("a start with nine wrong settings reports all nine in one message", () => {
    const load = () =>
      loadSettings({
        PORT: "http",
        DEMO_DATA: "maybe",
        APPWRITE_PROJECT_ID: "no spaces allowed",
        APPWRITE_ENDPOINT: "ftp://appwrite.example",
        CLUB_TIME_ZONE: "Mars/Olympus",
        PUBLIC_URL: "https://pride.example.org/club",
        TRUST_PROXY: "somewhere",
        OIDC_ISSUER: "https://id.example.org",
        SMTP_PORT: "25",
      });
    expect(load).toThrow(/^The environment has problems:\n/);
    for (const variable of [
      "PORT:",
      "DEMO_DATA:",
      "APPWRITE_PROJECT_ID:",
      "APPWRITE_ENDPOINT:",
      "CLUB_TIME_ZONE:",
      "PUBLIC_URL:",
      "TRUST_PROXY.0:",
      "OIDC_ISSUER: set all three",
      "SMTP_PORT: set, but SMTP_HOST is not",
    ]) {
      expect(load).toThrow(`  ${variable}`);
    }
  });
});

describe("BACKUP_DIR and BACKUP_KEEP", () => {
  test.each([
    { name: "unset: no scheduled backups, seven kept once on", env: {}, dir: null, keep: 7 },
    {
      name: "a folder and a count",
      env: { BACKUP_DIR: "/var/backups/pride-club", BACKUP_KEEP: "14" },
      dir: "/var/backups/pride-club",
      keep: 14,
    },
  ])("$name", ({ env, dir, keep }) => {
    const settings = loadSettings(env);
    expect(settings.backupDir).toBe(dir);
    expect(settings.backupKeep).toBe(keep);
  });

  test.each(["0", "-1", "2.5", "many"])("BACKUP_KEEP=%s is refused with the rule", (value) => {
    expect(() => loadSettings({ BACKUP_KEEP: value })).toThrow(
      "BACKUP_KEEP: must be a whole number of backups, 1 or more",
    );
  });
});

describe("SESSION_LIFETIME_HOURS and SESSION_IDLE_MINUTES", () => {
  test.each([
    {
      name: "unset: twelve hours at most, one hour unused",
      env: {},
      expected: { lifetimeMs: 12 * 3_600_000, idleMs: 60 * 60_000 },
    },
    {
      name: "a week, a day unused",
      env: { SESSION_LIFETIME_HOURS: "168", SESSION_IDLE_MINUTES: "1440" },
      expected: { lifetimeMs: 168 * 3_600_000, idleMs: 1440 * 60_000 },
    },
  ])("$name", ({ env, expected }) => {
    expect(loadSettings(env).sessionLimits).toEqual(expected);
  });

  test.each([
    {
      env: { SESSION_LIFETIME_HOURS: "0" },
      rule: "SESSION_LIFETIME_HOURS: must be a whole number of hours from 1 to 8760",
    },
    {
      env: { SESSION_LIFETIME_HOURS: "1.5" },
      rule: "SESSION_LIFETIME_HOURS: must be a whole number of hours from 1 to 8760",
    },
    {
      env: { SESSION_IDLE_MINUTES: "2" },
      rule: "SESSION_IDLE_MINUTES: must be a whole number of minutes from 5 to 525600",
    },
    {
      env: { SESSION_IDLE_MINUTES: "soon" },
      rule: "SESSION_IDLE_MINUTES: must be a whole number of minutes from 5 to 525600",
    },
  ])("$env is refused with the rule", ({ env, rule }) => {
    expect(() => loadSettings(env)).toThrow(rule);
  });
});

describe("settings a real Appwrite owns (decision 0137)", () => {
  const owned = {
    SESSION_IDLE_MINUTES: "30",
    SESSION_LIFETIME_HOURS: "8",
    SIGNUPS: "open",
    AUTH_METHODS: "email-password",
    SMTP_HOST: "smtp.example.org",
    SMTP_FROM: "club@example.org",
    BACKUP_DIR: "/var/backups/club",
  };

  test("with APPWRITE_ENDPOINT, each one set is named once, with where to set it in Appwrite instead", () => {
    const settings = loadSettings({ ...owned, APPWRITE_ENDPOINT: "https://cloud.appwrite.io/v1" });

    expect(appwriteOwnedNotices(settings.ownedByAppwrite)).toEqual([
      "SIGNUPS is set: with a real Appwrite, sign-ups are Appwrite's, which cannot close them: cap accounts in its console, Auth → Security → Users limit.",
      "AUTH_METHODS is set: with a real Appwrite, sign-in methods are Appwrite's: turn them on or off in its console, Auth → Settings → Auth methods.",
      "SMTP_HOST, SMTP_FROM are set: with a real Appwrite, Appwrite sends the account emails (password reset, verification) with its own mail server: set it in its console, Settings → SMTP (these still send the organisers' invitations).",
      "BACKUP_DIR is set: with a real Appwrite, the club's data is Appwrite's to back up: on Appwrite Cloud, Databases → your database → Backups; self-hosted, its volumes.",
    ]);
  });

  test("with the embedded backend they all apply, and nothing is named", () => {
    expect(loadSettings(owned).ownedByAppwrite).toEqual([]);
  });

  test("with APPWRITE_ENDPOINT and none of them set, nothing is named", () => {
    const settings = loadSettings({ APPWRITE_ENDPOINT: "https://cloud.appwrite.io/v1" });
    expect(appwriteOwnedNotices(settings.ownedByAppwrite)).toEqual([]);
  });
});
