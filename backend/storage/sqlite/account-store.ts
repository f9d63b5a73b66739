import BetterSqlite3, { type Database } from "better-sqlite3";
import { AppwriteError } from "../../errors/appwrite-error.ts";
import type {
  AccountStore,
  NewUser,
  RateLimitWindow,
  SessionRecord,
  UserRecord,
} from "../account-store.ts";

// Table names carry an account_ prefix so they never meet a collection's tables.
const schemaSql = `
  CREATE TABLE IF NOT EXISTS account_users (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL COLLATE NOCASE UNIQUE,
    name TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    labels TEXT NOT NULL DEFAULT '[]',
    prefs TEXT NOT NULL DEFAULT '{}',
    status INTEGER NOT NULL DEFAULT 1,
    email_verification INTEGER NOT NULL DEFAULT 0,
    registration TEXT NOT NULL,
    accessed_at TEXT NOT NULL,
    password_update TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS account_sessions (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES account_users(id) ON DELETE CASCADE,
    secret_hash TEXT NOT NULL,
    provider TEXT NOT NULL,
    provider_uid TEXT NOT NULL,
    factors TEXT NOT NULL DEFAULT '[]',
    ip TEXT NOT NULL,
    user_agent TEXT NOT NULL,
    expire TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS account_sessions_by_user ON account_sessions (user_id, created_at);
  CREATE TABLE IF NOT EXISTS account_rate_limits (
    bucket TEXT NOT NULL,
    key TEXT NOT NULL,
    window_start INTEGER NOT NULL,
    hits INTEGER NOT NULL,
    PRIMARY KEY (bucket, key, window_start)
  ) WITHOUT ROWID;
`;

interface UserRow {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  labels: string;
  prefs: string;
  status: number;
  email_verification: number;
  registration: string;
  accessed_at: string;
  password_update: string;
  created_at: string;
  updated_at: string;
}

interface SessionRow {
  id: string;
  user_id: string;
  secret_hash: string;
  provider: string;
  provider_uid: string;
  factors: string;
  ip: string;
  user_agent: string;
  expire: string;
  created_at: string;
  updated_at: string;
}

