import type { Database } from "better-sqlite3";
import type { PresenterFollowRecord, PresenterFollowStore } from "../presenter-follow-store.ts";
import type { GroupCommit } from "./group-commit.ts";

const tablesSql = `
  CREATE TABLE IF NOT EXISTS club_presenter_follows (
    id TEXT PRIMARY KEY,
    meeting_id TEXT NOT NULL,
    code_hash TEXT NOT NULL UNIQUE,
    token_hash TEXT,
    created_by TEXT NOT NULL,
    created_at TEXT NOT NULL,
    expire TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS club_presenter_follows_by_meeting
    ON club_presenter_follows (meeting_id, expire);
`;

interface FollowRow {
  id: string;
  meeting_id: string;
  code_hash: string;
  token_hash: string | null;
  created_by: string;
  created_at: string;
  expire: string;
}

/**
 * The SQLite PresenterFollowStore, beside the organisers' club_ tables. Every write resolves once
 * the group commit has it on disk (decision 0067).
 */
export function createSqlitePresenterFollowStore(
  db: Database,
  group: GroupCommit,
): PresenterFollowStore {
  db.exec(tablesSql);
  const insert = db.prepare<[string, string, string, string, string, string]>(
    `INSERT INTO club_presenter_follows (id, meeting_id, code_hash, created_by, created_at, expire)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const selectById = db.prepare<[string], FollowRow>(
    "SELECT * FROM club_presenter_follows WHERE id = ?",
  );
  const selectByCode = db.prepare<[string], FollowRow>(
    "SELECT * FROM club_presenter_follows WHERE code_hash = ?",
  );
  const exchange = db.prepare<[string, string]>(
    "UPDATE club_presenter_follows SET token_hash = ? WHERE id = ? AND token_hash IS NULL",
  );
  const selectByMeeting = db.prepare<[string, string], FollowRow>(
    `SELECT * FROM club_presenter_follows WHERE meeting_id = ? AND expire > ?
     ORDER BY created_at DESC, rowid DESC`,
  );
  const deleteById = db.prepare<[string]>("DELETE FROM club_presenter_follows WHERE id = ?");
  const deleteExpired = db.prepare<[string]>(
    "DELETE FROM club_presenter_follows WHERE expire <= ?",
  );

  return {
    async createPresenterFollow(follow) {
      await group.write(() =>
        insert.run(
          follow.id,
          follow.meetingId,
          follow.codeHash,
          follow.createdBy,
          follow.createdAt.toISOString(),
          follow.expire.toISOString(),
        ),
      );
    },
    async getPresenterFollow(followId) {
      const row = selectById.get(followId);
      return row ? toFollow(row) : null;
    },
    async findPresenterFollowByCode(codeHash) {
      const row = selectByCode.get(codeHash);
      return row ? toFollow(row) : null;
    },
    async exchangePresenterFollowCode(followId, tokenHash) {
      return group.write(() => exchange.run(tokenHash, followId).changes === 1);
    },
    async listPresenterFollows(meetingId, now) {
      return selectByMeeting.all(meetingId, now.toISOString()).map(toFollow);
    },
    async deletePresenterFollow(followId) {
      return group.write(() => deleteById.run(followId).changes === 1);
    },
    async deleteExpiredPresenterFollows(now) {
      await group.write(() => deleteExpired.run(now.toISOString()));
    },
  };
}

function toFollow(row: FollowRow): PresenterFollowRecord {
  return {
    id: row.id,
    meetingId: row.meeting_id,
    codeHash: row.code_hash,
    tokenHash: row.token_hash,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at),
    expire: new Date(row.expire),
  };
}
