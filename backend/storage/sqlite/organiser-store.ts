import type { Database } from "better-sqlite3";
import type {
  InvitationRecord,
  OrganiserChangeRecord,
  OrganiserStore,
} from "../organiser-store.ts";
import type { GroupCommit } from "./group-commit.ts";

const tablesSql = `
  CREATE TABLE IF NOT EXISTS club_invitations (
    id TEXT PRIMARY KEY,
    secret_hash TEXT NOT NULL,
    email TEXT NOT NULL,
    created_at TEXT NOT NULL,
    expire TEXT NOT NULL,
    used_at TEXT
  );
  CREATE TABLE IF NOT EXISTS club_organiser_changes (
    id TEXT PRIMARY KEY,
    time TEXT NOT NULL,
    actor_name TEXT NOT NULL,
    actor_email TEXT NOT NULL,
    action TEXT NOT NULL,
    subject_email TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS club_organiser_changes_by_time ON club_organiser_changes (time);
`;

interface InvitationRow {
  id: string;
  secret_hash: string;
  email: string;
  created_at: string;
  expire: string;
  used_at: string | null;
}

interface ChangeRow {
  id: string;
  time: string;
  actor_name: string;
  actor_email: string;
  action: OrganiserChangeRecord["action"];
  subject_email: string;
}

/**
 * The SQLite OrganiserStore; its tables carry a club_ prefix, beside the account tables. Every
 * write resolves once the group commit has it on disk.
 */
export function createSqliteOrganiserStore(db: Database, group: GroupCommit): OrganiserStore {
  db.exec(tablesSql);
  const insertInvitation = db.prepare<[string, string, string, string, string]>(
    "INSERT INTO club_invitations (id, secret_hash, email, created_at, expire) VALUES (?, ?, ?, ?, ?)",
  );
  const deleteSetupLinks = db.prepare(
    "DELETE FROM club_invitations WHERE email = '' AND used_at IS NULL",
  );
  const selectInvitation = db.prepare<[string], InvitationRow>(
    "SELECT * FROM club_invitations WHERE id = ?",
  );
  const useInvitation = db.prepare<[string, string]>(
    "UPDATE club_invitations SET used_at = ? WHERE id = ? AND used_at IS NULL",
  );
  const unuseInvitation = db.prepare<[string]>(
    "UPDATE club_invitations SET used_at = NULL WHERE id = ?",
  );
  const insertChange = db.prepare<[string, string, string, string, string, string]>(
    `INSERT INTO club_organiser_changes (id, time, actor_name, actor_email, action, subject_email)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const selectChanges = db.prepare<[number], ChangeRow>(
    "SELECT * FROM club_organiser_changes ORDER BY time DESC, rowid DESC LIMIT ?",
  );
  const selectLastSignIn = db
    .prepare<[string], string | null>(
      "SELECT MAX(time) FROM account_audit_logs WHERE user_id = ? AND event = 'session.create'",
    )
    .pluck();

  return {
    async createInvitation(invitation) {
      await group.write(() =>
        insertInvitation.run(
          invitation.id,
          invitation.secretHash,
          invitation.email,
          invitation.createdAt.toISOString(),
          invitation.expire.toISOString(),
        ),
      );
    },
    async deleteUnusedSetupLinks() {
      await group.write(() => deleteSetupLinks.run());
    },
    async getInvitation(invitationId) {
      const row = selectInvitation.get(invitationId);
      return row ? toInvitation(row) : null;
    },
    async markInvitationUsed(invitationId, usedAt) {
      return group.write(() => useInvitation.run(usedAt.toISOString(), invitationId).changes === 1);
    },
    async releaseInvitation(invitationId) {
      await group.write(() => unuseInvitation.run(invitationId));
    },
    async appendOrganiserChange(change) {
      await group.write(() =>
        insertChange.run(
          change.id,
          change.time.toISOString(),
          change.actorName,
          change.actorEmail,
          change.action,
          change.subjectEmail,
        ),
      );
    },
    async listOrganiserChanges(limit) {
      return selectChanges.all(limit).map((row) => ({
        id: row.id,
        time: new Date(row.time),
        actorName: row.actor_name,
        actorEmail: row.actor_email,
        action: row.action,
        subjectEmail: row.subject_email,
      }));
    },
    async findLastSignIn(userId) {
      const time = selectLastSignIn.get(userId);
      return time ? new Date(time) : null;
    },
  };
}

function toInvitation(row: InvitationRow): InvitationRecord {
  return {
    id: row.id,
    secretHash: row.secret_hash,
    email: row.email,
    createdAt: new Date(row.created_at),
    expire: new Date(row.expire),
    usedAt: row.used_at ? new Date(row.used_at) : null,
  };
}
