import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createPrivateFolder } from "../../backend/security/private-files.ts";
import type { Manifest } from "./backup-format.ts";

// Backups are signed by the install that made them (decision 0124): an HMAC over the manifest,
// whose lines hold every file's SHA-256, so it vouches for every byte. The key sits beside
// data.key and is never derived from it nor put in a backup: data.key travels in every backup,
// so anyone holding one could otherwise sign a tampered copy.

/** The file in DATA_DIR holding the key that signs this install's backups (32 random bytes, hex). */
export const BACKUP_SIGNING_KEY_FILE = "backup-signing.key";

const KEY_BYTES = 32;

/** Where a backup comes from, as far as its signature can tell. */
export type BackupOrigin = "this-install" | "another-install" | "unsigned";

/**
 * This install's signing key, made on first use (0600, "wx" so two processes never both write
 * it). Only `npm run backup` and the server's own backups call this: they write a file anyway.
 */
export function loadBackupSigningKey(dataDir: string): Buffer {
  createPrivateFolder(dataDir);
  const file = path.join(dataDir, BACKUP_SIGNING_KEY_FILE);
  try {
    fs.writeFileSync(file, `${randomBytes(KEY_BYTES).toString("hex")}\n`, {
      mode: 0o600,
      flag: "wx",
    });
  } catch (error) {
    if (!(error instanceof Error && "code" in error && error.code === "EEXIST")) throw error;
  }
  return readKey(file);
}

/** This install's signing key when it has one; a new, empty DATA_DIR has none yet. */
export function findBackupSigningKey(dataDir: string): Buffer | null {
  const file = path.join(dataDir, BACKUP_SIGNING_KEY_FILE);
  return fs.existsSync(file) ? readKey(file) : null;
}

function readKey(file: string): Buffer {
  const key = Buffer.from(fs.readFileSync(file, "utf8").trim(), "hex");
  if (key.length !== KEY_BYTES) {
    throw new Error(`${file} must hold ${KEY_BYTES} bytes as hex.`);
  }
  return key;
}

/** The manifest with its signature by `key`. */
export function signManifest(manifest: Manifest, key: Buffer): Manifest {
  return { ...manifest, signature: { install: installIdOf(key), hmac: hmacOf(manifest, key) } };
}

/** Whether `manifest` was signed with `key` (this install's, or null when it has none). */
export function originOf(manifest: Manifest, key: Buffer | null): BackupOrigin {
  const { signature } = manifest;
  if (signature === undefined) return "unsigned";
  if (key === null) return "another-install";
  const expected = Buffer.from(hmacOf(manifest, key), "hex");
  const given = Buffer.from(signature.hmac, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? "this-install"
    : "another-install";
}

/**
 * The HMAC-SHA256 of the manifest's content, written out field by field in a fixed order, so
 * that the same manifest always gives the same bytes however its JSON was laid out.
 */
function hmacOf(manifest: Manifest, key: Buffer): string {
  const content = JSON.stringify([
    manifest.format,
    manifest.version,
    manifest.createdAt,
    manifest.files.map((file) => [file.path, file.size, file.sha256]),
  ]);
  return createHmac("sha256", key).update(content).digest("hex");
}

/** A short name for an install's key that reveals nothing of it: says which install signed. */
function installIdOf(key: Buffer): string {
  return createHmac("sha256", key)
    .update("pride-club backup install id")
    .digest("hex")
    .slice(0, 16);
}
