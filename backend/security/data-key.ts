import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createPrivateFolder } from "./private-files.ts";

/** The file in DATA_DIR holding the server's own key: 32 random bytes, written as hex. */
export const DATA_KEY_FILE = "data.key";

const KEY_BYTES = 32;

/**
 * The key that seals secrets the server must read back (TOTP secrets, MFA recovery codes),
 * like Appwrite's _APP_OPENSSL_KEY_V1. It lives beside the database, not in it, so a copied
 * database file alone holds no usable secret. Created on first use, readable only by the
 * server's user; the server and the users command on the same DATA_DIR share it.
 */
export function loadDataKey(dataDir: string): Buffer {
  const file = path.join(dataDir, DATA_KEY_FILE);
  createPrivateFolder(dataDir);
  try {
    // "wx" fails when the file exists, so two processes starting together never both write it.
    fs.writeFileSync(file, `${randomBytes(KEY_BYTES).toString("hex")}\n`, {
      mode: 0o600,
      flag: "wx",
    });
  } catch (error) {
    if (!isAlreadyThere(error)) throw error;
  }
  const key = Buffer.from(fs.readFileSync(file, "utf8").trim(), "hex");
  if (key.length !== KEY_BYTES) {
    throw new Error(`${file} must hold ${KEY_BYTES} bytes as hex; restore it from a backup.`);
  }
  return key;
}

function isAlreadyThere(error: unknown): boolean {
  return error instanceof Error && "code" in error && error.code === "EEXIST";
}
