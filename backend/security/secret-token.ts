import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** 32 random bytes: a 256-bit secret, written as 64 hex characters. */
const SECRET_BYTES = 32;

/** A new random secret (session secrets and other bearer tokens). Never stored as is. */
export function createSecret(): string {
  return randomBytes(SECRET_BYTES).toString("hex");
}

/**
 * The SHA-256 hex digest stored in place of a secret, so a leaked database holds no usable
 * secret. A fast hash is enough here: the secret has 256 bits of entropy, unlike a password.
 */
export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

/** True when `secret` hashes to `storedHash`, compared in constant time. */
export function secretMatchesHash(secret: string, storedHash: string): boolean {
  const actual = Buffer.from(hashSecret(secret), "utf8");
  const expected = Buffer.from(storedHash, "utf8");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
