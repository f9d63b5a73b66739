import { randomBytes } from "node:crypto";

// The short code an organiser's phone shows and a projector types (decision 0070, kept by 0149):
// Crockford's base32, so a code read across a room is typed without doubt.

const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** 10 characters, 50 bits: with the hourly limit per address, out of reach of guessing. */
export const CODE_LENGTH = 10;

/** A new code: 10 characters of Crockford's base32 (no I, L, O or U). */
export function createFollowCode(): string {
  // 256 is a multiple of 32, so `byte % 32` favours no character.
  return [...randomBytes(CODE_LENGTH)].map((byte) => CODE_ALPHABET[byte % 32]).join("");
}

/** What people type, as the code it means: any case, spaces or hyphens, O for 0, I or L for 1. */
export function normaliseFollowCode(input: string): string {
  return input
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
}
