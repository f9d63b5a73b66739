import { AppwriteError } from "../errors/appwrite-error.ts";
import { linkWithToken } from "./tokens.ts";

/**
 * A `success` or `failure` URL for an OAuth2 sign-in. Only http(s) URLs whose host is this
 * server's or a configured platform's are accepted (Appwrite's Host validator), so the API
 * cannot be used as an open redirect; anything else is 400 general_argument_invalid. An absent
 * one is `fallback`.
 */
export function redirectParam(
  name: "success" | "failure",
  value: string | undefined,
  allowedHosts: readonly string[],
  fallback: string,
): string {
  if (value === undefined || value === "") return fallback;
  const url = URL.canParse(value) ? new URL(value) : null;
  const isAllowed =
    url !== null &&
    (url.protocol === "https:" || url.protocol === "http:") &&
    allowedHosts.includes(url.hostname);
  if (!isAllowed) {
    throw new AppwriteError(
      "general_argument_invalid",
      `Invalid \`${name}\` param: URL host must be one of: ${allowedHosts.join(", ")}`,
    );
  }
  return value;
}

/** The failure URL carrying the error as Appwrite sends it: `error={"message","type","code"}`. */
export function failureUrl(failure: string, error: AppwriteError): string {
  const detail = { message: error.message, type: error.type, code: error.code };
  return linkWithToken(failure, { error: JSON.stringify(detail) });
}
