import type { BackendDeps } from "../../backend-deps.ts";
import { AppwriteError } from "../../errors/appwrite-error.ts";
import { loadDataKey } from "../../security/data-key.ts";
import { createSecretBox, type SecretBox } from "../../security/secret-box.ts";
import type { Caller, ClientInfo } from "../caller.ts";
import { identityDepsOf } from "./identities.ts";
import { resolveOAuth2User, saveIdentity, type IdentityDeps } from "./oauth2-accounts.ts";
import {
  ATTEMPT_LIFETIME_MS,
  openAttempt,
  sealAttempt,
  type OAuth2Attempt,
} from "./oauth2-attempt.ts";
import {
  OIDC_DISPLAY_NAME,
  OIDC_PROVIDER,
  oauth2ProviderParam,
  providerDisabled,
} from "./oauth2-providers.ts";
import { failureUrl, redirectParam } from "./oauth2-redirects.ts";
import { createOidcClient, type OidcClient } from "./oidc-client.ts";
import { startSession, type CreatedSession } from "./sessions.ts";
import { issueToken, linkWithToken } from "./tokens.ts";

/** What OAuth2 sign-in needs: accounts, identities, the secret box and the provider client. */
export interface OAuth2Deps extends IdentityDeps {
  secrets: SecretBox;
  /** The `oidc` provider's client, or null when it is not configured. */
  oidc: OidcClient | null;
}

/** The OAuth2 services' slice of the backend's dependencies (one provider client per backend). */
export function oauth2DepsOf(deps: BackendDeps): OAuth2Deps {
  const oidcSettings = deps.config.oauth2?.oidc;
  return {
    ...identityDepsOf(deps),
    secrets: createSecretBox(loadDataKey(deps.config.dataDir)),
    oidc: oidcSettings ? createOidcClient(oidcSettings) : null,
  };
}

/** The query of accountCreateOAuth2Session and accountCreateOAuth2Token, plus where we are. */
export interface OAuth2StartRequest {
  provider: string;
  success: string | undefined;
  failure: string | undefined;
  scopes: string[];
  isTokenFlow: boolean;
  /** The provider sends the browser back here (the callback route of this server). */
  redirectUri: string;
  /** Where to land when the client names no success or failure URL: the site's home page. */
  defaultRedirect: string;
  /** Origins success and failure URLs may have: the public address and the platforms'. */
  allowedOrigins: readonly string[];
}

/** Where to send the browser, and the sealed attempt its cookie must carry back. */
export interface OAuth2Start {
  providerUrl: URL;
  sealedAttempt: string;
}

/**
 * Starts an OAuth2 sign-in: checks the provider (unknown: 400; known to Appwrite but not
 * configured here: 412 project_provider_disabled) and the redirect URLs, then builds the
 * provider's authorization URL with a fresh state, nonce and PKCE challenge.
 * (accountCreateOAuth2Session, accountCreateOAuth2Token)
 */
export async function startOAuth2SignIn(
  deps: OAuth2Deps,
  request: OAuth2StartRequest,
): Promise<OAuth2Start> {
  const provider = oauth2ProviderParam(request.provider);
  const { allowedOrigins, defaultRedirect } = request;
  const success = redirectParam("success", request.success, allowedOrigins, defaultRedirect);
  const failure = redirectParam("failure", request.failure, allowedOrigins, defaultRedirect);
  if (provider !== OIDC_PROVIDER || !deps.oidc) throw providerDisabled();
  const attempt: OAuth2Attempt = {
    provider,
    ...(await deps.oidc.newChecks()),
    success,
    failure,
    isTokenFlow: request.isTokenFlow,
    expire: deps.now().getTime() + ATTEMPT_LIFETIME_MS,
  };
  const providerUrl = await deps.oidc.authorizationUrl(
    request.redirectUri,
    request.scopes,
    attempt,
  );
  return { providerUrl, sealedAttempt: sealAttempt(deps.secrets, attempt) };
}

/** The provider's answer as it reached the callback, and the attempt cookie of this browser. */
export interface OAuth2Completion {
  provider: string;
  sealedAttempt: string | undefined;
  /** The callback URL with every query value the provider sent (code, state, iss, error...). */
  callbackUrl: URL;
  client: ClientInfo;
}

/** Where the browser goes next, with the new session to set as a cookie in the session flow. */
export interface OAuth2Outcome {
  redirect: string;
  created: CreatedSession | null;
}

/**
 * Finishes an OAuth2 sign-in: exchanges the code, finds or creates the user and records the
 * identity, then starts a session (session flow) or issues a single-use token whose userId and
 * secret go to the success URL (token flow, redeemed by accountCreateSession). Once the attempt
 * is known, every failure goes to its failure URL with Appwrite's `error` JSON; without one the
 * error is answered as JSON. OAuth2 sessions carry the factors email and oauth2, so MFA does not
 * hold them back, as in Appwrite.
 */
export async function completeOAuth2SignIn(
  deps: OAuth2Deps,
  caller: Caller,
  completion: OAuth2Completion,
): Promise<OAuth2Outcome> {
  const attempt = openAttempt(deps.secrets, completion.sealedAttempt, deps.now());
  if (!attempt || attempt.provider !== completion.provider) {
    throw new AppwriteError(
      "general_bad_request",
      "This sign-in is unknown or has expired. Please start again from the sign-in page.",
    );
  }
  try {
    return await signIn(deps, caller, attempt, completion);
  } catch (error) {
    if (!(error instanceof AppwriteError)) throw error;
    return { redirect: failureUrl(attempt.failure, error), created: null };
  }
}

async function signIn(
  deps: OAuth2Deps,
  caller: Caller,
  attempt: OAuth2Attempt,
  completion: OAuth2Completion,
): Promise<OAuth2Outcome> {
  const params = completion.callbackUrl.searchParams;
  const providerError = params.get("error");
  if (providerError) {
    const description = params.get("error_description");
    throw new AppwriteError(
      "user_oauth2_provider_error",
      `The ${OIDC_DISPLAY_NAME} OAuth2 provider returned an error: ${providerError}${description ? `: ${description}` : ""}`,
    );
  }
  if (!params.get("code")) {
    throw new AppwriteError(
      "user_oauth2_provider_error",
      "Missing OAuth2 code. Please contact the Appwrite team for additional support.",
    );
  }
  if (!deps.oidc) throw providerDisabled();
  const profile = await deps.oidc.completeSignIn(completion.callbackUrl, attempt, deps.now());
  if (profile.sub === "") throw new AppwriteError("user_missing_id");

  const found = await resolveOAuth2User(deps, caller, attempt.provider, profile);
  if (!found.status) throw new AppwriteError("user_blocked");
  const user = await saveIdentity(deps, found, attempt.provider, profile);
  if (caller.user && caller.sessionId) {
    // Appwrite replaces the session the browser had with the new one.
    await deps.accounts.deleteSession(caller.user.id, caller.sessionId);
  }

  if (attempt.isTokenFlow) {
    const { secret } = await issueToken(deps, user.id, "oauth2", completion.client);
    return { redirect: linkWithToken(attempt.success, { secret, userId: user.id }), created: null };
  }
  const created = await startSession(
    deps,
    user,
    { provider: attempt.provider, providerUid: profile.sub, factors: ["email", "oauth2"] },
    completion.client,
  );
  return { redirect: attempt.success, created };
}
