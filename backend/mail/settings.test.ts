import { describe, expect, it } from "vitest";
import { parseDeliverySettings, type DeliverySettings } from "./settings.ts";

const FROM = "Pride Club <club@example.org>";

describe("parseDeliverySettings", () => {
  const valid: {
    name: string;
    env: Record<string, string | undefined>;
    expected: DeliverySettings;
  }[] = [
    { name: "no SMTP_HOST sends mail to the outbox", env: {}, expected: { smtp: null } },
    {
      name: "empty variables count as not set",
      env: { SMTP_HOST: "", SMTP_PORT: "", SMTP_FROM: "" },
      expected: { smtp: null },
    },
    {
      name: "a host and sender use port 587 with STARTTLS",
      env: { SMTP_HOST: "smtp.example.org", SMTP_FROM: FROM },
      expected: {
        smtp: { host: "smtp.example.org", port: 587, secure: false, requireTls: true, from: FROM },
      },
    },
    {
      name: "port 465 turns on TLS from the start",
      env: { SMTP_HOST: "smtp.example.org", SMTP_PORT: "465", SMTP_FROM: FROM },
      expected: {
        smtp: { host: "smtp.example.org", port: 465, secure: true, requireTls: true, from: FROM },
      },
    },
    {
      name: "SMTP_SECURE=0 overrides the port 465 default and is the only way to send without TLS",
      env: { SMTP_HOST: "smtp.example.org", SMTP_PORT: "465", SMTP_SECURE: "0", SMTP_FROM: FROM },
      expected: {
        smtp: { host: "smtp.example.org", port: 465, secure: false, requireTls: false, from: FROM },
      },
    },
    {
      name: "credentials and a bare sender address are kept",
      env: {
        SMTP_HOST: "smtp.example.org",
        SMTP_PORT: "2525",
        SMTP_SECURE: "1",
        SMTP_USERNAME: "club",
        SMTP_PASSWORD: "app-password",
        SMTP_FROM: "club@example.org",
      },
      expected: {
        smtp: {
          host: "smtp.example.org",
          port: 2525,
          secure: true,
          requireTls: true,
          user: "club",
          password: "app-password",
          from: "club@example.org",
        },
      },
    },
  ];

  it.each(valid)("$name", ({ env, expected }) => {
    expect(parseDeliverySettings(env)).toEqual(expected);
  });

  it("an organiser with several mistakes sees every one of them in one message", () => {
    const read = () =>
      parseDeliverySettings({
        SMTP_HOST: "smtp.example.org",
        SMTP_PORT: "eighty",
        SMTP_SECURE: "yes",
        SMTP_PASSWORD: "app-password",
      });

    expect(read).toThrow(
      [
        "The environment has problems:",
        "  SMTP_PORT: must be a port number such as 587",
        "  SMTP_SECURE: use 1 (TLS from the start, port 465) or 0 (no TLS required: a relay on this machine)",
        '  SMTP_FROM: required when SMTP_HOST is set, e.g. "Pride Club <club@example.org>"',
        "  SMTP_USERNAME: required when SMTP_PASSWORD is set",
      ].join("\n"),
    );
  });

  const invalid: { name: string; env: Record<string, string>; problem: string }[] = [
    {
      name: "a sender without an address",
      env: { SMTP_HOST: "smtp.example.org", SMTP_FROM: "Pride Club" },
      problem: 'SMTP_FROM: must be an address such as "Pride Club <club@example.org>"',
    },
    {
      name: "a port out of range",
      env: { SMTP_HOST: "smtp.example.org", SMTP_PORT: "70000", SMTP_FROM: FROM },
      problem: "SMTP_PORT: must be a port number such as 587",
    },
    {
      name: "a relay configured without its host",
      env: { SMTP_USERNAME: "club", SMTP_FROM: FROM },
      problem: "SMTP_USERNAME: set, but SMTP_HOST is not; set SMTP_HOST to send mail by SMTP",
    },
  ];

  it.each(invalid)("$name is refused with a message naming the variable", ({ env, problem }) => {
    expect(() => parseDeliverySettings(env)).toThrow(problem);
  });
});
