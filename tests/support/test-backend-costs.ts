import type { RateLimits } from "../../backend/config.ts";
import type { PasswordHashOptions } from "../../backend/security/password-hash.ts";

// What the test servers and the Appwrite stand-in lower from production, in one place: this
// module imports types only, so the stand-in loads no site code through it.

/**
 * argon2id at its smallest cost: the format the production parameters give, at a fraction of a
 * millisecond, since the suite makes thousands of accounts. backend/security/password-hash.test.ts
 * checks the production parameters themselves.
 */
export const testPasswordHashing: PasswordHashOptions = {
  memoryCost: 8,
  timeCost: 1,
  parallelism: 1,
};

/** Appwrite's real limits are 10 an hour; most tests make more accounts than that from one IP. */
export const generousLimits: RateLimits = {
  emailSessionsPerEmailPerHour: 1000,
  accountsPerIpPerHour: 1000,
  otherAccountLimitsScale: 100,
};
