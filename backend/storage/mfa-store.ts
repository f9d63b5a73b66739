/** The factors a challenge can prove, with Appwrite's names (`recoverycode` in lower case). */
export type MfaFactor = "totp" | "email" | "phone" | "recoverycode";

/** An authenticator app bound to a user; Appwrite has one type, TOTP. */
export interface AuthenticatorRecord {
  id: string;
  userId: string;
  type: "totp";
  /** false until the user proves the app works by sending a code (accountUpdateMfaAuthenticator). */
  verified: boolean;
  /** The TOTP secret, sealed with the data key (security/secret-box.ts), never stored plain. */
  sealedSecret: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A pending MFA challenge; completing it deletes it. */
export interface ChallengeRecord {
  id: string;
  userId: string;
  factor: MfaFactor;
  /** Keyed digest of the code sent by email or SMS; null for TOTP and recovery-code challenges. */
  codeDigest: string | null;
  expire: Date;
  createdAt: Date;
}

/** One single-use recovery code: its keyed digest to check it, sealed so its owner can read it. */
export interface RecoveryCodeRecord {
  digest: string;
  sealedCode: string;
}

/**
 * MFA authenticators, challenges and recovery codes. Rows belong to a user and go when the user
 * goes. Every method is one statement or one transaction.
 */
export interface MfaStore {
  /** The user's authenticator of this type, verified or not. */
  findAuthenticator(userId: string, type: "totp"): Promise<AuthenticatorRecord | null>;
  /**
   * Stores a new unverified authenticator in place of the user's unverified one of the same
   * type; false (and nothing changes) when the user already has a verified one.
   */
  replaceUnverifiedAuthenticator(authenticator: AuthenticatorRecord): Promise<boolean>;
  /** Marks an unverified authenticator verified; false when it is gone or already verified. */
  markAuthenticatorVerified(authenticatorId: string, updatedAt: Date): Promise<boolean>;
  /**
   * Records that the TOTP time step `step` was used; false when this or a later step was used
   * already, so a code works once even when raced.
   */
  useTotpStep(authenticatorId: string, step: number): Promise<boolean>;
  /** Deletes the user's authenticator of this type; false when there was none. */
  deleteAuthenticator(userId: string, type: "totp"): Promise<boolean>;

  /** Stores a challenge and drops the user's expired ones. */
  createChallenge(challenge: ChallengeRecord): Promise<void>;
  findChallenge(challengeId: string): Promise<ChallengeRecord | null>;
  /** Deletes a challenge; false when it was already gone, so each one completes at most once. */
  deleteChallenge(challengeId: string): Promise<boolean>;
  /** Counts a wrong answer to a challenge; a challenge reaching `maxFailures` is deleted. */
  countChallengeFailure(challengeId: string, maxFailures: number): Promise<void>;

  /** The user's unused recovery codes, in the order they were made. */
  listRecoveryCodes(userId: string): Promise<RecoveryCodeRecord[]>;
  /** Stores the user's first codes; false (and nothing changes) when unused codes exist. */
  createRecoveryCodes(userId: string, codes: readonly RecoveryCodeRecord[]): Promise<boolean>;
  /** Replaces the user's codes with new ones; false (and nothing changes) when there are none. */
  regenerateRecoveryCodes(userId: string, codes: readonly RecoveryCodeRecord[]): Promise<boolean>;
  /** Deletes one code by digest; true when it was there, so a code works once even when raced. */
  useRecoveryCode(userId: string, digest: string): Promise<boolean>;
}
