import { AppwriteError } from "../../errors/appwrite-error.ts";
import { isValidCustomId } from "../../security/account-id.ts";

// Each check answers with the message Appwrite's validators give, so a client sees the same
// 400 general_argument_invalid text from this backend as from Appwrite.

/** The value of a required parameter; a missing one is `Param "key" is not optional.` */
export function requiredParam(params: Readonly<Record<string, unknown>>, key: string): unknown {
  const value = params[key];
  if (value === undefined || value === null) {
    throw new AppwriteError("general_argument_invalid", `Param "${key}" is not optional.`);
  }
  return value;
}

/** A user id: "unique()" or a custom id (at most 36 of a-z A-Z 0-9 . - _, no leading special). */
export function userIdParam(value: unknown): string {
  if (typeof value === "string" && (value === "unique()" || isValidCustomId(value))) return value;
  throw invalidParam(
    "userId",
    "Parameter must contain at most 36 chars. Valid chars are a-z, A-Z, 0-9, period, hyphen, and underscore. Can't start with a special char",
  );
}

const MAX_EMAIL_LENGTH = 254;
const MAX_EMAIL_LOCAL_PART = 64;
const emailPattern =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/**
 * An email address, lower-cased as Appwrite stores it. The pattern follows what PHP's
 * FILTER_VALIDATE_EMAIL (Appwrite's check) accepts for ordinary addresses: a dot-atom local
 * part of at most 64 characters and a domain with at least one dot.
 */
export function emailParam(value: unknown): string {
  const isValid =
    typeof value === "string" &&
    value.length <= MAX_EMAIL_LENGTH &&
    value.indexOf("@") <= MAX_EMAIL_LOCAL_PART &&
    emailPattern.test(value);
  if (!isValid) throw invalidParam("email", "Value must be a valid email address");
  return value.toLowerCase();
}

/** A password of 8 to 256 bytes (Appwrite measures bytes, and the bound also caps hashing work). */
export function passwordParam(value: unknown): string {
  if (typeof value === "string") {
    const bytes = Buffer.byteLength(value, "utf8");
    if (bytes >= 8 && bytes <= 256) return value;
  }
  throw invalidParam("password", "Password must be between 8 and 256 characters long.");
}

const MAX_NAME_LENGTH = 128;

/** An optional display name of at most 128 characters; absent is "". */
export function nameParam(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string" && [...value].length <= MAX_NAME_LENGTH) return value;
  throw invalidParam(
    "name",
    `Value must be a valid string and no longer than ${MAX_NAME_LENGTH} chars`,
  );
}

/** A user label, as Appwrite allows them: 1 to 36 letters or digits. */
export function labelParam(value: unknown): string {
  if (typeof value === "string" && /^[a-zA-Z0-9]{1,36}$/.test(value)) return value;
  throw invalidParam(
    "labels",
    "Value must be a valid string and no longer than 36 chars and only consist of alphanumeric chars",
  );
}

function invalidParam(key: string, description: string): AppwriteError {
  return new AppwriteError("general_argument_invalid", `Invalid \`${key}\` param: ${description}`);
}
