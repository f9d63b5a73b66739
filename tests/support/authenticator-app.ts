import { Secret, TOTP } from "otpauth";

// An authenticator app as tests hold one. A challenge takes a code of the previous, current or
// next 30-second period, each period once and in order (a used code is refused, RFC 6238 5.2),
// so a test that answers several challenges asks for the next code each time. Linking the app
// uses up no code: `currentTotpCode` is what the app shows while the person links it.

const PERIOD_MS = 30_000;
const lastStepOf = new Map<string, number>();

/** The code the app shows for `secret` (base32, spaces allowed as a page prints it) at `time`. */
export function totpCodeAt(secret: string, time: number): string {
  const totp = new TOTP({
    secret: Secret.fromBase32(secret.replace(/\s+/g, "")),
    algorithm: "SHA1",
    digits: 6,
    period: 30,
  });
  return totp.generate({ timestamp: time });
}

/** The code the app shows now. */
export function currentTotpCode(secret: string): string {
  return totpCodeAt(secret, Date.now());
}

/**
 * A right code the server has not seen yet: the current period's, or the next one's when this
 * app already gave the current one (which the server still takes for 30 seconds either way).
 */
export function nextTotpCode(secret: string): string {
  const key = secret.replace(/\s+/g, "");
  const current = Math.floor(Date.now() / PERIOD_MS);
  const step = Math.max((lastStepOf.get(key) ?? current - 1) + 1, current);
  if (step > current + 1) {
    throw new Error("An authenticator app has only two unused right codes at a time.");
  }
  lastStepOf.set(key, step);
  return totpCodeAt(key, step * PERIOD_MS);
}
