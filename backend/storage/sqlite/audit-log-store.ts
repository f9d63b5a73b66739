import type { Database } from "better-sqlite3";
import type { AuditLogRecord, AuditLogStore } from "../audit-log-store.ts";
import type { GroupCommit } from "./group-commit.ts";

interface AuditLogRow {
  id: string;
  user_id: string;
  event: string;
  user_email: string;
  user_name: string;
  ip: string;
  user_agent: string;
  time: string;
}

/**
 * The SQLite AuditLogStore (table made by account-schema.ts); every statement is parameterised,
 * and an entry is appended once the group commit has it on disk.
 */
export function createSqliteAuditLogStore(db: Database, group: GroupCommit): AuditLogStore {
  const insertLog = db.prepare<[AuditLogRow]>(
    `INSERT INTO account_audit_logs (id, user_id, event, user_email, user_name, ip, user_agent, time)
     VALUES (@id, @user_id, @event, @user_email, @user_name, @ip, @user_agent, @time)`,
  );
  const dropOlder = db.prepare<[string, string]>(
    "DELETE FROM account_audit_logs WHERE user_id = ? AND time < ?",
  );
  // rowid breaks ties between entries of the same millisecond: insertion order.
  const pageOfUser = db.prepare<[string, number, number], AuditLogRow>(
    `SELECT * FROM account_audit_logs WHERE user_id = ?
     ORDER BY time DESC, rowid DESC LIMIT ? OFFSET ?`,
  );
  const countOfUser = db.prepare<[string], { total: number }>(
    "SELECT COUNT(*) AS total FROM account_audit_logs WHERE user_id = ?",
  );
  const append = (log: AuditLogRecord, keepSince: Date) => {
    insertLog.run(toAuditLogRow(log));
    dropOlder.run(log.userId, keepSince.toISOString());
  };

  return {
    async appendLog(log, keepSince) {
      await group.write(() => append(log, keepSince));
    },
    async listLogs(userId, { limit, offset }) {
      const readPage = db.transaction(() => ({
        total: countOfUser.get(userId)?.total ?? 0,
        logs: pageOfUser.all(userId, limit, offset).map(toAuditLogRecord),
      }));
      return readPage();
    },
  };
}

function toAuditLogRow(log: AuditLogRecord): AuditLogRow {
  return {
    id: log.id,
    user_id: log.userId,
    event: log.event,
    user_email: log.userEmail,
    user_name: log.userName,
    ip: log.ip,
    user_agent: log.userAgent,
    time: log.time.toISOString(),
  };
}

function toAuditLogRecord(row: AuditLogRow): AuditLogRecord {
  return {
    id: row.id,
    userId: row.user_id,
    event: row.event,
    userEmail: row.user_email,
    userName: row.user_name,
    ip: row.ip,
    userAgent: row.user_agent,
    time: new Date(row.time),
  };
}
