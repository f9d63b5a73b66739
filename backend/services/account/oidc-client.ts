import type { Configuration } from "openid-client";
import type { OidcSettings } from "../../config.ts";
import { AppwriteError } from "../../errors/appwrite-error.ts";
import { OIDC_DISPLAY_NAME } from "./oauth2-providers.ts";

/** What the provider says about the user who signed in. */
export interface OidcProfile {
  /** The user's stable id at the provider. */
  sub: string;
  /** "" when the provider gave no email. */
  email: string;
  /** Whether the provider vouches that the email belongs to the user (`email_verified`). */
  isEmailVerified: boolean;
  name: string;
  accessTokenExpiry: Date | null;
}

/** The values one sign-in attempt must get back, bound to the browser that started it. */
export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** A relying party of one OpenID Connect issuer: authorization code flow with PKCE (S256). */
export interface OidcClient {
  /** Fresh state, nonce and PKCE verifier for one sign-in attempt. */
  newChecks(): Promise<OidcChecks>;
  /** Where to send the browser to sign in. */
  authorizationUrl(
    redirectUri: string,
    scopes: readonly string[],
    checks: OidcChecks,
  ): Promise<URL>;
  /**
   * Exchanges the code in `callbackUrl` (the redirect URI with the provider's query values) for
   * tokens, checks state, nonce and the ID token, and reads the user's claims.
   */
  completeSignIn(callbackUrl: URL, checks: OidcChecks, now: Date): Promise<OidcProfile>;
}

/** OpenID Connect's standard scopes, always asked for, as Appwrite's Oidc provider does. */
const DEFAULT_SCOPES = ["openid", "profile", "email"];

/**
 * openid-client, loaded with the first sign-in: a server without OIDC, or one nobody has signed
 * in to yet, holds none of it (decision 0054).
 */
const openidClient = () => import("openid-client");

/**
 * A client for `settings`. The issuer's metadata is fetched on first use and kept; a failed
 * fetch is tried again on the next sign-in rather than remembered.
 */
export function createOidcClient(settings: OidcSettings): OidcClient {
  let configuration: Promise<Configuration> | null = null;
  const configure = () => {
    configuration ??= discover(settings).catch((error: unknown) => {
      configuration = null;
      throw providerError("The OpenID Connect issuer could not be reached", error);
    });
    return configuration;
  };

  return {
    async newChecks() {
      const openid = await openidClient();
      return {
        state: openid.randomState(),
        nonce: openid.randomNonce(),
        codeVerifier: openid.randomPKCECodeVerifier(),
      };
    },
    async authorizationUrl(redirectUri, scopes, checks) {
      const openid = await openidClient();
      return openid.buildAuthorizationUrl(await configure(), {
        redirect_uri: redirectUri,
        response_type: "code",
        scope: [...new Set([...DEFAULT_SCOPES, ...scopes])].join(" "),
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await openid.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: "S256",
      });
    },
    async completeSignIn(callbackUrl, checks, now) {
      const openid = await openidClient();
      const config = await configure();
      try {
        const tokens = await openid.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
        const sub = tokens.claims()?.sub ?? "";
        const userInfo = await openid.fetchUserInfo(config, tokens.access_token, sub);
        const expiresIn = tokens.expiresIn();
        return {
          sub,
          email: typeof userInfo.email === "string" ? userInfo.email : "",
          isEmailVerified: userInfo.email_verified === true,
          name: typeof userInfo.name === "string" ? userInfo.name : "",
          accessTokenExpiry:
            expiresIn === undefined ? null : new Date(now.getTime() + expiresIn * 1000),
        };
      } catch (error) {
        throw providerError(
          `Failed to obtain access token. The ${OIDC_DISPLAY_NAME} OAuth2 provider returned an error: ${describe(openid, error)}`,
          error,
        );
      }
    },
  };
}

async function discover(settings: OidcSettings): Promise<Configuration> {
  const openid = await openidClient();
  const issuer = new URL(settings.issuer);
  // Plain http is refused by openid-client, and rightly so on a network; an issuer on this
  // machine's loopback (a local provider in development and tests) is the one exception.
  const isLoopbackHttp = issuer.protocol === "http:" && isLoopback(issuer.hostname);
  return openid.discovery(
    issuer,
    settings.clientId,
    undefined,
    openid.ClientSecretPost(settings.clientSecret),
    isLoopbackHttp ? { execute: [openid.allowInsecureRequests] } : undefined,
  );
}

function isLoopback(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

function providerError(message: string, cause: unknown): AppwriteError {
  return new AppwriteError("user_oauth2_provider_error", message, { cause });
}

/** The provider's own error code and description when it sent them, else the error's message. */
function describe(openid: Awaited<ReturnType<typeof openidClient>>, error: unknown): string {
  if (
    error instanceof openid.ResponseBodyError ||
    error instanceof openid.AuthorizationResponseError
  ) {
    return error.error_description ? `${error.error}: ${error.error_description}` : error.error;
  }
  return error instanceof Error ? error.message : String(error);
}
