import { AuthenticationFactor, AuthenticatorType } from "appwrite";
import {
  AuthenticationFactor as AuthenticationFactorV18,
  AuthenticatorType as AuthenticatorTypeV18,
} from "appwrite-v18";
import { nextTotpCode, totpCode } from "../../../support/totp.ts";
import { row } from "../row.ts";
import {
  member,
  memberWithTotp,
  passTotpChallenge,
  signInAgain,
  type Scenario,
} from "../scenario.ts";

const totp = AuthenticatorType.Totp;
const totpV18 = AuthenticatorTypeV18.Totp;

/** A member with an app and recovery codes whose session has just passed a challenge. */
async function memberWithRecoveryCodes(scenario: Scenario) {
  const sam = await memberWithTotp(scenario);
  await sam.current.account.createMFARecoveryCodes();
  await passTotpChallenge(sam, sam);
  return { sam };
}

/** Two-factor sign-in: the MFA switch, the authenticator app, challenges and recovery codes. */
export const mfaRows = [
  row({
    operationId: "accountUpdateMFA",
    name: "a member turns MFA on and gets the User model with mfa true",
    success: { model: "UserModel", shows: { mfa: true } },
    prepare: async (scenario) => ({ sam: await member(scenario) }),
    current: ({ sam }) => sam.current.account.updateMFA({ mfa: true }),
    v18: ({ sam }) => sam.v18.account.updateMFA(true),
  }),
  row({
    operationId: "accountCreateMfaAuthenticator",
    name: "a member adds an authenticator app and gets the MfaType model with a secret and URI",
    success: { model: "MfaTypeModel" },
    prepare: async (scenario) => ({ sam: await member(scenario) }),
    current: ({ sam }) => sam.current.account.createMFAAuthenticator({ type: totp }),
    v18: ({ sam }) => sam.v18.account.createMfaAuthenticator(totpV18),
  }),
  row({
    operationId: "accountUpdateMfaAuthenticator",
    name: "a member confirms the app with its code and gets the User model",
    success: { model: "UserModel" },
    prepare: async (scenario) => {
      const sam = await member(scenario);
      const { secret } = await sam.current.account.createMFAAuthenticator({ type: totp });
      return { sam, secret };
    },
    current: ({ sam, secret }) =>
      sam.current.account.updateMFAAuthenticator({ type: totp, otp: totpCode(secret) }),
    v18: ({ sam, secret }) => sam.v18.account.updateMfaAuthenticator(totpV18, totpCode(secret)),
  }),
  row({
    operationId: "accountDeleteMfaAuthenticator",
    name: "a member just past a challenge removes their authenticator app and gets an empty 204",
    success: { empty: true },
    prepare: async (scenario) => {
      // Removing a factor needs a challenge passed in the last few minutes, as in Appwrite.
      const sam = await memberWithTotp(scenario);
      await passTotpChallenge(sam, sam);
      return { sam };
    },
    current: ({ sam }) => sam.current.account.deleteMFAAuthenticator({ type: totp }),
    v18: ({ sam }) => sam.v18.account.deleteMfaAuthenticator(totpV18),
  }),
  row({
    operationId: "accountCreateMfaChallenge",
    name: "a member starts a TOTP challenge and gets the MfaChallenge model",
    success: { model: "MfaChallengeModel" },
    prepare: async (scenario) => ({ sam: await memberWithTotp(scenario) }),
    current: ({ sam }) =>
      sam.current.account.createMFAChallenge({ factor: AuthenticationFactor.Totp }),
    v18: ({ sam }) => sam.v18.account.createMfaChallenge(AuthenticationFactorV18.Totp),
  }),
  row({
    operationId: "accountUpdateMfaChallenge",
    name: "a member signing in with MFA on answers the challenge with the app and gets the Session model",
    success: { model: "SessionModel", shows: { factors: ["password", "totp"] } },
    prepare: async (scenario) => {
      const sam = await memberWithTotp(scenario);
      await sam.current.account.updateMFA({ mfa: true });
      const device = await signInAgain(scenario, sam);
      const challenge = await device.current.account.createMFAChallenge({
        factor: AuthenticationFactor.Totp,
      });
      return { sam, device, challengeId: challenge.$id };
    },
    current: ({ sam, device, challengeId }) =>
      device.current.account.updateMFAChallenge({ challengeId, otp: nextTotpCode(sam.secret) }),
    v18: ({ sam, device, challengeId }) =>
      device.v18.account.updateMfaChallenge(challengeId, nextTotpCode(sam.secret)),
  }),
  row({
    operationId: "accountListMfaFactors",
    name: "a member with an app lists their factors and gets the MfaFactors model",
    success: { model: "MfaFactorsModel", shows: { totp: true } },
    prepare: async (scenario) => ({ sam: await memberWithTotp(scenario) }),
    current: ({ sam }) => sam.current.account.listMFAFactors(),
    v18: ({ sam }) => sam.v18.account.listMfaFactors(),
  }),
  row({
    operationId: "accountCreateMfaRecoveryCodes",
    name: "a member with an app creates recovery codes and gets the MfaRecoveryCodes model",
    success: { model: "MfaRecoveryCodesModel" },
    prepare: async (scenario) => ({ sam: await memberWithTotp(scenario) }),
    current: ({ sam }) => sam.current.account.createMFARecoveryCodes(),
    v18: ({ sam }) => sam.v18.account.createMfaRecoveryCodes(),
  }),
  row({
    operationId: "accountGetMfaRecoveryCodes",
    name: "a member just past a challenge reads their recovery codes and gets the MfaRecoveryCodes model",
    success: { model: "MfaRecoveryCodesModel" },
    prepare: memberWithRecoveryCodes,
    current: ({ sam }) => sam.current.account.getMFARecoveryCodes(),
    v18: ({ sam }) => sam.v18.account.getMfaRecoveryCodes(),
  }),
  row({
    operationId: "accountUpdateMfaRecoveryCodes",
    name: "a member just past a challenge regenerates their recovery codes and gets the MfaRecoveryCodes model",
    success: { model: "MfaRecoveryCodesModel" },
    prepare: memberWithRecoveryCodes,
    current: ({ sam }) => sam.current.account.updateMFARecoveryCodes(),
    v18: ({ sam }) => sam.v18.account.updateMfaRecoveryCodes(),
  }),
];
