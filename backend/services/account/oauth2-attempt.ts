import { z } from "zod";
import type { SecretBox } from "../../security/secret-box.ts";

/** How long the browser has to come back from the provider: ten minutes. */
export const ATTEMPT_LIFETIME_MS = 10 * 60 * 1000;

const attemptSchema = z.object({
  provider: z.string(),
  /** The OAuth2 `state`, PKCE verifier and OpenID nonce this attempt must get back. */
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  success: z.string(),
  failure: z.string(),
  /** true for accountCreateOAuth2Token (a token in the success URL), false for a session. */
  isTokenFlow: z.boolean(),
  /** Unix milliseconds. */
  expire: z.number(),
});

/**
 * One OAuth2 sign-in between leaving for the provider and coming back. Appwrite carries
 * success, failure and token in the provider's `state` as plain JSON; here they travel sealed
 * in a cookie of the browser that started, with a random state, so a callback from another
 * browser (login CSRF) or with altered redirects is refused, and nothing is stored server-side.
 */
export type OAuth2Attempt = z.infer<typeof attemptSchema>;

/** The attempt as an opaque, tamper-proof cookie value. */
export function sealAttempt(secrets: SecretBox, attempt: OAuth2Attempt): string {
  return secrets.seal(JSON.stringify(attempt));
}

/** The attempt in a cookie value; null when it is missing, altered, foreign or expired. */
export function openAttempt(
  secrets: SecretBox,
  sealed: string | undefined,
  now: Date,
): OAuth2Attempt | null {
  if (!sealed) return null;
  let json: unknown;
  try {
    json = JSON.parse(secrets.open(sealed));
  } catch {
    // A cookie that does not open (altered, or sealed under another data key) is no attempt.
    return null;
  }
  const parsed = attemptSchema.safeParse(json);
  if (!parsed.success || parsed.data.expire <= now.getTime()) return null;
  return parsed.data;
}
