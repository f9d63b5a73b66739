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
    used_at TEXT,
    inviter_id TEXT NOT NULL DEFAULT '',
    inviter_name TEXT NOT NULL DEFAULT '',
    inviter_email TEXT NOT NULL DEFAULT ''
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
  inviter_id: string;
  inviter_name: string;
  inviter_email: string;
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
 * The SQLite OrganiserStore: the invitations and change log older versions kept in tables of their
 * own (with a club_ prefix, beside the account tables), read once so the site's server can move
 * them into appwrite.json's collections, then emptied (decision 0147).
 */
export function createSqliteOrganiserStore(db: Database, group: GroupCommit): OrganiserStore {
  db.exec(tablesSql);
  addInviterColumns(db);
  const selectPending = db.prepare<[string], InvitationRow>(
    `SELECT * FROM club_invitations WHERE email != '' AND used_at IS NULL AND expire > ?
     ORDER BY created_at, id`,
  );
  const selectChanges = db.prepare<[], ChangeRow>(
    "SELECT * FROM club_organiser_changes ORDER BY time, rowid",
  );
  const clearAll = db.prepare("DELETE FROM club_invitations");
  const clearChanges = db.prepare("DELETE FROM club_organiser_changes");

  return {
    async listPendingInvitations(now) {
      return selectPending.all(now.toISOString()).map(toInvitation);
    },
    async listOrganiserChanges() {
      return selectChanges.all().map((row) => ({
        id: row.id,
        time: new Date(row.time),
        actorName: row.actor_name,
        actorEmail: row.actor_email,
        action: row.action,
        subjectEmail: row.subject_email,
      }));
    },
    async clear() {
      await group.write(() => {
        clearAll.run();
        clearChanges.run();
      });
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
    inviter: { id: row.inviter_id, name: row.inviter_name, email: row.inviter_email },
  };
}

/**
 * Invitations made before they named their inviter get one from the change log (the organiser
 * who invited that address, then) and the account of that address, so that removing the
 * organiser still voids them.
 */
function addInviterColumns(db: Database): void {
  const columns = db
    .prepare<[], { name: string }>("SELECT name FROM pragma_table_info('club_invitations')")
    .all()
    .map((column) => column.name);
  if (columns.includes("inviter_id")) return;
  db.transaction(() => {
    for (const column of ["inviter_id", "inviter_name", "inviter_email"]) {
      db.exec(`ALTER TABLE club_invitations ADD COLUMN ${column} TEXT NOT NULL DEFAULT ''`);
    }
    db.exec(`
      UPDATE club_invitations SET
        inviter_name = coalesce((SELECT actor_name FROM club_organiser_changes AS change
          WHERE change.action = 'invited' AND change.subject_email = club_invitations.email
            AND change.time >= club_invitations.created_at
          ORDER BY change.time LIMIT 1), ''),
        inviter_email = coalesce((SELECT actor_email FROM club_organiser_changes AS change
          WHERE change.action = 'invited' AND change.subject_email = club_invitations.email
            AND change.time >= club_invitations.created_at
          ORDER BY change.time LIMIT 1), '')
      WHERE email != '';
      UPDATE club_invitations SET
        inviter_id = coalesce((SELECT id FROM account_users
          WHERE account_users.email = club_invitations.inviter_email COLLATE NOCASE), '')
      WHERE inviter_email != '';
    `);
  })();
}
