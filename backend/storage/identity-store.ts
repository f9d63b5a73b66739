/**
 * A link between a user and their account at an OAuth2 provider, made on their first sign-in
 * with it. The provider's access and refresh tokens are not kept: nothing here calls the
 * provider's APIs after sign-in, and a token that is not stored cannot leak.
 */
export interface IdentityRecord {
  id: string;
  userId: string;
  /** The provider's name as in the sign-in path, e.g. "oidc". */
  provider: string;
  /** The user's id at the provider (the OpenID Connect `sub`). */
  providerUid: string;
  /** The email the provider gave at the last sign-in; "" when it gave none. */
  providerEmail: string;
  /** When the provider's access token of the last sign-in expires, or null when it did not say. */
  providerAccessTokenExpiry: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Users' OAuth2 identities; one per (provider, providerUid). Rows belong to a user and go when
 * the user goes. Every method is one statement.
 */
export interface IdentityStore {
  /** The identity of a provider's user, whichever user it belongs to. */
  findIdentity(provider: string, providerUid: string): Promise<IdentityRecord | null>;
  /** Identities with this provider email (ignoring case), of any user and provider. */
  findIdentitiesByEmail(providerEmail: string): Promise<IdentityRecord[]>;
  /** A user's identities, oldest first. */
  listIdentities(userId: string): Promise<IdentityRecord[]>;
  /** Inserts an identity, or updates the email and expiry of the same (provider, providerUid). */
  saveIdentity(identity: IdentityRecord): Promise<void>;
  /** Deletes one of a user's identities; false when the user has none with that id. */
  deleteIdentity(userId: string, identityId: string): Promise<boolean>;
}
