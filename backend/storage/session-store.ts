export interface SessionRecord {
  id: string;
  userId: string;
  /** SHA-256 of the session secret; the secret itself is never stored. */
  secretHash: string;
  /** Appwrite's provider: "email", "anonymous", "magic-url", "phone", "token", or an OAuth2 provider. */
  provider: string;
  /** The provider's id for the user: the email for email sessions, else often "". */
  providerUid: string;
  /** Factors the session has passed, e.g. ["password"]. */
  factors: string[];
  /** When the session last completed an MFA challenge; null if it never did. */
  mfaUpdatedAt: Date | null;
  ip: string;
  userAgent: string;
  expire: Date;
  createdAt: Date;
  updatedAt: Date;
}

/** A user's sessions. */
export interface SessionStore {
  /**
   * Inserts a session, then drops the user's expired sessions and the oldest ones beyond
   * `maxSessionsPerUser`, in one transaction.
   */
  createSession(session: SessionRecord, maxSessionsPerUser: number): Promise<void>;
  /** A user's sessions, oldest first (expired ones included until they are dropped). */
  listSessions(userId: string): Promise<SessionRecord[]>;
  /** Moves a session's expiry; null when the user has no session with that id. */
  updateSessionExpire(
    userId: string,
    sessionId: string,
    expire: Date,
    updatedAt: Date,
  ): Promise<SessionRecord | null>;
  /** Replaces a session's factors and the time of its last MFA challenge. */
  updateSessionFactors(
    userId: string,
    sessionId: string,
    factors: string[],
    mfaUpdatedAt: Date | null,
  ): Promise<void>;
  /** Deletes one of a user's sessions; false when the user has no session with that id. */
  deleteSession(userId: string, sessionId: string): Promise<boolean>;
  /**
   * Deletes a user's sessions, except the one with id `keptSessionId` when it is given, and
   * returns how many were deleted.
   */
  deleteSessions(userId: string, keptSessionId?: string): Promise<number>;
}
