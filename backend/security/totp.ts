import { Secret, TOTP } from "otpauth";

/** 160 random bits, the secret size RFC 4226 recommends. */
const SECRET_BYTES = 20;

/**
 * A time-based one-time password app binding (RFC 6238) with the settings every authenticator
 * app understands and Appwrite uses: SHA-1, 6 digits, a 30-second period.
 */
export interface TotpBinding {
  /** The shared secret in base32, as apps accept it when typed in. */
  secret: string;
  /** The otpauth:// URI a QR code carries. */
  uri: string;
}

/** A new random secret and its otpauth URI, labelled with the account and the issuer (the club). */
export function createTotpBinding(issuer: string, accountLabel: string): TotpBinding {
  const totp = newTotp(new Secret({ size: SECRET_BYTES }), issuer, accountLabel);
  return { secret: totp.secret.base32, uri: totp.toString() };
}

const PERIOD_SECONDS = 30;

/**
 * The time step (Unix seconds / 30) whose code `code` is, when it is the secret's code at `now`
 * or one period either side; else null. Appwrite accepts only the current period; one step of
 * leeway (RFC 6238, section 5.2) keeps a code typed in the last seconds of its period from
 * failing. The caller refuses a step already used (section 5.2 again), so a code works once.
 * otpauth compares in constant time.
 */
export function totpStepOf(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = newTotp(Secret.fromBase32(secret), "", "");
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

function newTotp(secret: Secret, issuer: string, label: string): TOTP {
  return new TOTP({ issuer, label, secret, algorithm: "SHA1", digits: 6, period: PERIOD_SECONDS });
}
