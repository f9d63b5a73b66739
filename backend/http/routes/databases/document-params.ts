import type { Context } from "hono";
import { z } from "zod";
import { AppwriteError } from "../../../errors/appwrite-error.ts";
import { isValidCustomId } from "../../../security/account-id.ts";
import { isArrayParamKey } from "../../array-params.ts";
import type { BackendEnv } from "../../context.ts";

// The words of Appwrite's UID and CustomId validators.
export const ID_RULE =
  "Parameter must contain at most 36 chars. Valid chars are a-z, A-Z, 0-9, period, hyphen, and underscore. Can't start with a special char";

/** A path or body id, by Appwrite's UID rule. */
export const id = z.string({ error: ID_RULE }).refine(isValidCustomId, { error: ID_RULE });

const jsonObject = z.unknown().transform((value, context) => {
  // Appwrite's JSON validator also takes the object as a JSON string.
  const parsed: unknown = typeof value === "string" ? parseJson(value) : value;
  if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) {
    const record: Record<string, unknown> = Object.fromEntries(Object.entries(parsed));
    return record;
  }
  context.issues.push({
    code: "custom",
    message: "Value must be a valid JSON object",
    input: value,
  });
  return z.NEVER;
});

const permissions = z
  .array(z.string(), { error: "Value must be a valid array of permission strings" })
  .nullable()
  .default(null);

const finiteNumber = z.number({ error: "Value must be a valid number" }).finite();

const booleanText = z
  .enum(["true", "false", "1", "0"], { error: "Value must be a valid boolean" })
  .transform((text) => text === "true" || text === "1");

/** Path ids of the collection routes. */
export const collectionPath = z.object({ databaseId: id, collectionId: id });
/** Path ids of the routes of one document. */
export const documentPath = collectionPath.extend({ documentId: id });
export const attributePath = documentPath.extend({ attribute: z.string().min(1).max(36) });

/** Query string of databasesListDocuments (and databasesGetDocument, which ignores `total`). */
export const listParams = z.object({
  queries: z
    .array(z.string().max(4096, "Each query must be at most 4096 chars"))
    .max(100, "Value must be an array of at most 100 queries"),
  total: booleanText.default(true),
});

/**
 * Body of databasesCreateDocument. Appwrite 1.7 takes `documentId` and `data` as optional params
 * (the same route creates many documents from `documents`) and refuses a single document without
 * them in the action, with document_missing_data; the service does that. A missing id reads as
 * "", which a sent id can never be (the id rule refuses it).
 */
export const createBody = z.object({
  documentId: z
    .string({ error: ID_RULE })
    .refine((value) => value === "unique()" || isValidCustomId(value), { error: ID_RULE })
    .default(""),
  data: jsonObject.default({}),
  permissions,
});

/** Body of databasesUpsertDocument. */
export const upsertBody = z.object({ data: jsonObject, permissions });

/** Body of databasesUpdateDocument: both optional, but one must be sent (checked by the service). */
export const updateBody = z.object({ data: jsonObject.default({}), permissions });

/** Body of databasesDeleteDocument: nothing but an optional transactionId. */
export const deleteBody = z.object({});

export const incrementBody = z.object({
  value: finiteNumber.default(1),
  max: finiteNumber.nullable().default(null),
});

export const decrementBody = z.object({
  value: finiteNumber.default(1),
  min: finiteNumber.nullable().default(null),
});

/**
 * Parses request params with one of the schemas above. A missing required param is
 * `Param "data" is not optional.`; a bad one `Invalid \`data\` param: ...`; both are
 * general_argument_invalid, as Appwrite answers.

 * A `transactionId` is not part of these schemas: the routes read it first (transactions.ts).
 */
export function parseParams<S extends z.ZodType>(
  schema: S,
  input: Readonly<Record<string, unknown>>,
): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const name = String(issue?.path[0] ?? "");
  const message =
    input[name] === undefined
      ? `Param "${name}" is not optional.`
      : `Invalid \`${name}\` param: ${issue?.message ?? "Value is invalid"}`;
  throw new AppwriteError("general_argument_invalid", message);
}

/** Path params plus the query string as one record; `queries[]` and `queries[0]`, `queries[1]`... both work. */
export function requestParams(c: Context<BackendEnv>): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  const queries: string[] = [];
  for (const [key, value] of new URL(c.req.url).searchParams) {
    if (isArrayParamKey(key, "queries")) queries.push(value);
    else params[key] = value;
  }
  return { ...params, queries, ...c.req.param() };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
