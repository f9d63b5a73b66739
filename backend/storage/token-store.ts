/**
 * What a single-use token is for, as Appwrite's token types: signing in by email code, magic
 * link, phone code or OAuth2; confirming an email address; recovering a password. Phone
 * verification codes are "phone" tokens, as in Appwrite.
 */
export type TokenType = "email" | "magic-url" | "phone" | "oauth2" | "verification" | "recovery";

/** A stored single-use token; only the hash of its secret is kept. */
export interface TokenRecord {
  id: string;
  userId: string;
  type: TokenType;
  /**
   * SHA-256 of a link secret, or the keyed digest (HMAC-SHA-256 with a key from the data key) of
   * a 6-digit code; the secret itself is never stored.
   */
  secretHash: string;
  expire: Date;
  createdAt: Date;
  ip: string;
  userAgent: string;
}

/** Single-use tokens, kept until used or until their user's next token replaces expired ones. */
export interface TokenStore {
  /** Inserts a token and drops the user's expired tokens, in one transaction. */
  createToken(token: TokenRecord): Promise<void>;
  /** A user's tokens, oldest first (expired ones included until they are dropped). */
  listTokens(userId: string): Promise<TokenRecord[]>;
  /**
   * Deletes a token; false when it was already gone. A token counts as used only by the caller
   * that deleted it, so two requests racing with the same secret cannot both succeed.
   */
  deleteToken(tokenId: string): Promise<boolean>;
  /** Counts a wrong guess against each token; a token reaching `maxFailures` is deleted. */
  countTokenFailure(tokenIds: readonly string[], maxFailures: number): Promise<void>;
}
