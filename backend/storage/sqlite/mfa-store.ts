import type { Database } from "better-sqlite3";
import type {
  AuthenticatorRecord,
  ChallengeRecord,
  MfaFactor,
  MfaStore,
  RecoveryCodeRecord,
} from "../mfa-store.ts";
import type { GroupCommit } from "./group-commit.ts";

// Rows reference account_users, so deleting a user deletes their MFA data (foreign_keys is on).
const schemaSql = `
  CREATE TABLE IF NOT EXISTS account_mfa_authenticators (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES account_users(id) ON DELETE CASCADE,
    type TEXT NOT NULL,
    verified INTEGER NOT NULL,
    sealed_secret TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    last_used_step INTEGER,
    UNIQUE (user_id, type)
  );
  CREATE TABLE IF NOT EXISTS account_mfa_challenges (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES account_users(id) ON DELETE CASCADE,
    factor TEXT NOT NULL,
    code_digest TEXT,
    expire TEXT NOT NULL,
    created_at TEXT NOT NULL,
    failed_attempts INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX IF NOT EXISTS account_mfa_challenges_by_user
    ON account_mfa_challenges (user_id, expire);
  CREATE TABLE IF NOT EXISTS account_mfa_recovery_codes (
    user_id TEXT NOT NULL REFERENCES account_users(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    digest TEXT NOT NULL,
    sealed_code TEXT NOT NULL,
    PRIMARY KEY (user_id, position)
  ) WITHOUT ROWID;
  CREATE UNIQUE INDEX IF NOT EXISTS account_mfa_recovery_codes_by_digest
    ON account_mfa_recovery_codes (user_id, digest);
`;

interface AuthenticatorRow {
  id: string;
  user_id: string;
  type: string;
  verified: number;
  sealed_secret: string;
  created_at: string;
  updated_at: string;
}

interface ChallengeRow {
  id: string;
  user_id: string;
  factor: string;
  code_digest: string | null;
  expire: string;
  created_at: string;
}

interface RecoveryCodeRow {
  digest: string;
  sealed_code: string;
}

/**
 * The SQLite MfaStore: creates its tables if missing; every statement is parameterised, and every
 * write resolves once the group commit has it on disk.
 */
