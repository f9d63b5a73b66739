import { AppwriteError } from "../../errors/appwrite-error.ts";
import type { UserChanges } from "../../storage/account-store.ts";
import type { TokenType } from "../../storage/token-store.ts";
import type { Caller, ClientInfo } from "../caller.ts";
import {
  refuseSignedIn,
  startSession,
  type CreatedSession,
  type SessionProof,
} from "./sessions.ts";
import { consumeToken, type TokenDeps } from "./tokens.ts";

/** The token kinds that sign a user in (recovery and verification tokens do not). */
const signInTokenTypes: readonly TokenType[] = ["email", "magic-url", "phone", "oauth2"];

/** What a session made from each kind proves: Appwrite's provider and factor for the type. */
const proofOfToken: Readonly<Partial<Record<TokenType, Omit<SessionProof, "providerUid">>>> = {
  email: { provider: "token", factors: ["email"] },
  "magic-url": { provider: "magic-url", factors: ["email"] },
  phone: { provider: "phone", factors: ["phone"] },
  oauth2: { provider: "oauth2", factors: ["email"] },
};

/**
 * Exchanges a sign-in token (email or phone code, magic link secret, OAuth2 token) for a
 * session, using the token up. As in Appwrite the three routes share this: any sign-in token
 * works on each; an email code or link also verifies the email, a phone code the phone. An
 * unknown user, wrong, used or expired secret is 401 user_invalid_token; a signed-in caller
 * gets user_session_already_exists. (accountCreateSession, accountUpdateMagicURLSession,
 * accountUpdatePhoneSession)
 */
export async function createTokenSession(
  deps: TokenDeps,
  caller: Caller,
  input: { userId: string; secret: string },
  client: ClientInfo,
): Promise<CreatedSession> {
  refuseSignedIn(caller);
  const user = await deps.accounts.getUser(input.userId);
  if (!user) throw new AppwriteError("user_invalid_token");
  const token = await consumeToken(deps, user.id, signInTokenTypes, input.secret);
  const proof = proofOfToken[token.type];
  if (!proof) throw new AppwriteError("user_invalid_token");
  const changes: UserChanges =
    token.type === "phone" ? { phoneVerification: true } : { emailVerification: true };
  const verified = (await deps.accounts.updateUser(user.id, changes, deps.now())) ?? user;
  return startSession(deps, verified, { ...proof, providerUid: "" }, client);
}
