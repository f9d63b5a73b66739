import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id parameters (the library's default algorithm, version 0x13). Chosen and measured in
 * docs/decisions/0003-password-hashing.md: 64 MiB, 3 passes, 1 lane, above OWASP's minimum.
 */
export const passwordHashOptions = {
  memoryCost: 65_536,
  timeCost: 3,
  parallelism: 1,
} as const;

/** Hashes a password with argon2id and a fresh random salt, as a PHC string ($argon2id$...). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, passwordHashOptions);
}

/** True when `password` matches the PHC string `passwordHash`. */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies `password` against the hash of a random value nobody knows, and answers false. A
 * sign-in with an unknown email runs this so that it takes as long as a wrong password for a
 * real account, and response time does not reveal which emails have accounts.
 */
export async function verifyAgainstDummyHash(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(32).toString("hex"));
  await verify(await dummyHash, password);
  return false;
}
