import Database from "better-sqlite3";

// What versions before decision 0147 kept of organisers in two tables of their own, beside the
// embedded backend's, in the data folder's SQLite file: pending invitations and the change log.
// The site's server reads them once, at the first start of a newer version, moves them into
// appwrite.json's collections (move-old-records.ts) and drops the tables. The backend knows
// nothing of them: they were the site's, and reading them here is the site's own upgrade.

const INVITATIONS = "club_invitations";
const CHANGES = "club_organiser_changes";

/** An invitation as the old table kept it, with its inviter as they were named then. */
export interface OldInvitation {
  id: string;
  /** Only the hash of the link's secret was kept. */
  secretHash: string;
  email: string;
  expire: Date;
  /** The inviter's account id, "" when the table predates it (then found by their email). */
  inviterId: string;
  inviterName: string;
  inviterEmail: string;
}

/** A change of the old change log. */
export interface OldChange {
  id: string;
  time: Date;
  actorName: string;
  actorEmail: string;
  action: "invited" | "joined" | "removed" | "cancelled";
  subjectEmail: string;
}

export interface OldOrganiserTables {
  /** Emailed invitations neither used nor expired at `now`, oldest first. */
  invitations: OldInvitation[];
  /** Every change, oldest first. */
  changes: OldChange[];
}

interface InvitationRow {
  id: string;
  secret_hash: string;
  email: string;
  created_at: string;
  expire: string;
  inviter_id?: string;
  inviter_name?: string;
  inviter_email?: string;
}

interface ChangeRow {
  id: string;
  time: string;
  actor_name: string;
  actor_email: string;
  action: OldChange["action"];
  subject_email: string;
}

/** The old tables of the SQLite file `databaseFile`; null when it has none (new, or moved already). */
export function readOldOrganiserTables(databaseFile: string, now: Date): OldOrganiserTables | null {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    if (!hasTable(db, INVITATIONS) || !hasTable(db, CHANGES)) return null;
    const changes = db
      .prepare<[], ChangeRow>(`SELECT * FROM ${CHANGES} ORDER BY time, rowid`)
      .all()
      .map((row): OldChange => ({
        id: row.id,
        time: new Date(row.time),
        actorName: row.actor_name,
        actorEmail: row.actor_email,
        action: row.action,
        subjectEmail: row.subject_email,
      }));
    const invitations = db
      .prepare<[string], InvitationRow>(
        `SELECT * FROM ${INVITATIONS} WHERE email != '' AND used_at IS NULL AND expire > ?
         ORDER BY created_at, id`,
      )
      .all(now.toISOString())
      .map((row) => toInvitation(row, changes));
    return { invitations, changes };
  } finally {
    db.close();
  }
}

/** Drops the old tables, once what they held is moved. */
export function dropOldOrganiserTables(databaseFile: string): void {
  const db = new Database(databaseFile, { fileMustExist: true });
  try {
    // The backend holds the same file open; a moment's wait for its lock is enough at a start.
    db.pragma("busy_timeout = 5000");
    db.exec(`DROP TABLE IF EXISTS ${INVITATIONS}; DROP TABLE IF EXISTS ${CHANGES};`);
  } finally {
    db.close();
  }
}

function hasTable(db: Database.Database, name: string): boolean {
  return (
    db
      .prepare<[string], { n: number }>(
        "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = ?",
      )
      .get(name)?.n === 1
  );
}

/**
 * An invitation made before the table named its inviter gets one from the change log: the
 * organiser who invited that address, then (their account is found by its email when moved).
 */
function toInvitation(row: InvitationRow, changes: readonly OldChange[]): OldInvitation {
  const createdAt = Date.parse(row.created_at);
  const invited = changes.find(
    (change) =>
      change.action === "invited" &&
      change.subjectEmail === row.email &&
      change.time.getTime() >= createdAt,
  );
  return {
    id: row.id,
    secretHash: row.secret_hash,
    email: row.email,
    expire: new Date(row.expire),
    inviterId: row.inviter_id ?? "",
    inviterName: row.inviter_name ?? invited?.actorName ?? "",
    inviterEmail: row.inviter_email ?? invited?.actorEmail ?? "",
  };
}
