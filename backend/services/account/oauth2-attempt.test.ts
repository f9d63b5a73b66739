import { randomBytes } from "node:crypto";
import { describe, expect, test } from "vitest";
import { createSecretBox } from "../../security/secret-box.ts";
import {
  ATTEMPT_LIFETIME_MS,
  openAttempt,
  sealAttempt,
  type OAuth2Attempt,
} from "./oauth2-attempt.ts";

const secrets = createSecretBox(randomBytes(32));
const now = new Date("2025-03-01T12:00:00Z");
const attempt: OAuth2Attempt = {
  provider: "oidc",
  state: "state-value",
  nonce: "nonce-value",
  codeVerifier: "verifier-value",
  success: "https://club.example.org/welcome",
  failure: "https://club.example.org/login",
  isTokenFlow: false,
  expire: now.getTime() + ATTEMPT_LIFETIME_MS,
};

describe("sign-in attempts", () => {
  test("a sealed attempt opens to the same values and shows none of them", () => {
    const sealed = sealAttempt(secrets, attempt);
    expect(sealed).not.toContain("verifier-value");
    expect(sealed).not.toContain("club.example.org");
    expect(openAttempt(secrets, sealed, now)).toEqual(attempt);
  });

  test.each([
    { name: "a missing cookie", sealed: () => undefined, at: now },
    { name: "an altered cookie", sealed: () => `${sealAttempt(secrets, attempt)}x`, at: now },
    {
      name: "a cookie sealed with another key",
      sealed: () => sealAttempt(createSecretBox(randomBytes(32)), attempt),
      at: now,
    },
    {
      name: "a sealed value that is not an attempt",
      sealed: () => secrets.seal(JSON.stringify({ provider: "oidc" })),
      at: now,
    },
    {
      name: "an attempt ten minutes old",
      sealed: () => sealAttempt(secrets, attempt),
      at: new Date(now.getTime() + ATTEMPT_LIFETIME_MS),
    },
  ])("$name is no attempt", ({ sealed, at }) => {
    expect(openAttempt(secrets, sealed(), at)).toBeNull();
  });
});
