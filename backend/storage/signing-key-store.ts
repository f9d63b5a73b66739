/** The server's own secret keys, one per name. */
export interface SigningKeyStore {
  /**
   * The secret signing key named `name` (e.g. "jwt"). The first caller stores `candidate`;
   * everyone after, in any process on the same database, gets that stored key.
   */
  signingKey(name: string, candidate: string): Promise<string>;
}
