import type { Database } from "better-sqlite3";
import type { SecretBox } from "../../security/secret-box.ts";
import type { SigningKeyStore } from "../signing-key-store.ts";
import type { GroupCommit } from "./group-commit.ts";

// Keys written before they were sealed: the 32 random bytes as 64 hex digits. A sealed value
// starts with its format version and contains dots, so the two never look alike.
const PLAIN_KEY = /^[0-9a-f]{64}$/;

/**
 * The server's signing keys (the JWT key), sealed with the data key (security/data-key.ts) like
 * the MFA secrets, so the database file alone holds no key that could mint a JWT. Sealing here,
 * where the key is stored, covers every reader: the API, realtime and the users command.
 * Keys stored in plain text by older versions are sealed when the store opens.
 */
export function createSqliteSigningKeyStore(
  db: Database,
  secrets: SecretBox,
  group: GroupCommit,
): SigningKeyStore {
  const insertSigningKey = db.prepare<[string, string]>(
    "INSERT INTO account_signing_keys (name, key) VALUES (?, ?) ON CONFLICT (name) DO NOTHING",
  );
  const signingKeyByName = db.prepare<[string], { key: string }>(
    "SELECT key FROM account_signing_keys WHERE name = ?",
  );
  sealPlainSigningKeys(db, secrets);

  const storeOrRead = (name: string, candidate: string) => {
    insertSigningKey.run(name, secrets.seal(candidate));
    return signingKeyByName.get(name)?.key;
  };

  return {
    async signingKey(name, candidate) {
      // In the group's IMMEDIATE transaction: two processes starting together must agree on one
      // key (see session-store.ts), and a key is used only once it is on disk.
      const sealed = await group.write(() => storeOrRead(name, candidate));
      return sealed === undefined ? candidate : secrets.open(sealed);
    },
  };
}

/** Seals every key an older version stored in plain text; sealed ones are left as they are. */
function sealPlainSigningKeys(db: Database, secrets: SecretBox): void {
  const allKeys = db.prepare<[], { name: string; key: string }>(
    "SELECT name, key FROM account_signing_keys",
  );
  const replaceKey = db.prepare<[string, string, string]>(
    "UPDATE account_signing_keys SET key = ? WHERE name = ? AND key = ?",
  );
  db.transaction(() => {
    for (const { name, key } of allKeys.all()) {
      if (PLAIN_KEY.test(key)) replaceKey.run(secrets.seal(key), name, key);
    }
  }).immediate();
}
