/** A stored user, without its password hash (see findPasswordCredentials). */
export interface UserRecord {
  id: string;
  /** Lower-cased; unique regardless of case. */
  email: string;
  name: string;
  labels: string[];
  prefs: Record<string, unknown>;
  /** false = blocked. */
  status: boolean;
  emailVerification: boolean;
  registration: Date;
  accessedAt: Date;
  passwordUpdate: Date;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewUser {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  labels: string[];
  /** Registration, creation, access and password-update times all start here. */
  createdAt: Date;
}

export interface SessionRecord {
  id: string;
  userId: string;
  /** SHA-256 of the session secret; the secret itself is never stored. */
  secretHash: string;
  /** "email" for email-password sessions. */
  provider: string;
  /** The email the session was created with. */
  providerUid: string;
  /** Factors the session has passed, e.g. ["password"]. */
  factors: string[];
  ip: string;
  userAgent: string;
  expire: Date;
  createdAt: Date;
  updatedAt: Date;
}

/** A fixed rate-limit window: `bucket` names the limited operation, `key` the email or IP. */
export interface RateLimitWindow {
  bucket: string;
  key: string;
  windowStart: Date;
}

/**
 * Users, sessions and rate-limit counters. Every method is one statement or one transaction;
 * writes that break a uniqueness rule throw AppwriteError user_already_exists.
 */
export interface AccountStore {
  /** Inserts a user; a taken id or email (in any case) throws user_already_exists. */
  createUser(user: NewUser): Promise<UserRecord>;
  getUser(userId: string): Promise<UserRecord | null>;
  /** Finds a user by email, ignoring case. */
  findUserByEmail(email: string): Promise<UserRecord | null>;
  /** The user and password hash for a sign-in attempt; the only read that returns the hash. */
  findPasswordCredentials(
    email: string,
  ): Promise<{ user: UserRecord; passwordHash: string } | null>;
  /** Every user, oldest first. */
  listUsers(): Promise<UserRecord[]>;
  /** Replaces a user's labels; null when there is no such user. */
  updateUserLabels(userId: string, labels: string[], updatedAt: Date): Promise<UserRecord | null>;
  /** Records that the user was active at `accessedAt`. */
  updateUserAccessedAt(userId: string, accessedAt: Date): Promise<void>;

  /**
   * Inserts a session, then drops the user's expired sessions and the oldest ones beyond
   * `maxSessionsPerUser`, in one transaction.
   */
  createSession(session: SessionRecord, maxSessionsPerUser: number): Promise<void>;
  /** A user's sessions, oldest first (expired ones included until they are dropped). */
  listSessions(userId: string): Promise<SessionRecord[]>;
  /** Deletes one of a user's sessions; false when the user has no session with that id. */
  deleteSession(userId: string, sessionId: string): Promise<boolean>;
  /** Deletes all of a user's sessions and returns how many there were. */
  deleteSessions(userId: string): Promise<number>;

  /**
   * Counts one hit in a rate-limit window unless it already holds `limit` hits, and drops that
   * key's older windows. Returns the hit count before this call, so callers can tell whether
   * the hit was allowed (count < limit). Shared by every process using the same database.
   */
  hitRateLimit(window: RateLimitWindow, limit: number): Promise<number>;
}
