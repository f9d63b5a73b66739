import type { Database } from "better-sqlite3";
import type { SessionRecord, SessionStore } from "../session-store.ts";
import type { GroupCommit } from "./group-commit.ts";
import { parseStringArray } from "./user-store.ts";

interface SessionRow {
  id: string;
  user_id: string;
  secret_hash: string;
  provider: string;
  provider_uid: string;
  factors: string;
  mfa_updated_at: string | null;
  ip: string;
  user_agent: string;
  expire: string;
  created_at: string;
  updated_at: string;
}

/**
 * The SQLite SessionStore, on the account_sessions table. Every statement is parameterised; a
 * session is answered only once the group commit has it on disk (decision 0067).
 */
export function createSqliteSessionStore(db: Database, group: GroupCommit): SessionStore {
  const sessionsOfUser = db.prepare<[string], SessionRow>(
    "SELECT * FROM account_sessions WHERE user_id = ? ORDER BY created_at, id",
  );
  const sessionById = db.prepare<[string, string], SessionRow>(
    "SELECT * FROM account_sessions WHERE user_id = ? AND id = ?",
  );
  const insertSession = db.prepare<[SessionRow]>(
    `INSERT INTO account_sessions (id, user_id, secret_hash, provider, provider_uid, factors,
       mfa_updated_at, ip, user_agent, expire, created_at, updated_at)
     VALUES (@id, @user_id, @secret_hash, @provider, @provider_uid, @factors, @mfa_updated_at,
       @ip, @user_agent, @expire, @created_at, @updated_at)`,
  );
  const setSessionExpire = db.prepare<[string, string, string, string]>(
    "UPDATE account_sessions SET expire = ?, updated_at = ? WHERE user_id = ? AND id = ?",
  );
  const setSessionFactors = db.prepare<[string, string | null, string, string]>(
    "UPDATE account_sessions SET factors = ?, mfa_updated_at = ? WHERE user_id = ? AND id = ?",
  );
  const deleteExpiredSessions = db.prepare<[string, string]>(
    "DELETE FROM account_sessions WHERE user_id = ? AND expire < ?",
  );
  const deleteSessionsBeyond = db.prepare<[string, number]>(
    `DELETE FROM account_sessions WHERE id IN (
       SELECT id FROM account_sessions WHERE user_id = ?
       ORDER BY created_at DESC, id DESC LIMIT -1 OFFSET ?)`,
  );
  const deleteOneSession = db.prepare<[string, string]>(
    "DELETE FROM account_sessions WHERE user_id = ? AND id = ?",
  );
  const deleteUserSessions = db.prepare<[string, string]>(
    "DELETE FROM account_sessions WHERE user_id = ? AND id != ?",
  );
  // The group commit's transaction is IMMEDIATE: it takes the write lock up front, since a
  // deferred transaction that reads and then writes can fail with SQLITE_BUSY when the users
  // command writes at the same moment, and busy_timeout cannot retry a lock upgrade.
  return {
    async createSession(session, maxSessionsPerUser) {
      await group.write(() => {
        insertSession.run(toSessionRow(session));
        deleteExpiredSessions.run(session.userId, session.createdAt.toISOString());
        deleteSessionsBeyond.run(session.userId, maxSessionsPerUser);
      });
    },
    async listSessions(userId) {
      return sessionsOfUser.all(userId).map(toSessionRecord);
    },
    async updateSessionExpire(userId, sessionId, expire, updatedAt) {
      const stamps = [expire.toISOString(), updatedAt.toISOString()] as const;
      return group.write(() => {
        if (setSessionExpire.run(...stamps, userId, sessionId).changes === 0) return null;
        const row = sessionById.get(userId, sessionId);
        return row ? toSessionRecord(row) : null;
      });
    },
    async updateSessionFactors(userId, sessionId, factors, mfaUpdatedAt) {
      const stamp = mfaUpdatedAt?.toISOString() ?? null;
      await group.write(() =>
        setSessionFactors.run(JSON.stringify(factors), stamp, userId, sessionId),
      );
    },
    async deleteSession(userId, sessionId) {
      return group.write(() => deleteOneSession.run(userId, sessionId).changes > 0);
    },
    async deleteSessions(userId, keptSessionId) {
      // No session has the id "", so without a kept session every one of the user's goes.
      return group.write(() => deleteUserSessions.run(userId, keptSessionId ?? "").changes);
    },
  };
}

function toSessionRow(session: SessionRecord): SessionRow {
  return {
    id: session.id,
    user_id: session.userId,
    secret_hash: session.secretHash,
    provider: session.provider,
    provider_uid: session.providerUid,
    factors: JSON.stringify(session.factors),
    mfa_updated_at: session.mfaUpdatedAt?.toISOString() ?? null,
    ip: session.ip,
    user_agent: session.userAgent,
    expire: session.expire.toISOString(),
    created_at: session.createdAt.toISOString(),
    updated_at: session.updatedAt.toISOString(),
  };
}

function toSessionRecord(row: SessionRow): SessionRecord {
  return {
    id: row.id,
    userId: row.user_id,
    secretHash: row.secret_hash,
    provider: row.provider,
    providerUid: row.provider_uid,
    factors: parseStringArray(row.factors),
    mfaUpdatedAt: row.mfa_updated_at === null ? null : new Date(row.mfa_updated_at),
    ip: row.ip,
    userAgent: row.user_agent,
    expire: new Date(row.expire),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}
