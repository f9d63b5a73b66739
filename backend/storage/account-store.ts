import type { AuditLogStore } from "./audit-log-store.ts";
import type { RateLimitStore } from "./rate-limit-store.ts";
import type { SessionStore } from "./session-store.ts";
import type { SigningKeyStore } from "./signing-key-store.ts";
import type { TargetRecord, TargetStore } from "./target-store.ts";
import type { TokenStore } from "./token-store.ts";

/** A stored user, without its password hash (see findPasswordCredentials). */
export interface UserRecord {
  id: string;
  /** Lower-cased; unique regardless of case. "" for users without one (anonymous, phone). */
  email: string;
  /** E.164, e.g. +15555550123; unique. "" for users without one. */
  phone: string;
  name: string;
  labels: string[];
  prefs: Record<string, unknown>;
  /** false = blocked. */
  status: boolean;
  emailVerification: boolean;
  phoneVerification: boolean;
  /** Whether sign-in asks for a second factor (accountUpdateMFA). */
  mfa: boolean;
  registration: Date;
  accessedAt: Date;
  /** When the password was last set; null for users who never had one (anonymous, OTP). */
  passwordUpdate: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** The user's messaging targets (push targets registered by their devices). */
  targets: TargetRecord[];
}

export interface NewUser {
  id: string;
  /** "" for a user without an email address. */
  email: string;
  /** "" (the default) for a user without a phone number. */
  phone?: string;
  name: string;
  /** null for a user who signs in without a password (anonymous, email or phone code). */
  passwordHash: string | null;
  labels: string[];
  /** Registration, creation, access and password-update times all start here. */
  createdAt: Date;
}

/** A change to a user's own fields: each field given is written, the others are kept. */
export interface UserChanges {
  name?: string;
  email?: string;
  phone?: string;
  /** Also sets passwordUpdate to the time of the change. */
  passwordHash?: string;
  prefs?: Record<string, unknown>;
  status?: boolean;
  emailVerification?: boolean;
  phoneVerification?: boolean;
  mfa?: boolean;
}

/**
 * Users, and (each from its own store) their sessions, tokens, targets and audit log, the
 * rate-limit counters and the signing keys. Every method is one statement or one transaction;
 * writes that break a uniqueness rule throw an AppwriteError.
 */
export interface AccountStore
  extends SessionStore, TokenStore, TargetStore, AuditLogStore, RateLimitStore, SigningKeyStore {
  /** Inserts a user; a taken id, email (in any case) or phone throws user_already_exists. */
  createUser(user: NewUser): Promise<UserRecord>;
  getUser(userId: string): Promise<UserRecord | null>;
  /** Finds a user by email, ignoring case; "" finds nobody. */
  findUserByEmail(email: string): Promise<UserRecord | null>;
  /** Finds a user by phone number; "" finds nobody. */
  findUserByPhone(phone: string): Promise<UserRecord | null>;
  /**
   * The user and password hash for a sign-in attempt; null when the email is unknown or its
   * user has no password. One of the two reads that return the hash.
   */
  findPasswordCredentials(
    email: string,
  ): Promise<{ user: UserRecord; passwordHash: string } | null>;
  /** The password hash of a user, or null when the user has none (or does not exist). */
  findPasswordHash(userId: string): Promise<string | null>;
  /** Every user, oldest first. */
  listUsers(): Promise<UserRecord[]>;
  /**
   * Applies `changes` and stamps updatedAt; null when there is no such user. An email or phone
   * that another user has throws user_email_already_exists or user_phone_already_exists.
   */
  updateUser(userId: string, changes: UserChanges, updatedAt: Date): Promise<UserRecord | null>;
  /** Replaces a user's labels; null when there is no such user. */
  updateUserLabels(userId: string, labels: string[], updatedAt: Date): Promise<UserRecord | null>;
  /** Records that the user was active at `accessedAt`. */
  updateUserAccessedAt(userId: string, accessedAt: Date): Promise<void>;
  /**
   * Deletes a user and everything that is theirs: sessions, tokens, targets, identities, MFA
   * factors and recovery codes, audit log. False when there was no such user. (usersDelete)
   */
  deleteUser(userId: string): Promise<boolean>;
}
