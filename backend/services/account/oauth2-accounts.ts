import { AppwriteError } from "../../errors/appwrite-error.ts";
import { createUniqueId } from "../../security/account-id.ts";
import type { UserRecord } from "../../storage/account-store.ts";
import type { IdentityStore } from "../../storage/identity-store.ts";
import type { Caller } from "../caller.ts";
import type { SignUpDeps } from "./account-deps.ts";
import { emailParam } from "./account-params.ts";
import { signUpUser } from "./accounts.ts";
import type { OidcProfile } from "./oidc-client.ts";

/** Appwrite's longest user name; a provider's longer name is cut to fit. */
const MAX_NAME_LENGTH = 128;

/** What linking needs: the account store, the identities, the clock and the sign-up setting. */
export interface IdentityDeps extends SignUpDeps {
  identities: IdentityStore;
}

/**
 * The user an OAuth2 sign-in is for, as Appwrite decides it: the signed-in caller, who links
 * the provider account to theirs; else the user already linked to this provider account; else
 * the user with the provider's email; else a new user with that email and no password. Unlike
 * Appwrite, an existing account is joined by email only when the provider says it verified the
 * email, so an issuer that lets anyone claim any address cannot take over accounts. Conflicts
 * are user_already_exists (linking) or a general_bad_request that does not reveal accounts.
 */
export async function resolveOAuth2User(
  deps: IdentityDeps,
  caller: Caller,
  provider: string,
  profile: OidcProfile,
): Promise<UserRecord> {
  const email = profile.email === "" ? "" : emailParam(profile.email);
  if (caller.user) return linkToCaller(deps, caller.user.id, provider, profile.sub, email);

  const identity = await deps.identities.findIdentity(provider, profile.sub);
  if (identity) return requireUser(deps, identity.userId);
  if (email === "") {
    throw new AppwriteError("user_unauthorized", "OAuth provider failed to return email.");
  }
  const userWithEmail = await deps.accounts.findUserByEmail(email);
  if (userWithEmail) {
    if (!profile.isEmailVerified) throw new AppwriteError("general_bad_request");
    return userWithEmail;
  }
  if ((await deps.identities.findIdentitiesByEmail(email)).length > 0) {
    throw new AppwriteError("general_bad_request");
  }
  return createOAuth2User(deps, email, profile);
}

/**
 * Records (or refreshes) the identity linking `user` to the provider account, and fills the
 * user's email and name from the provider when they have none yet (an anonymous user who
 * signs in with a provider keeps their data and gains an address), as Appwrite does.
 */
export async function saveIdentity(
  deps: IdentityDeps,
  user: UserRecord,
  provider: string,
  profile: OidcProfile,
): Promise<UserRecord> {
  const now = deps.now();
  const email = profile.email === "" ? "" : emailParam(profile.email);
  const existing = await deps.identities.findIdentity(provider, profile.sub);
  await deps.identities.saveIdentity({
    id: existing?.id ?? createUniqueId(now),
    userId: user.id,
    provider,
    providerUid: profile.sub,
    providerEmail: email,
    providerAccessTokenExpiry: profile.accessTokenExpiry,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  });
  const changes = {
    ...(user.email === "" && email !== "" ? { email } : {}),
    ...(user.name === "" && profile.name !== "" ? { name: displayName(profile.name) } : {}),
  };
  if (Object.keys(changes).length === 0) return user;
  return (await deps.accounts.updateUser(user.id, changes, now)) ?? user;
}

async function linkToCaller(
  deps: IdentityDeps,
  userId: string,
  provider: string,
  providerUid: string,
  email: string,
): Promise<UserRecord> {
  const identity = await deps.identities.findIdentity(provider, providerUid);
  const identitiesWithEmail = await deps.identities.findIdentitiesByEmail(email);
  const userWithEmail = email === "" ? null : await deps.accounts.findUserByEmail(email);
  const isTakenByOther =
    (identity !== null && identity.userId !== userId) ||
    identitiesWithEmail.some((other) => other.userId !== userId) ||
    (userWithEmail !== null && userWithEmail.id !== userId);
  if (isTakenByOther) throw new AppwriteError("user_already_exists");
  return requireUser(deps, userId);
}

async function createOAuth2User(
  deps: IdentityDeps,
  email: string,
  profile: OidcProfile,
): Promise<UserRecord> {
  const user = await signUpUser(deps, {
    userId: "unique()",
    email,
    name: displayName(profile.name),
    password: null,
  });
  if (!profile.isEmailVerified) return user;
  const now = deps.now();
  return (await deps.accounts.updateUser(user.id, { emailVerification: true }, now)) ?? user;
}

async function requireUser(deps: IdentityDeps, userId: string): Promise<UserRecord> {
  const user = await deps.accounts.getUser(userId);
  if (!user) throw new AppwriteError("user_not_found");
  return user;
}

function displayName(name: string): string {
  return [...name].slice(0, MAX_NAME_LENGTH).join("");
}
