import { AppwriteError } from "../../errors/appwrite-error.ts";
import { createUniqueId } from "../../security/account-id.ts";
import { hashPassword } from "../../security/password-hash.ts";
import type { UserRecord } from "../../storage/account-store.ts";
import { requireAccountScope, type Caller, type ClientInfo } from "../caller.ts";
import type { AccountDeps, SignUpDeps } from "./account-deps.ts";
import { emailParam, labelParam, nameParam, passwordParam } from "./account-params.ts";
import { recordAccountEvent } from "./audit-log.ts";

/**
 * Input already checked with account-params.ts (the HTTP routes and the users command do that).
 * `userId` may be "unique()" for a generated id.
 */
export interface CreateAccountInput {
  userId: string;
  email: string;
  password: string;
  name: string;
}

/** Creates a user who can then sign in; a taken id or email is user_already_exists. (accountCreate) */
export async function createAccount(
  deps: SignUpDeps,
  input: CreateAccountInput,
  client: ClientInfo,
): Promise<UserRecord> {
  const user = await signUpUser(deps, input);
  await recordAccountEvent(deps, user, "user.create", client);
  return user;
}

/** The signed-in caller's own user; guests get general_unauthorized_scope. (accountGet) */
export async function getAccount(deps: AccountDeps, caller: Caller): Promise<UserRecord> {
  const userId = requireAccountScope(caller);
  const user = await deps.accounts.getUser(userId);
  if (!user) throw new AppwriteError("user_not_found");
  return user;
}

/** Like CreateAccountInput, with labels ("admin" grants admin rights) and a generated id. */
export interface CreateUserInput {
  email: string;
  password: string;
  name: string;
  labels: string[];
}

/**
 * Creates a user with labels, as an administrator does: for the users command and for test
 * fixtures that need an admin. It checks its own input, since its callers are not HTTP routes;
 * bad input is general_argument_invalid. (usersCreate)
 */
export async function createUser(deps: AccountDeps, input: CreateUserInput): Promise<UserRecord> {
  const checked = {
    userId: "unique()",
    email: emailParam(input.email),
    password: passwordParam(input.password),
    name: nameParam(input.name),
  };
  return insertUser(deps, checked, unique(input.labels.map(labelParam)));
}

/**
 * Replaces a user's labels (checked, duplicates dropped); an unknown user is user_not_found.
 * (usersUpdateLabels)
 */
export async function updateLabels(
  deps: AccountDeps,
  userId: string,
  labels: readonly unknown[],
): Promise<UserRecord> {
  const checked = unique(labels.map(labelParam));
  const user = await deps.accounts.updateUserLabels(userId, checked, deps.now());
  if (!user) throw new AppwriteError("user_not_found");
  return user;
}

/**
 * Marks a user's email as verified or not, as an administrator does in the console; an unknown
 * user is user_not_found. (usersUpdateEmailVerification)
 */
export async function updateEmailVerification(
  deps: AccountDeps,
  userId: string,
  isVerified: boolean,
): Promise<UserRecord> {
  const user = await deps.accounts.updateUser(
    userId,
    { emailVerification: isVerified },
    deps.now(),
  );
  if (!user) throw new AppwriteError("user_not_found");
  return user;
}

/** Every user, oldest first. (usersList) */
export function listUsers(deps: AccountDeps): Promise<UserRecord[]> {
  return deps.accounts.listUsers();
}

/** The user with this email, in any case; none is user_not_found. (usersList with an email query) */
export async function getUserByEmail(deps: AccountDeps, email: string): Promise<UserRecord> {
  const user = await deps.accounts.findUserByEmail(email);
  if (!user) throw new AppwriteError("user_not_found", `No user has the email ${email}.`);
  return user;
}

/**
 * A new user a request to /v1 asks for: `userId` may be "unique()"; `email` and `phone` are ""
 * for users without one, `password` null for users who sign in without one.
 */
export interface SignUpInput {
  userId: string;
  email: string;
  phone?: string;
  name: string;
  password: string | null;
}

/**
 * Creates the user of a sign-up: accountCreate, an anonymous session, the first email, phone or
 * magic-URL token of an unknown address, the first OAuth2 sign-in. This is the one place the
 * SIGNUPS setting is decided: closed, the request answers as Appwrite does when the project's
 * users limit is reached (user_count_exceeded), before any password is hashed. The users command
 * creates accounts with createUser instead, which the setting does not concern.
 */
export async function signUpUser(deps: SignUpDeps, input: SignUpInput): Promise<UserRecord> {
  if (!deps.signupsOpen) throw new AppwriteError("user_count_exceeded");
  return insertUser(deps, input, []);
}

/**
 * usersCreate: a key holder (the site's server) creates an account, whatever SIGNUPS says, as
 * Appwrite lets a key create users whatever the project's sign-up setting.
 */
export function createUserAsServer(deps: AccountDeps, input: SignUpInput): Promise<UserRecord> {
  return insertUser(deps, input, []);
}

async function insertUser(
  deps: AccountDeps,
  input: SignUpInput,
  labels: string[],
): Promise<UserRecord> {
  const now = deps.now();
  return deps.accounts.createUser({
    id: input.userId === "unique()" ? createUniqueId(now) : input.userId,
    email: input.email,
    ...(input.phone ? { phone: input.phone } : {}),
    name: input.name,
    passwordHash: input.password === null ? null : await hashPassword(input.password),
    labels,
    createdAt: now,
  });
}

function unique(labels: readonly string[]): string[] {
  return [...new Set(labels)];
}
