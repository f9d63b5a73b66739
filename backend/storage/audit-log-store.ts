/** One entry of a user's audit trail (Appwrite's account logs). */
export interface AuditLogRecord {
  id: string;
  userId: string;
  /** Appwrite's audit event name, e.g. "session.create", "user.update", "recovery.update". */
  event: string;
  /** The user's email and name when the event happened. */
  userEmail: string;
  userName: string;
  ip: string;
  userAgent: string;
  time: Date;
}

/** A page of a user's audit trail, newest first, with how many entries there are in all. */
export interface AuditLogPage {
  total: number;
  logs: AuditLogRecord[];
}

/** The append-only account audit trail. */
export interface AuditLogStore {
  /** Appends an entry and drops the user's entries older than `keepSince`, in one transaction. */
  appendLog(log: AuditLogRecord, keepSince: Date): Promise<void>;
  /** A user's entries, newest first, skipping `offset` and returning at most `limit`. */
  listLogs(userId: string, page: { limit: number; offset: number }): Promise<AuditLogPage>;
}
