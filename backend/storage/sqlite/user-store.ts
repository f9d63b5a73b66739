import BetterSqlite3, { type Database } from "better-sqlite3";
import { AppwriteError } from "../../errors/appwrite-error.ts";
import type { AccountStore, NewUser, UserChanges, UserRecord } from "../account-store.ts";
import type { GroupCommit } from "./group-commit.ts";
import { targetsOfUserStatement, toTargetRecord } from "./target-store.ts";

/** The user methods of the SQLite AccountStore (tables made by account-schema.ts). */
export type UserStore = Pick<
  AccountStore,
  | "createUser"
  | "getUser"
  | "findUserByEmail"
  | "findUserByPhone"
  | "findPasswordCredentials"
  | "findPasswordHash"
  | "listUsers"
  | "updateUser"
  | "updateUserLabels"
  | "updateUserAccessedAt"
  | "deleteUser"
>;

interface UserRow {
  id: string;
  email: string | null;
  phone: string | null;
  name: string;
  password_hash: string | null;
  labels: string;
  prefs: string;
  status: number;
  email_verification: number;
  phone_verification: number;
  mfa: number;
  registration: string;
  accessed_at: string;
  password_update: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * The SQLite user methods; every statement is parameterised, and every write resolves once the
 * group commit has it on disk.
 */
export function createSqliteUserStore(db: Database, group: GroupCommit): UserStore {
  const userById = db.prepare<[string], UserRow>("SELECT * FROM account_users WHERE id = ?");
  const userByEmail = db.prepare<[string], UserRow>("SELECT * FROM account_users WHERE email = ?");
  const userByPhone = db.prepare<[string], UserRow>("SELECT * FROM account_users WHERE phone = ?");
  const allUsers = db.prepare<[], UserRow>("SELECT * FROM account_users ORDER BY created_at, id");
  const targetsOfUser = targetsOfUserStatement(db);
  const insertUser = db.prepare<[UserRow]>(
    `INSERT INTO account_users (id, email, phone, name, password_hash, labels, prefs, status,
       email_verification, phone_verification, mfa, registration, accessed_at, password_update,
       created_at, updated_at)
     VALUES (@id, @email, @phone, @name, @password_hash, @labels, @prefs, @status,
       @email_verification, @phone_verification, @mfa, @registration, @accessed_at,
       @password_update, @created_at, @updated_at)`,
  );
  const setLabels = db.prepare<[string, string, string]>(
    "UPDATE account_users SET labels = ?, updated_at = ? WHERE id = ?",
  );
  const setAccessedAt = db.prepare<[string, string]>(
    "UPDATE account_users SET accessed_at = ? WHERE id = ?",
  );
  // Every table of a user's things references account_users ON DELETE CASCADE (foreign_keys is
  // on, storage/sqlite/open.ts), so one statement removes them all.
  const deleteUserById = db.prepare<[string]>("DELETE FROM account_users WHERE id = ?");

  const toRecord = (row: UserRow): UserRecord => ({
    ...toUserFields(row),
    targets: targetsOfUser.all(row.id).map(toTargetRecord),
  });
  const read = (row: UserRow | undefined) => (row ? toRecord(row) : null);

  return {
    async createUser(user: NewUser) {
      const row = toNewUserRow(user);
      return group.write(() => {
        try {
          insertUser.run(row);
        } catch (error) {
          throw translateUniqueViolation(error, () => new AppwriteError("user_already_exists"));
        }
        return toRecord(row);
      });
    },
    async getUser(userId) {
      return read(userById.get(userId));
    },
    async findUserByEmail(email) {
      return email === "" ? null : read(userByEmail.get(email));
    },
    async findUserByPhone(phone) {
      return phone === "" ? null : read(userByPhone.get(phone));
    },
    async findPasswordCredentials(email) {
      const row = email === "" ? undefined : userByEmail.get(email);
      if (!row || row.password_hash === null) return null;
      return { user: toRecord(row), passwordHash: row.password_hash };
    },
    async findPasswordHash(userId) {
      return userById.get(userId)?.password_hash ?? null;
    },
    async listUsers() {
      return allUsers.all().map(toRecord);
    },
    async updateUser(userId, changes, updatedAt) {
      const { sql, params } = updateStatement(userId, changes, updatedAt);
      return group.write(() => {
        try {
          if (db.prepare(sql).run(params).changes === 0) return null;
        } catch (error) {
          throw translateUniqueViolation(error, (column) =>
            column === "phone"
              ? new AppwriteError("user_phone_already_exists")
              : new AppwriteError("user_email_already_exists"),
          );
        }
        return read(userById.get(userId));
      });
    },
    async updateUserLabels(userId, labels, updatedAt) {
      return group.write(() => {
        const result = setLabels.run(JSON.stringify(labels), updatedAt.toISOString(), userId);
        return result.changes === 0 ? null : read(userById.get(userId));
      });
    },
    async updateUserAccessedAt(userId, accessedAt) {
      await group.write(() => setAccessedAt.run(accessedAt.toISOString(), userId));
    },
    async deleteUser(userId) {
      return group.write(() => deleteUserById.run(userId).changes > 0);
    },
  };
}

/**
 * An UPDATE for the fields present in `changes`. Column names are fixed here, never taken from
 * input, and every value is a bound parameter. A new password also stamps password_update.
 */
function updateStatement(
  userId: string,
  changes: UserChanges,
  updatedAt: Date,
): { sql: string; params: Record<string, string | number | null> } {
  const stamp = updatedAt.toISOString();
  const params: Record<string, string | number | null> = { id: userId, updated_at: stamp };
  const set = (column: string, value: string | number | boolean | null | undefined) => {
    if (value === undefined) return;
    params[column] = typeof value === "boolean" ? Number(value) : value;
  };
  set("name", changes.name);
  // "" means "none", stored as NULL so that UNIQUE lets many users have none.
  set("email", changes.email === undefined ? undefined : changes.email || null);
  set("phone", changes.phone === undefined ? undefined : changes.phone || null);
  set("password_hash", changes.passwordHash);
  set("password_update", changes.passwordHash === undefined ? undefined : stamp);
  set("prefs", changes.prefs === undefined ? undefined : JSON.stringify(changes.prefs));
  set("status", changes.status);
  set("email_verification", changes.emailVerification);
  set("phone_verification", changes.phoneVerification);
  set("mfa", changes.mfa);
  const assignments = Object.keys(params)
    .filter((column) => column !== "id")
    .map((column) => `${column} = @${column}`);
  return { sql: `UPDATE account_users SET ${assignments.join(", ")} WHERE id = @id`, params };
}

/**
 * A taken id, email or phone is an expected outcome, not a fault: it becomes the AppwriteError
 * `make` builds for the column SQLite names ("UNIQUE constraint failed: account_users.phone").
 */
function translateUniqueViolation(
  error: unknown,
  make: (column: string) => AppwriteError,
): unknown {
  const isUniqueViolation =
    error instanceof BetterSqlite3.SqliteError &&
    (error.code === "SQLITE_CONSTRAINT_PRIMARYKEY" || error.code === "SQLITE_CONSTRAINT_UNIQUE");
  if (!isUniqueViolation) return error;
  const column = /account_users\.(\w+)/.exec(error.message)?.[1] ?? "";
  return make(column);
}

function toNewUserRow(user: NewUser): UserRow {
  const createdAt = user.createdAt.toISOString();
  return {
    id: user.id,
    email: user.email || null,
    phone: user.phone || null,
    name: user.name,
    password_hash: user.passwordHash,
    labels: JSON.stringify(user.labels),
    prefs: "{}",
    status: 1,
    email_verification: 0,
    phone_verification: 0,
    mfa: 0,
    registration: createdAt,
    accessed_at: createdAt,
    password_update: user.passwordHash === null ? null : createdAt,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

function toUserFields(row: UserRow): Omit<UserRecord, "targets"> {
  return {
    id: row.id,
    email: row.email ?? "",
    phone: row.phone ?? "",
    name: row.name,
    labels: parseStringArray(row.labels),
    prefs: parseObject(row.prefs),
    status: row.status === 1,
    emailVerification: row.email_verification === 1,
    phoneVerification: row.phone_verification === 1,
    mfa: row.mfa === 1,
    registration: new Date(row.registration),
    accessedAt: new Date(row.accessed_at),
    passwordUpdate: row.password_update === null ? null : new Date(row.password_update),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** A JSON array column read back as its strings. */
export function parseStringArray(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((item) => typeof item === "string") : [];
}

function parseObject(json: string): Record<string, unknown> {
  const value: unknown = JSON.parse(json);
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : {};
}