/** The SQLite AccountStore: creates its tables if missing; every statement is parameterised. */
export function createSqliteAccountStore(db: Database): AccountStore {
  db.exec(schemaSql);
  const userById = db.prepare<[string], UserRow>("SELECT * FROM account_users WHERE id = ?");
  const userByEmail = db.prepare<[string], UserRow>("SELECT * FROM account_users WHERE email = ?");
  const allUsers = db.prepare<[], UserRow>("SELECT * FROM account_users ORDER BY created_at, id");
  const insertUser = db.prepare<[UserRow]>(
    `INSERT INTO account_users (id, email, name, password_hash, labels, prefs, status,
       email_verification, registration, accessed_at, password_update, created_at, updated_at)
     VALUES (@id, @email, @name, @password_hash, @labels, @prefs, @status, @email_verification,
       @registration, @accessed_at, @password_update, @created_at, @updated_at)`,
  );
  const setLabels = db.prepare<[string, string, string]>(
    "UPDATE account_users SET labels = ?, updated_at = ? WHERE id = ?",
  );
  const setAccessedAt = db.prepare<[string, string]>(
    "UPDATE account_users SET accessed_at = ? WHERE id = ?",
  );
  const sessionsOfUser = db.prepare<[string], SessionRow>(
    "SELECT * FROM account_sessions WHERE user_id = ? ORDER BY created_at, id",
  );
  const insertSession = db.prepare<[SessionRow]>(
    `INSERT INTO account_sessions (id, user_id, secret_hash, provider, provider_uid, factors, ip,
       user_agent, expire, created_at, updated_at)
     VALUES (@id, @user_id, @secret_hash, @provider, @provider_uid, @factors, @ip, @user_agent,
       @expire, @created_at, @updated_at)`,
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
  const deleteUserSessions = db.prepare<[string]>("DELETE FROM account_sessions WHERE user_id = ?");
  const rateLimitHits = db.prepare<[string, string, number], { hits: number }>(
    "SELECT hits FROM account_rate_limits WHERE bucket = ? AND key = ? AND window_start = ?",
  );
  const countRateLimitHit = db.prepare<[string, string, number]>(
    `INSERT INTO account_rate_limits (bucket, key, window_start, hits) VALUES (?, ?, ?, 1)
     ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = hits + 1`,
  );
  const dropOldRateLimitWindows = db.prepare<[string, string, number]>(
    "DELETE FROM account_rate_limits WHERE bucket = ? AND key = ? AND window_start < ?",
  );

  // IMMEDIATE takes the write lock up front: a deferred transaction that reads and then writes
  // can fail with SQLITE_BUSY when the users command writes at the same moment, and
  // busy_timeout cannot retry a lock upgrade.
  const createSessionTransaction = db.transaction(
    (session: SessionRecord, maxSessionsPerUser: number) => {
      insertSession.run(toSessionRow(session));
      deleteExpiredSessions.run(session.userId, session.createdAt.toISOString());
      deleteSessionsBeyond.run(session.userId, maxSessionsPerUser);
    },
  );
  const hitRateLimitTransaction = db.transaction((window: RateLimitWindow, limit: number) => {
    const windowStart = Math.floor(window.windowStart.getTime() / 1000);
    const hitsBefore = rateLimitHits.get(window.bucket, window.key, windowStart)?.hits ?? 0;
    if (hitsBefore < limit) countRateLimitHit.run(window.bucket, window.key, windowStart);
    dropOldRateLimitWindows.run(window.bucket, window.key, windowStart);
    return hitsBefore;
  });

  return {
    async createUser(user: NewUser) {
      const row = toNewUserRow(user);
      try {
        insertUser.run(row);
      } catch (error) {
        throw translateUniqueViolation(error);
      }
      return toUserRecord(row);
    },
    async getUser(userId) {
      const row = userById.get(userId);
      return row ? toUserRecord(row) : null;
    },
    async findUserByEmail(email) {
      const row = userByEmail.get(email);
      return row ? toUserRecord(row) : null;
    },
    async findPasswordCredentials(email) {
      const row = userByEmail.get(email);
      return row ? { user: toUserRecord(row), passwordHash: row.password_hash } : null;
    },
    async listUsers() {
      return allUsers.all().map(toUserRecord);
    },
    async updateUserLabels(userId, labels, updatedAt) {
      const result = setLabels.run(JSON.stringify(labels), updatedAt.toISOString(), userId);
      if (result.changes === 0) return null;
      const row = userById.get(userId);
      return row ? toUserRecord(row) : null;
    },
    async updateUserAccessedAt(userId, accessedAt) {
      setAccessedAt.run(accessedAt.toISOString(), userId);
    },
    async createSession(session, maxSessionsPerUser) {
      createSessionTransaction.immediate(session, maxSessionsPerUser);
    },
    async listSessions(userId) {
      return sessionsOfUser.all(userId).map(toSessionRecord);
    },
    async deleteSession(userId, sessionId) {
      return deleteOneSession.run(userId, sessionId).changes > 0;
    },
    async deleteSessions(userId) {
      return deleteUserSessions.run(userId).changes;
    },
    async hitRateLimit(window, limit) {
      return hitRateLimitTransaction.immediate(window, limit);
    },
  };
}

/** A taken id or email is an expected outcome, not a fault: no cause is kept for the log. */
function translateUniqueViolation(error: unknown): unknown {
  const isUniqueViolation =
    error instanceof BetterSqlite3.SqliteError &&
    (error.code === "SQLITE_CONSTRAINT_PRIMARYKEY" || error.code === "SQLITE_CONSTRAINT_UNIQUE");
  return isUniqueViolation ? new AppwriteError("user_already_exists") : error;
}

function toNewUserRow(user: NewUser): UserRow {
  const createdAt = user.createdAt.toISOString();
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    password_hash: user.passwordHash,
    labels: JSON.stringify(user.labels),
    prefs: "{}",
    status: 1,
    email_verification: 0,
    registration: createdAt,
    accessed_at: createdAt,
    password_update: createdAt,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

function toUserRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    labels: parseStringArray(row.labels),
    prefs: parseObject(row.prefs),
    status: row.status === 1,
    emailVerification: row.email_verification === 1,
    registration: new Date(row.registration),
    accessedAt: new Date(row.accessed_at),
    passwordUpdate: new Date(row.password_update),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
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
    ip: row.ip,
    userAgent: row.user_agent,
    expire: new Date(row.expire),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

function parseStringArray(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((item) => typeof item === "string") : [];
}

function parseObject(json: string): Record<string, unknown> {
  const value: unknown = JSON.parse(json);
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : {};
}
