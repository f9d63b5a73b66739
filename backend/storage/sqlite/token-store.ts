import type { Database } from "better-sqlite3";
import type { TokenRecord, TokenStore, TokenType } from "../token-store.ts";
import type { GroupCommit } from "./group-commit.ts";

interface TokenRow {
  id: string;
  user_id: string;
  type: string;
  secret_hash: string;
  expire: string;
  ip: string;
  user_agent: string;
  created_at: string;
}

const tokenTypes: readonly TokenType[] = [
  "email",
  "magic-url",
  "phone",
  "oauth2",
  "verification",
  "recovery",
];

/**
 * The SQLite TokenStore (table made by account-schema.ts); every statement is parameterised, and
 * every write resolves once the group commit has it on disk.
 */
export function createSqliteTokenStore(db: Database, group: GroupCommit): TokenStore {
  const insertToken = db.prepare<[TokenRow]>(
    `INSERT INTO account_tokens (id, user_id, type, secret_hash, expire, ip, user_agent, created_at)
     VALUES (@id, @user_id, @type, @secret_hash, @expire, @ip, @user_agent, @created_at)`,
  );
  const deleteExpired = db.prepare<[string, string]>(
    "DELETE FROM account_tokens WHERE user_id = ? AND expire < ?",
  );
  const tokensOfUser = db.prepare<[string], TokenRow>(
    "SELECT * FROM account_tokens WHERE user_id = ? ORDER BY created_at, id",
  );
  const deleteById = db.prepare<[string]>("DELETE FROM account_tokens WHERE id = ?");
  const addFailure = db.prepare<[string]>(
    "UPDATE account_tokens SET failed_attempts = failed_attempts + 1 WHERE id = ?",
  );
  const deleteIfFailedTooOften = db.prepare<[string, number]>(
    "DELETE FROM account_tokens WHERE id = ? AND failed_attempts >= ?",
  );
  const countFailures = (ids: readonly string[], maxFailures: number) => {
    for (const id of ids) {
      addFailure.run(id);
      deleteIfFailedTooOften.run(id, maxFailures);
    }
  };
  const insert = (token: TokenRecord) => {
    deleteExpired.run(token.userId, token.createdAt.toISOString());
    insertToken.run(toTokenRow(token));
  };

  return {
    async createToken(token) {
      await group.write(() => insert(token));
    },
    async listTokens(userId) {
      return tokensOfUser.all(userId).flatMap((row) => {
        const record = toTokenRecord(row);
        return record ? [record] : [];
      });
    },
    async deleteToken(tokenId) {
      return group.write(() => deleteById.run(tokenId).changes > 0);
    },
    async countTokenFailure(tokenIds, maxFailures) {
      await group.write(() => countFailures(tokenIds, maxFailures));
    },
  };
}

function toTokenRow(token: TokenRecord): TokenRow {
  return {
    id: token.id,
    user_id: token.userId,
    type: token.type,
    secret_hash: token.secretHash,
    expire: token.expire.toISOString(),
    ip: token.ip,
    user_agent: token.userAgent,
    created_at: token.createdAt.toISOString(),
  };
}

/** A row as a record; a row of a type this version does not know is skipped, never trusted. */
function toTokenRecord(row: TokenRow): TokenRecord | null {
  const type = tokenTypes.find((candidate) => candidate === row.type);
  if (!type) return null;
  return {
    id: row.id,
    userId: row.user_id,
    type,
    secretHash: row.secret_hash,
    expire: new Date(row.expire),
    ip: row.ip,
    userAgent: row.user_agent,
    createdAt: new Date(row.created_at),
  };
}
