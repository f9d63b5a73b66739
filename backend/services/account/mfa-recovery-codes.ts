import { randomBytes } from "node:crypto";
import { AppwriteError } from "../../errors/appwrite-error.ts";
import type { RecoveryCodeRecord } from "../../storage/mfa-store.ts";
import { type Caller, requireAccountScope } from "../caller.ts";
import { requireRecentChallenge, requireSession, type MfaDeps } from "./mfa.ts";

/** Appwrite's generateBackupCodes(): 6 codes of 10 hex characters (40 random bits each). */
const RECOVERY_CODE_COUNT = 6;
const RECOVERY_CODE_BYTES = 5;

/**
 * The caller's first recovery codes, shown now. Codes exist once per account: while unused
 * codes remain, asking again is 409 user_recovery_codes_already_exists (regenerate instead).
 * (accountCreateMfaRecoveryCodes)
 */
export async function createMfaRecoveryCodes(deps: MfaDeps, caller: Caller): Promise<string[]> {
  const userId = requireAccountScope(caller);
  const codes = newRecoveryCodes();
  if (
    !(await deps.mfa.createRecoveryCodes(
      userId,
      codes.map((code) => toRecord(deps, code)),
    ))
  ) {
    throw new AppwriteError("user_recovery_codes_already_exists");
  }
  return codes;
}

/**
 * The caller's unused recovery codes, for a session that completed a challenge in the last 30
 * minutes (else 401 user_challenge_required); none is 404 user_recovery_codes_not_found.
 * (accountGetMfaRecoveryCodes)
 */
export async function getMfaRecoveryCodes(deps: MfaDeps, caller: Caller): Promise<string[]> {
  const { user, session } = await requireSession(deps, caller);
  requireRecentChallenge(deps, session);
  const records = await deps.mfa.listRecoveryCodes(user.id);
  if (records.length === 0) throw new AppwriteError("user_recovery_codes_not_found");
  return records.map((record) => deps.secrets.open(record.sealedCode));
}

/**
 * Replaces the caller's recovery codes with new ones, under the same rules as reading them;
 * an account without codes gets 404 user_recovery_codes_not_found. (accountUpdateMfaRecoveryCodes)
 */
export async function updateMfaRecoveryCodes(deps: MfaDeps, caller: Caller): Promise<string[]> {
  const { user, session } = await requireSession(deps, caller);
  requireRecentChallenge(deps, session);
  const codes = newRecoveryCodes();
  const records = codes.map((code) => toRecord(deps, code));
  if (!(await deps.mfa.regenerateRecoveryCodes(user.id, records))) {
    throw new AppwriteError("user_recovery_codes_not_found");
  }
  return codes;
}

/** Spends one of the user's recovery codes: true once per code, false for anything else. */
export function useRecoveryCode(deps: MfaDeps, userId: string, code: string): Promise<boolean> {
  // Found by keyed digest, not compared in constant time: without the data key, timing of the
  // lookup tells nothing about which code would match.
  return deps.mfa.useRecoveryCode(userId, deps.secrets.digest(code));
}

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    randomBytes(RECOVERY_CODE_BYTES).toString("hex"),
  );
}

function toRecord(deps: MfaDeps, code: string): RecoveryCodeRecord {
  return { digest: deps.secrets.digest(code), sealedCode: deps.secrets.seal(code) };
}
