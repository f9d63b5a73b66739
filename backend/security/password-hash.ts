import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import type * as Argon2 from "@node-rs/argon2";
import { AppwriteError } from "../errors/appwrite-error.ts";

/**
 * argon2id parameters (the library's default algorithm, version 0x13). Chosen and measured in
 * docs/decisions/0003-password-hashing.md: 64 MiB, 3 passes, 1 lane, above OWASP's minimum.
 */
export const passwordHashOptions: PasswordHashOptions = {
  memoryCost: 65_536,
  timeCost: 3,
  parallelism: 1,
};

/** argon2id's cost parameters: memory in KiB, passes, lanes. */
export interface PasswordHashOptions {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

let hashingCost: PasswordHashOptions = passwordHashOptions;
let dummyHash: Promise<string> | undefined;

/**
 * Sets the cost of new hashes for this process. Only the tests call it (through startServer's
 * `passwordHashing` option, which no setting reaches): they make thousands of accounts, and the
 * production cost would spend most of the suite's time in argon2. Hashing is already one
 * process-wide resource (the lanes below), so its cost is too. Verifying reads the cost from the
 * stored hash, so hashes of either cost keep verifying.
 */
export function setPasswordHashing(options: PasswordHashOptions): void {
  hashingCost = options;
  dummyHash = undefined;
}

/**
 * How many hashes run at once and how many may wait (docs/decisions/0014-bounded-hashing.md):
 * one per core, so a burst of sign-ins cannot take every core and every libuv thread from the
 * site; a short queue, so a flood is refused at once instead of piling up waiting requests.
 */
export const HASHING_LANES = Math.max(1, availableParallelism());
export const HASHING_QUEUE = 64;

// The argon2 addon is loaded with the first password: a just-started server holds none of it.
let argon2: Promise<typeof Argon2> | undefined;
const loadArgon2 = () => (argon2 ??= import("@node-rs/argon2"));

/** Hashes a password with argon2id and a fresh random salt, as a PHC string ($argon2id$...). */
export function hashPassword(password: string): Promise<string> {
  return inHashingLane(async () => (await loadArgon2()).hash(password, hashingCost));
}

/** True when `password` matches the PHC string `passwordHash`. */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return inHashingLane(async () => (await loadArgon2()).verify(passwordHash, password));
}

/**
 * Verifies `password` against the hash of a random value nobody knows, and answers false. A
 * sign-in with an unknown email runs this so that it takes as long as a wrong password for a
 * real account, and response time does not reveal which emails have accounts.
 */
export async function verifyAgainstDummyHash(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(32).toString("hex"));
  await verifyPassword(await dummyHash, password);
  return false;
}

let running = 0;
const waiting: (() => void)[] = [];

/**
 * Runs `work` when a lane is free. With every lane busy and the queue full, the answer is 429
 * general_rate_limit_exceeded at once, as Appwrite answers any request over a limit.
 */
async function inHashingLane<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASHING_LANES) {
    if (waiting.length >= HASHING_QUEUE) {
      throw new AppwriteError(
        "general_rate_limit_exceeded",
        "Too many sign-ins at once. Please try again in a moment.",
      );
    }
    // The lane is handed over by the one finishing, so `running` never drops in between.
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}
