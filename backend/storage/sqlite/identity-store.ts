import type { Database } from "better-sqlite3";
import type { IdentityRecord, IdentityStore } from "../identity-store.ts";
import type { GroupCommit } from "./group-commit.ts";

// Rows reference account_users, so deleting a user deletes their identities (foreign_keys is on).
const schemaSql = `
  CREATE TABLE IF NOT EXISTS account_identities (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES account_users(id) ON DELETE CASCADE,
    provider TEXT NOT NULL,
    provider_uid TEXT NOT NULL,
    provider_email TEXT NOT NULL COLLATE NOCASE,
    provider_access_token_expiry TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (provider, provider_uid)
  );
  CREATE INDEX IF NOT EXISTS account_identities_by_user ON account_identities (user_id, created_at);
  CREATE INDEX IF NOT EXISTS account_identities_by_email ON account_identities (provider_email);
`;

interface IdentityRow {
  id: string;
  user_id: string;
  provider: string;
  provider_uid: string;
  provider_email: string;
  provider_access_token_expiry: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * The SQLite IdentityStore: creates its table if missing; every statement is parameterised, and
 * every write resolves once the group commit has it on disk.
 */
export function createSqliteIdentityStore(db: Database, group: GroupCommit): IdentityStore {
  db.exec(schemaSql);
  const byProviderUid = db.prepare<[string, string], IdentityRow>(
    "SELECT * FROM account_identities WHERE provider = ? AND provider_uid = ?",
  );
  const byEmail = db.prepare<[string], IdentityRow>(
    "SELECT * FROM account_identities WHERE provider_email = ? ORDER BY created_at, id",
  );
  const ofUser = db.prepare<[string], IdentityRow>(
    "SELECT * FROM account_identities WHERE user_id = ? ORDER BY created_at, id",
  );
  const upsert = db.prepare<[IdentityRow]>(
    `INSERT INTO account_identities (id, user_id, provider, provider_uid, provider_email,
       provider_access_token_expiry, created_at, updated_at)
     VALUES (@id, @user_id, @provider, @provider_uid, @provider_email,
       @provider_access_token_expiry, @created_at, @updated_at)
     ON CONFLICT (provider, provider_uid) DO UPDATE SET
       provider_email = excluded.provider_email,
       provider_access_token_expiry = excluded.provider_access_token_expiry,
       updated_at = excluded.updated_at`,
  );
  const deleteOne = db.prepare<[string, string]>(
    "DELETE FROM account_identities WHERE user_id = ? AND id = ?",
  );

  return {
    async findIdentity(provider, providerUid) {
      const row = byProviderUid.get(provider, providerUid);
      return row ? toIdentityRecord(row) : null;
    },
    async findIdentitiesByEmail(providerEmail) {
      if (providerEmail === "") return [];
      return byEmail.all(providerEmail).map(toIdentityRecord);
    },
    async listIdentities(userId) {
      return ofUser.all(userId).map(toIdentityRecord);
    },
    async saveIdentity(identity) {
      await group.write(() => upsert.run(toIdentityRow(identity)));
    },
    async deleteIdentity(userId, identityId) {
      return group.write(() => deleteOne.run(userId, identityId).changes > 0);
    },
  };
}

function toIdentityRow(identity: IdentityRecord): IdentityRow {
  return {
    id: identity.id,
    user_id: identity.userId,
    provider: identity.provider,
    provider_uid: identity.providerUid,
    provider_email: identity.providerEmail,
    provider_access_token_expiry: identity.providerAccessTokenExpiry?.toISOString() ?? null,
    created_at: identity.createdAt.toISOString(),
    updated_at: identity.updatedAt.toISOString(),
  };
}

function toIdentityRecord(row: IdentityRow): IdentityRecord {
  return {
    id: row.id,
    userId: row.user_id,
    provider: row.provider,
    providerUid: row.provider_uid,
    providerEmail: row.provider_email,
    providerAccessTokenExpiry:
      row.provider_access_token_expiry === null ? null : new Date(row.provider_access_token_expiry),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}
