import type { Database } from "better-sqlite3";

// Table names carry an account_ prefix so they never meet a collection's tables. Email and phone
// are NULL for users without one: UNIQUE lets any number of NULLs through, but no two equal
// addresses.
const usersTableSql = (name: string) => `
  CREATE TABLE IF NOT EXISTS ${name} (
    id TEXT PRIMARY KEY,
    email TEXT COLLATE NOCASE UNIQUE,
    phone TEXT UNIQUE,
    name TEXT NOT NULL,
    password_hash TEXT,
    labels TEXT NOT NULL DEFAULT '[]',
    prefs TEXT NOT NULL DEFAULT '{}',
    status INTEGER NOT NULL DEFAULT 1,
    email_verification INTEGER NOT NULL DEFAULT 0,
    phone_verification INTEGER NOT NULL DEFAULT 0,
    mfa INTEGER NOT NULL DEFAULT 0,
    registration TEXT NOT NULL,
    accessed_at TEXT NOT NULL,
    password_update TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
`;

const otherTablesSql = `
  CREATE TABLE IF NOT EXISTS account_sessions (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES account_users(id) ON DELETE CASCADE,
    secret_hash TEXT NOT NULL,
    provider TEXT NOT NULL,
    provider_uid TEXT NOT NULL,
    factors TEXT NOT NULL DEFAULT '[]',
    mfa_updated_at TEXT,
    ip TEXT NOT NULL,
    user_agent TEXT NOT NULL,
    expire TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS account_sessions_by_user ON account_sessions (user_id, created_at);
  CREATE TABLE IF NOT EXISTS account_tokens (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES account_users(id) ON DELETE CASCADE,
    type TEXT NOT NULL,
    secret_hash TEXT NOT NULL,
    expire TEXT NOT NULL,
    ip TEXT NOT NULL,
    user_agent TEXT NOT NULL,
    created_at TEXT NOT NULL,
    failed_attempts INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX IF NOT EXISTS account_tokens_by_user ON account_tokens (user_id, created_at);
  CREATE TABLE IF NOT EXISTS account_targets (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES account_users(id) ON DELETE CASCADE,
    session_id TEXT REFERENCES account_sessions(id) ON DELETE CASCADE,
    provider_type TEXT NOT NULL,
    provider_id TEXT,
    identifier TEXT NOT NULL,
    name TEXT NOT NULL,
    expired INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS account_targets_by_user ON account_targets (user_id, created_at);
  CREATE INDEX IF NOT EXISTS account_targets_by_session ON account_targets (session_id);
  CREATE TABLE IF NOT EXISTS account_audit_logs (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES account_users(id) ON DELETE CASCADE,
    event TEXT NOT NULL,
    user_email TEXT NOT NULL,
    user_name TEXT NOT NULL,
    ip TEXT NOT NULL,
    user_agent TEXT NOT NULL,
    time TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS account_audit_logs_by_user ON account_audit_logs (user_id, time);
  CREATE TABLE IF NOT EXISTS account_signing_keys (
    name TEXT PRIMARY KEY,
    key TEXT NOT NULL
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS account_rate_limits (
    bucket TEXT NOT NULL,
    key TEXT NOT NULL,
    window_start INTEGER NOT NULL,
    window_end INTEGER NOT NULL,
    hits INTEGER NOT NULL,
    PRIMARY KEY (bucket, key, window_start)
  ) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS account_rate_limits_window_end ON account_rate_limits (window_end);
`;

/**
 * Creates the account tables that are missing, first bringing a users table from before phone
 * numbers and password-less users up to date, keeping every row.
 */
export function createAccountTables(db: Database): void {
  if (hasOutdatedUsersTable(db)) rebuildUsersTable(db);
  db.exec(usersTableSql("account_users"));
  if (columnsOf(db, "account_sessions").length > 0) {
    addMissingColumn(db, "account_sessions", "mfa_updated_at TEXT");
  }
  if (columnsOf(db, "account_tokens").length > 0) {
    addMissingColumn(db, "account_tokens", "failed_attempts INTEGER NOT NULL DEFAULT 0");
  }
  dropRawRateLimits(db);
  db.exec(otherTablesSql);
}

/**
 * Rate-limit counters from before decision 0127 kept each key as typed (a client's address, an
 * email) and were never deleted. They cannot be told from digests, and at most an hour of
 * counting is lost, so the table is dropped and made again.
 */
function dropRawRateLimits(db: Database): void {
  const columns = columnsOf(db, "account_rate_limits");
  if (columns.length > 0 && !columns.includes("window_end")) {
    db.exec("DROP TABLE account_rate_limits");
  }
}

function columnsOf(db: Database, table: string): string[] {
  return db
    .prepare<[string], { name: string }>("SELECT name FROM pragma_table_info(?)")
    .all(table)
    .map((column) => column.name);
}

/** Adds a column (nullable, or with a default) that a table made by an older version lacks. */
function addMissingColumn(db: Database, table: string, definition: string): void {
  const [name = ""] = definition.split(" ");
  if (!columnsOf(db, table).includes(name))
    db.exec(`ALTER TABLE ${table} ADD COLUMN ${definition}`);
}

function hasOutdatedUsersTable(db: Database): boolean {
  const columns = columnsOf(db, "account_users");
  return columns.length > 0 && !columns.includes("phone");
}

/**
 * SQLite cannot drop NOT NULL from a column, so the table is rebuilt the way SQLite documents
 * (https://sqlite.org/lang_altertable.html#otheralter): with foreign keys off, so that dropping
 * the old table does not cascade into sessions, and checked before the commit.
 */
function rebuildUsersTable(db: Database): void {
  const hadForeignKeys = db.pragma("foreign_keys", { simple: true }) === 1;
  db.pragma("foreign_keys = OFF");
  try {
    db.transaction(() => {
      db.exec(usersTableSql("account_users_rebuilt"));
      db.exec(`
        INSERT INTO account_users_rebuilt (id, email, name, password_hash, labels, prefs, status,
          email_verification, registration, accessed_at, password_update, created_at, updated_at)
        SELECT id, email, name, password_hash, labels, prefs, status, email_verification,
          registration, accessed_at, password_update, created_at, updated_at
        FROM account_users;
        DROP TABLE account_users;
        ALTER TABLE account_users_rebuilt RENAME TO account_users;
      `);
      const problems = db.pragma("foreign_key_check");
      if (Array.isArray(problems) && problems.length > 0) {
        throw new Error("Rebuilding account_users broke a foreign key; nothing was changed.");
      }
    }).immediate();
  } finally {
    if (hadForeignKeys) db.pragma("foreign_keys = ON");
  }
}
