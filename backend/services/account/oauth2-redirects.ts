import { AppwriteError } from "../../errors/appwrite-error.ts";
import { isAllowedUrl } from "../../security/site-origins.ts";
import { linkWithToken } from "./tokens.ts";

/**
 * A `success` or `failure` URL for an OAuth2 sign-in. Only http(s) URLs on the public address
 * or a configured platform's origin (scheme, host and port) are accepted, as Appwrite's Host
 * validator accepts only registered platforms, so the API cannot be used as an open redirect;
 * anything else is 400 general_argument_invalid. An absent one is `fallback`.
 */
export function redirectParam(
  name: "success" | "failure",
  value: string | undefined,
  allowedOrigins: readonly string[],
  fallback: string,
): string {
  if (value === undefined || value === "") return fallback;
  if (!isAllowedUrl(value, allowedOrigins)) {
    throw new AppwriteError(
      "general_argument_invalid",
      `Invalid \`${name}\` param: URL host must be one of: ${allowedOrigins.join(", ")}`,
    );
  }
  return value;
}

/** The failure URL carrying the error as Appwrite sends it: `error={"message","type","code"}`. */
export function failureUrl(failure: string, error: AppwriteError): string {
  const detail = { message: error.message, type: error.type, code: error.code };
  return linkWithToken(failure, { error: JSON.stringify(detail) });
}