export function createSqliteMfaStore(db: Database, group: GroupCommit): MfaStore {
  db.exec(schemaSql);
  // Tables made before replayed TOTP steps and failed challenge answers were counted.
  addMissingColumn(db, "account_mfa_authenticators", "last_used_step INTEGER");
  addMissingColumn(db, "account_mfa_challenges", "failed_attempts INTEGER NOT NULL DEFAULT 0");
  const authenticatorOf = db.prepare<[string, string], AuthenticatorRow>(
    "SELECT * FROM account_mfa_authenticators WHERE user_id = ? AND type = ?",
  );
  const deleteUnverifiedAuthenticator = db.prepare<[string, string]>(
    "DELETE FROM account_mfa_authenticators WHERE user_id = ? AND type = ? AND verified = 0",
  );
  const insertAuthenticator = db.prepare<[AuthenticatorRow]>(
    `INSERT INTO account_mfa_authenticators
       (id, user_id, type, verified, sealed_secret, created_at, updated_at)
     VALUES (@id, @user_id, @type, @verified, @sealed_secret, @created_at, @updated_at)`,
  );
  const verifyAuthenticator = db.prepare<[string, string]>(
    "UPDATE account_mfa_authenticators SET verified = 1, updated_at = ? WHERE id = ? AND verified = 0",
  );
  const setLastUsedStep = db.prepare<[number, string, number]>(
    `UPDATE account_mfa_authenticators SET last_used_step = ?
     WHERE id = ? AND (last_used_step IS NULL OR last_used_step < ?)`,
  );
  const deleteAuthenticatorOf = db.prepare<[string, string]>(
    "DELETE FROM account_mfa_authenticators WHERE user_id = ? AND type = ?",
  );
  const insertChallenge = db.prepare<[ChallengeRow]>(
    `INSERT INTO account_mfa_challenges (id, user_id, factor, code_digest, expire, created_at)
     VALUES (@id, @user_id, @factor, @code_digest, @expire, @created_at)`,
  );
  const deleteExpiredChallenges = db.prepare<[string, string]>(
    "DELETE FROM account_mfa_challenges WHERE user_id = ? AND expire < ?",
  );
  const challengeById = db.prepare<[string], ChallengeRow>(
    "SELECT * FROM account_mfa_challenges WHERE id = ?",
  );
  const deleteChallengeById = db.prepare<[string]>(
    "DELETE FROM account_mfa_challenges WHERE id = ?",
  );
  const addChallengeFailure = db.prepare<[string]>(
    "UPDATE account_mfa_challenges SET failed_attempts = failed_attempts + 1 WHERE id = ?",
  );
  const deleteChallengeIfFailedTooOften = db.prepare<[string, number]>(
    "DELETE FROM account_mfa_challenges WHERE id = ? AND failed_attempts >= ?",
  );
  const recoveryCodesOf = db.prepare<[string], RecoveryCodeRow>(
    "SELECT digest, sealed_code FROM account_mfa_recovery_codes WHERE user_id = ? ORDER BY position",
  );
  const countRecoveryCodes = db.prepare<[string], { count: number }>(
    "SELECT COUNT(*) AS count FROM account_mfa_recovery_codes WHERE user_id = ?",
  );
  const insertRecoveryCode = db.prepare<[string, number, string, string]>(
    `INSERT INTO account_mfa_recovery_codes (user_id, position, digest, sealed_code)
     VALUES (?, ?, ?, ?)`,
  );
  const deleteRecoveryCodes = db.prepare<[string]>(
    "DELETE FROM account_mfa_recovery_codes WHERE user_id = ?",
  );
  const deleteRecoveryCode = db.prepare<[string, string]>(
    "DELETE FROM account_mfa_recovery_codes WHERE user_id = ? AND digest = ?",
  );

  const insertCodes = (userId: string, codes: readonly RecoveryCodeRecord[]) => {
    codes.forEach((code, position) =>
      insertRecoveryCode.run(userId, position, code.digest, code.sealedCode),
    );
  };
  // Each check-then-write runs as one write of the group commit (synchronous, inside its IMMEDIATE
  // transaction), so two requests racing to create codes or an authenticator cannot both pass.
  const replaceAuthenticator = (row: AuthenticatorRow) => {
    deleteUnverifiedAuthenticator.run(row.user_id, row.type);
    if (authenticatorOf.get(row.user_id, row.type)) return false;
    insertAuthenticator.run(row);
    return true;
  };
  const insertChallengeRow = (row: ChallengeRow) => {
    insertChallenge.run(row);
    deleteExpiredChallenges.run(row.user_id, row.created_at);
  };
  const countFailure = (id: string, maxFailures: number) => {
    addChallengeFailure.run(id);
    deleteChallengeIfFailedTooOften.run(id, maxFailures);
  };
  const createCodes = (userId: string, codes: readonly RecoveryCodeRecord[]) => {
    if ((countRecoveryCodes.get(userId)?.count ?? 0) > 0) return false;
    insertCodes(userId, codes);
    return true;
  };
  const regenerateCodes = (userId: string, codes: readonly RecoveryCodeRecord[]) => {
    if (deleteRecoveryCodes.run(userId).changes === 0) return false;
    insertCodes(userId, codes);
    return true;
  };

  return {
    async findAuthenticator(userId, type) {
      const row = authenticatorOf.get(userId, type);
      return row ? toAuthenticatorRecord(row) : null;
    },
    async replaceUnverifiedAuthenticator(authenticator) {
      return group.write(() => replaceAuthenticator(toAuthenticatorRow(authenticator)));
    },
    async markAuthenticatorVerified(authenticatorId, updatedAt) {
      return group.write(
        () => verifyAuthenticator.run(updatedAt.toISOString(), authenticatorId).changes > 0,
      );
    },
    async useTotpStep(authenticatorId, step) {
      return group.write(() => setLastUsedStep.run(step, authenticatorId, step).changes > 0);
    },
    async deleteAuthenticator(userId, type) {
      return group.write(() => deleteAuthenticatorOf.run(userId, type).changes > 0);
    },
    async createChallenge(challenge) {
      await group.write(() => insertChallengeRow(toChallengeRow(challenge)));
    },
    async findChallenge(challengeId) {
      const row = challengeById.get(challengeId);
      return row ? toChallengeRecord(row) : null;
    },
    async deleteChallenge(challengeId) {
      return group.write(() => deleteChallengeById.run(challengeId).changes > 0);
    },
    async countChallengeFailure(challengeId, maxFailures) {
      await group.write(() => countFailure(challengeId, maxFailures));
    },
    async listRecoveryCodes(userId) {
      return recoveryCodesOf.all(userId).map((row) => ({
        digest: row.digest,
        sealedCode: row.sealed_code,
      }));
    },
    async createRecoveryCodes(userId, codes) {
      return group.write(() => createCodes(userId, codes));
    },
    async regenerateRecoveryCodes(userId, codes) {
      return group.write(() => regenerateCodes(userId, codes));
    },
    async useRecoveryCode(userId, digest) {
      return group.write(() => deleteRecoveryCode.run(userId, digest).changes > 0);
    },
  };
}

/** Adds a column that a table made by an older version lacks. */
function addMissingColumn(db: Database, table: string, definition: string): void {
  const [name = ""] = definition.split(" ");
  const columns = db
    .prepare<[string], { name: string }>("SELECT name FROM pragma_table_info(?)")
    .all(table)
    .map((column) => column.name);
  if (!columns.includes(name)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${definition}`);
}

function toAuthenticatorRow(authenticator: AuthenticatorRecord): AuthenticatorRow {
  return {
    id: authenticator.id,
    user_id: authenticator.userId,
    type: authenticator.type,
    verified: authenticator.verified ? 1 : 0,
    sealed_secret: authenticator.sealedSecret,
    created_at: authenticator.createdAt.toISOString(),
    updated_at: authenticator.updatedAt.toISOString(),
  };
}

function toAuthenticatorRecord(row: AuthenticatorRow): AuthenticatorRecord {
  return {
    id: row.id,
    userId: row.user_id,
    type: "totp",
    verified: row.verified === 1,
    sealedSecret: row.sealed_secret,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

function toChallengeRow(challenge: ChallengeRecord): ChallengeRow {
  return {
    id: challenge.id,
    user_id: challenge.userId,
    factor: challenge.factor,
    code_digest: challenge.codeDigest,
    expire: challenge.expire.toISOString(),
    created_at: challenge.createdAt.toISOString(),
  };
}

function toChallengeRecord(row: ChallengeRow): ChallengeRecord {
  return {
    id: row.id,
    userId: row.user_id,
    factor: toFactor(row.factor),
    codeDigest: row.code_digest,
    expire: new Date(row.expire),
    createdAt: new Date(row.created_at),
  };
}

const factors: readonly MfaFactor[] = ["totp", "email", "phone", "recoverycode"];

function toFactor(value: string): MfaFactor {
  const factor = factors.find((candidate) => candidate === value);
  if (!factor) throw new Error(`account_mfa_challenges holds an unknown factor "${value}"`);
  return factor;
}
