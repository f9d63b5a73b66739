import { AppwriteError } from "../../errors/appwrite-error.ts";

/** Every provider name Appwrite 1.7 accepts in the OAuth2 paths (its `provider` enum). */
export const appwriteOAuth2Providers = [
  "amazon",
  "apple",
  "auth0",
  "authentik",
  "autodesk",
  "bitbucket",
  "bitly",
  "box",
  "dailymotion",
  "discord",
  "disqus",
  "dropbox",
  "etsy",
  "facebook",
  "figma",
  "github",
  "gitlab",
  "google",
  "linkedin",
  "microsoft",
  "notion",
  "oidc",
  "okta",
  "paypal",
  "paypalSandbox",
  "podio",
  "salesforce",
  "slack",
  "spotify",
  "stripe",
  "tradeshift",
  "tradeshiftBox",
  "twitch",
  "wordpress",
  "yahoo",
  "yammer",
  "yandex",
  "zoho",
  "zoom",
  "mock",
] as const;

export type OAuth2ProviderName = (typeof appwriteOAuth2Providers)[number];

/** The provider this backend implements: any OpenID Connect issuer, configured by settings. */
export const OIDC_PROVIDER = "oidc";

/** How Appwrite names the generic provider in its messages. */
export const OIDC_DISPLAY_NAME = "OpenID Connect";

/**
 * A provider name from the path, as Appwrite's WhiteList checks it: names outside Appwrite's
 * list are 400 general_argument_invalid. Known but unconfigured names are checked later.
 */
export function oauth2ProviderParam(value: string): OAuth2ProviderName {
  const provider = appwriteOAuth2Providers.find((name) => name === value);
  if (!provider) {
    throw new AppwriteError(
      "general_argument_invalid",
      `Invalid \`provider\` param: Value must be one of (${appwriteOAuth2Providers.join(", ")})`,
    );
  }
  return provider;
}

/** The 412 Appwrite answers for a provider that is not switched on and configured. */
export function providerDisabled(): AppwriteError {
  return new AppwriteError(
    "project_provider_disabled",
    "This provider is disabled. Please enable the provider from your Appwrite console to continue.",
  );
}
