import { randomBytes } from "node:crypto";

/**
 * A new id in the format of the SDK's ID.unique(): the time in hex (seconds, then milliseconds
 * padded to 5 digits) followed by 7 random hex digits. Used for users and sessions.
 */
export function createUniqueId(now: Date): string {
  const seconds = Math.floor(now.getTime() / 1000).toString(16);
  const milliseconds = now.getUTCMilliseconds().toString(16).padStart(5, "0");
  const random = randomBytes(4).toString("hex").slice(0, 7);
  return seconds + milliseconds + random;
}

/**
 * Appwrite's custom id rule (Key validator): at most 36 characters of a-z, A-Z, 0-9, period,
 * hyphen and underscore, not starting with a special character.
 */
export function isValidCustomId(id: string): boolean {
  return /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/.test(id);
}
