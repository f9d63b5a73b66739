import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";

/**
 * Seals and digests the secrets the server keeps for MFA, with keys derived from the data key
 * (data-key.ts). Sealing (AES-256-GCM) is for values the server must read back; digests
 * (HMAC-SHA256) are for short codes it only compares, where a plain hash of a 6-digit or
 * 40-bit code could be reversed by trying every value.
 */
export interface SecretBox {
  /** An authenticated encryption of `plaintext`: "v1.<iv>.<tag>.<ciphertext>" in base64url. */
  seal(plaintext: string): string;
  /** The plaintext of a sealed value; throws when it was altered or sealed with another key. */
  open(sealed: string): string;
  /** A keyed digest (hex), the same for the same value, for lookups and comparisons. */
  digest(value: string): string;
  /** True when `value` has the stored digest, compared in constant time. */
  matchesDigest(value: string, storedDigest: string): boolean;
}

const VERSION = "v1";
const IV_BYTES = 12;

export function createSecretBox(dataKey: Buffer): SecretBox {
  // Separate keys for encryption and for digests, so neither use can weaken the other.
  const sealKey = Buffer.from(hkdfSync("sha256", dataKey, "", "pride-club mfa seal", 32));
  const digestKey = Buffer.from(hkdfSync("sha256", dataKey, "", "pride-club mfa digest", 32));

  const digest = (value: string) =>
    createHmac("sha256", digestKey).update(value, "utf8").digest("hex");

  return {
    seal(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", sealKey, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString("base64url"));
      return [VERSION, ...parts].join(".");
    },
    open(sealed) {
      const [version, iv, tag, ciphertext, ...rest] = sealed.split(".");
      if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length > 0) {
        throw new Error("A sealed secret has an unknown format.");
      }
      const decipher = createDecipheriv("aes-256-gcm", sealKey, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      const plaintext = Buffer.concat([
        decipher.update(Buffer.from(ciphertext, "base64url")),
        decipher.final(),
      ]);
      return plaintext.toString("utf8");
    },
    digest,
    matchesDigest(value, storedDigest) {
      const actual = Buffer.from(digest(value), "utf8");
      const expected = Buffer.from(storedDigest, "utf8");
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}
