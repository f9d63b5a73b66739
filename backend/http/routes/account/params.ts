import type { Context } from "hono";
import { z } from "zod";
import { AppwriteError } from "../../../errors/appwrite-error.ts";
import { isValidCustomId } from "../../../security/account-id.ts";
import { isAllowedUrl } from "../../../security/site-origins.ts";
import {
  emailParam,
  nameParam,
  passwordParam,
  userIdParam,
} from "../../../services/account/account-params.ts";
import type { ClientInfo } from "../../../services/caller.ts";
import type { BackendEnv } from "../../context.ts";

// The zod schemas of the account routes' params, with the words of Appwrite's validators. Where
// account-params.ts already has the check (ids, email, password, name), the schema runs it, and
// the check throws Appwrite's exact 400 itself.

/** A required param checked by one of account-params.ts' checks. */
function checkedBy<T>(check: (value: unknown) => T) {
  return z
    .unknown()
    .refine((value) => value !== undefined && value !== null)
    .transform((value) => check(value));
}

const ID_RULE =
  "Parameter must contain at most 36 chars. Valid chars are a-z, A-Z, 0-9, period, hyphen, and underscore. Can't start with a special char";
const PHONE_RULE = "Phone number must start with a '+' can have a maximum of fifteen digits.";
const textRule = (length: number) =>
  `Value must be a valid string and no longer than ${length} chars`;
const text = (length: number) =>
  z.string({ error: textRule(length) }).max(length, { error: textRule(length) });

export const userId = checkedBy(userIdParam);
export const email = checkedBy(emailParam);
export const password = checkedBy(passwordParam);
export const name = checkedBy(nameParam);
/** A token secret: Appwrite's Text(256). A wrong one is a 401 later, not a 400. */
export const secret = text(256);
/** E.164, as Appwrite's Phone validator: a plus, then 7 to 15 digits not starting with 0. */
export const phone = z
  .string({ error: PHONE_RULE })
  .regex(/^\+[1-9]\d{6,14}$/, { error: PHONE_RULE });
/** An existing id (Appwrite's UID), e.g. a session id or "current", a target id. */
export const uid = z.string({ error: ID_RULE }).refine(isValidCustomId, { error: ID_RULE });
/** A new id, "unique()" or a custom one (Appwrite's CustomId). */
export const customId = z
  .string({ error: ID_RULE })
  .refine((value) => value === "unique()" || isValidCustomId(value), { error: ID_RULE });
/** A push token: Appwrite's Text(255). */
export const identifier = text(255);
export const phrase = z.boolean({ error: "Value must be a valid boolean" }).default(false);

const MAX_PREFS_LENGTH = 65_535;
const PREFS_RULE = `Value must be a valid object and no longer than ${MAX_PREFS_LENGTH} chars`;
/** Preferences: a JSON object of at most 64 KiB once serialised, as Appwrite stores them. */
export const prefs = z
  .record(z.string(), z.unknown(), { error: PREFS_RULE })
  .refine((value) => JSON.stringify(value).length <= MAX_PREFS_LENGTH, { error: PREFS_RULE });

const JWT_RULE = "Value must be a valid range between 0 and 3,600";
/** JWT lifetime in seconds (the current SDK's `duration`): 0 to 3600, by default 900. */
export const jwtDuration = z
  .number({ error: JWT_RULE })
  .int({ error: JWT_RULE })
  .min(0, { error: JWT_RULE })
  .max(3600, { error: JWT_RULE })
  .default(900);

/**
 * A URL the emailed link leads to. Like Appwrite's Host validator it must be http(s) on an
 * allowed origin: the public address (PUBLIC_URL) or a configured platform, compared by scheme,
 * host and port. Anything else could turn the club's email into a phishing link that carries a
 * real secret to a stranger's site.
 */
export function redirectUrl(allowedOrigins: readonly string[]) {
  const schemeRule = "Value must be a valid URL with following schemes (http, https)";
  const originRule = `URL host must be one of: ${allowedOrigins.join(", ")}`;
  return z
    .string({ error: schemeRule })
    .refine((value) => /^https?:$/.test(parsedUrl(value)?.protocol ?? ""), { error: schemeRule })
    .refine((value) => isAllowedUrl(value, allowedOrigins), { error: originRule });
}

function parsedUrl(value: string): URL | null {
  return URL.canParse(value) ? new URL(value) : null;
}

/**
 * Parses params with one of the schemas above. A missing required param is
 * `Param "email" is not optional.`, a bad one `Invalid \`email\` param: ...`; both are 400
 * general_argument_invalid, as Appwrite answers.
 */
export function parseParams<S extends z.ZodType>(
  schema: S,
  input: Readonly<Record<string, unknown>>,
): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const key = String(issue?.path[0] ?? "");
  const message =
    input[key] === undefined || input[key] === null
      ? `Param "${key}" is not optional.`
      : `Invalid \`${key}\` param: ${issue?.message ?? "Value is invalid"}`;
  throw new AppwriteError("general_argument_invalid", message);
}

/** Where a request comes from, for sessions, tokens and the audit trail. */
export function clientOf(c: Context<BackendEnv>): ClientInfo {
  return { ip: c.get("clientIp"), userAgent: c.req.header("User-Agent") ?? "" };
}
