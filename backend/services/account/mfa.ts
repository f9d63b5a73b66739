import type { BackendDeps } from "../../backend-deps.ts";
import { AppwriteError } from "../../errors/appwrite-error.ts";
import { loadDataKey } from "../../security/data-key.ts";
import { createSecretBox, type SecretBox } from "../../security/secret-box.ts";
import type { AccountStore, UserRecord } from "../../storage/account-store.ts";
import type { MfaFactor, MfaStore } from "../../storage/mfa-store.ts";
import type { SessionRecord } from "../../storage/session-store.ts";
import type { Caller } from "../caller.ts";
import { getAccount } from "./accounts.ts";
import type { Delivery } from "./messaging.ts";

/** Appwrite's MFA_RECENT_DURATION: a challenge counts as recent for 30 minutes. */
const RECENT_CHALLENGE_MS = 30 * 60 * 1000;

/**
 * What the MFA services need: both stores, the secret box, the clock and delivery (whose brand
 * name also names the club in authenticator apps).
 */
export interface MfaDeps extends Delivery {
  accounts: AccountStore;
  mfa: MfaStore;
  secrets: SecretBox;
  now: () => Date;
}

/** The MFA services' slice of the backend's dependencies (reads or creates the data key). */
export function mfaDepsOf(deps: BackendDeps): MfaDeps {
  return {
    accounts: deps.store.accounts,
    mfa: deps.store.mfa,
    secrets: createSecretBox(loadDataKey(deps.config.dataDir)),
    now: deps.config.now,
    mailer: deps.config.mailer,
    sms: deps.config.sms,
    // A getter: the club may be renamed while the server runs (decision 0108); a copy taken
    // when the routes are built would brand every later message with the old name.
    get brandName() {
      return deps.config.brandName;
    },
  };
}

/** Which factors the account can use for a challenge: the `mfaFactors` model. */
export interface MfaFactors {
  totp: boolean;
  email: boolean;
  phone: boolean;
  recoveryCode: boolean;
}

/** The signed-in caller and the session of this request; guests get general_unauthorized_scope. */
export async function requireSession(
  deps: MfaDeps,
  caller: Caller,
): Promise<{ user: UserRecord; session: SessionRecord }> {
  const user = await getAccount(deps, caller);
  const sessions = await deps.accounts.listSessions(user.id);
  const session = sessions.find((candidate) => candidate.id === caller.sessionId);
  if (!session) throw new AppwriteError("user_session_not_found");
  return { user, session };
}

/**
 * Turns MFA on or off for the caller. Turning it on also credits this session with every factor
 * the user has verified, as Appwrite does, so the session that asked is not locked out.
 * (accountUpdateMFA)
 */
export async function updateMfa(deps: MfaDeps, caller: Caller, mfa: boolean): Promise<UserRecord> {
  const { user, session } = await requireSession(deps, caller);
  const updated = await deps.accounts.updateUser(user.id, { mfa }, deps.now());
  if (!updated) throw new AppwriteError("user_not_found");
  if (mfa) {
    const factors = await listVerifiedFactors(deps, updated);
    const proven = (["totp", "email", "phone"] as const).filter((factor) => factors[factor]);
    await addSessionFactors(deps, session, proven, session.mfaUpdatedAt);
  }
  return updated;
}

/** The factors the caller could complete a challenge with. (accountListMfaFactors) */
export async function listMfaFactors(deps: MfaDeps, caller: Caller): Promise<MfaFactors> {
  return listVerifiedFactors(deps, await getAccount(deps, caller));
}

/**
 * Throws 401 user_more_factors_required when the caller's session has proven fewer factors than
 * the account needs: two when MFA is on and the user has a second factor to give, else one.
 * Guests and sessions of accounts without MFA always pass. (Appwrite's check in shared/api.php)
 */
export async function requireEnoughFactors(deps: MfaDeps, caller: Caller): Promise<void> {
  if (!caller.user || !caller.sessionId) return;
  const user = await deps.accounts.getUser(caller.user.id);
  if (!user || !user.mfa) return;
  const factors = await listVerifiedFactors(deps, user);
  if (!factors.totp && !factors.email && !factors.phone) return;
  const sessions = await deps.accounts.listSessions(user.id);
  const session = sessions.find((candidate) => candidate.id === caller.sessionId);
  if (session && session.factors.length < 2) {
    throw new AppwriteError("user_more_factors_required");
  }
}

/**
 * Throws 401 user_challenge_required unless the session completed an MFA challenge in the last
 * 30 minutes: Appwrite's guard (mfaProtected) on reading recovery codes or removing a factor.
 */
export function requireRecentChallenge(deps: MfaDeps, session: SessionRecord): void {
  const provenAt = session.mfaUpdatedAt;
  const isRecent =
    provenAt !== null && deps.now().getTime() - provenAt.getTime() <= RECENT_CHALLENGE_MS;
  if (!isRecent) throw new AppwriteError("user_challenge_required");
}

/** Records factors the session has now proven, each once, keeping Appwrite's order of proof. */
export async function addSessionFactors(
  deps: MfaDeps,
  session: SessionRecord,
  factors: readonly (MfaFactor | "password")[],
  mfaUpdatedAt: Date | null,
): Promise<SessionRecord> {
  const merged = [...new Set([...session.factors, ...factors])];
  await deps.accounts.updateSessionFactors(session.userId, session.id, merged, mfaUpdatedAt);
  return { ...session, factors: merged, mfaUpdatedAt };
}

async function listVerifiedFactors(deps: MfaDeps, user: UserRecord): Promise<MfaFactors> {
  const authenticator = await deps.mfa.findAuthenticator(user.id, "totp");
  const recoveryCodes = await deps.mfa.listRecoveryCodes(user.id);
  return {
    totp: authenticator?.verified ?? false,
    email: user.email !== "" && user.emailVerification,
    phone: user.phone !== "" && user.phoneVerification,
    recoveryCode: recoveryCodes.length > 0,
  };
}
