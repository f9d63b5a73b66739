import BetterSqlite3, { type Database, type Statement } from "better-sqlite3";
import { AppwriteError } from "../../errors/appwrite-error.ts";
import type { TargetRecord, TargetStore } from "../target-store.ts";
import type { GroupCommit } from "./group-commit.ts";

/** A row of account_targets (made by account-schema.ts). */
export interface TargetRow {
  id: string;
  user_id: string;
  session_id: string | null;
  provider_type: string;
  provider_id: string | null;
  identifier: string;
  name: string;
  expired: number;
  created_at: string;
  updated_at: string;
}

/** The statement that reads one user's targets, oldest first (user-store.ts uses it too). */
export function targetsOfUserStatement(db: Database): Statement<[string], TargetRow> {
  return db.prepare<[string], TargetRow>(
    "SELECT * FROM account_targets WHERE user_id = ? ORDER BY created_at, id",
  );
}

/**
 * The SQLite TargetStore; every statement is parameterised, and every write resolves once the
 * group commit has it on disk.
 */
export function createSqliteTargetStore(db: Database, group: GroupCommit): TargetStore {
  const targetById = db.prepare<[string], TargetRow>("SELECT * FROM account_targets WHERE id = ?");
  const insertTarget = db.prepare<[TargetRow]>(
    `INSERT INTO account_targets (id, user_id, session_id, provider_type, provider_id, identifier,
       name, expired, created_at, updated_at)
     VALUES (@id, @user_id, @session_id, @provider_type, @provider_id, @identifier, @name,
       @expired, @created_at, @updated_at)`,
  );
  const setIdentifier = db.prepare<[string, string, string]>(
    "UPDATE account_targets SET identifier = ?, expired = 0, updated_at = ? WHERE id = ?",
  );
  const deleteById = db.prepare<[string]>("DELETE FROM account_targets WHERE id = ?");

  return {
    async createTarget(target) {
      await group.write(() => {
        try {
          insertTarget.run(toTargetRow(target));
        } catch (error) {
          const isTaken =
            error instanceof BetterSqlite3.SqliteError &&
            error.code === "SQLITE_CONSTRAINT_PRIMARYKEY";
          throw isTaken ? new AppwriteError("user_target_already_exists") : error;
        }
      });
    },
    async getTarget(targetId) {
      const row = targetById.get(targetId);
      return row ? toTargetRecord(row) : null;
    },
    async updateTargetIdentifier(targetId, identifier, updatedAt) {
      return group.write(() => {
        if (setIdentifier.run(identifier, updatedAt.toISOString(), targetId).changes === 0) {
          return null;
        }
        const row = targetById.get(targetId);
        return row ? toTargetRecord(row) : null;
      });
    },
    async deleteTarget(targetId) {
      return group.write(() => deleteById.run(targetId).changes > 0);
    },
  };
}

function toTargetRow(target: TargetRecord): TargetRow {
  return {
    id: target.id,
    user_id: target.userId,
    session_id: target.sessionId,
    provider_type: target.providerType,
    provider_id: target.providerId,
    identifier: target.identifier,
    name: target.name,
    expired: Number(target.expired),
    created_at: target.createdAt.toISOString(),
    updated_at: target.updatedAt.toISOString(),
  };
}

/** A target row as a record; only push targets are ever stored. */
export function toTargetRecord(row: TargetRow): TargetRecord {
  return {
    id: row.id,
    userId: row.user_id,
    sessionId: row.session_id,
    providerType: "push",
    providerId: row.provider_id,
    identifier: row.identifier,
    name: row.name,
    expired: row.expired === 1,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}
