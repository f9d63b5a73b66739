import { AppwriteError } from "../../errors/appwrite-error.ts";
import { parseQueryString, type QueryNode } from "../../queries/query-json.ts";
import { createUniqueId } from "../../security/account-id.ts";
import type { UserRecord } from "../../storage/account-store.ts";
import type { AuditLogPage } from "../../storage/audit-log-store.ts";
import { type Caller, requireAccountScope, type ClientInfo } from "../caller.ts";
import type { AccountDeps } from "./account-deps.ts";

/** Appwrite's audit event names for the account operations (the routes' `audits.event` labels). */
export type AccountEvent =
  | "user.create"
  | "session.create"
  | "session.update"
  | "session.delete"
  | "user.update"
  | "recovery.create"
  | "recovery.update"
  | "verification.create"
  | "verification.update"
  | "target.create"
  | "target.update"
  | "target.delete";

/** Appwrite's page size when no limit query is given. */
const DEFAULT_LIMIT = 25;
/** PHP_INT_MAX as PHP's number_format writes it, in the words of Appwrite's Range validator. */
const PHP_INT_MAX = "9,223,372,036,854,775,807";
const NUMERIC_TEXT = /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/;

/** Appwrite's default audit retention (_APP_MAINTENANCE_RETENTION_AUDIT): 14 days. */
const RETENTION_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Appends an event to the user's audit trail with where it came from, and forgets the user's
 * entries older than Appwrite's retention. The user's email and name are kept as they are now.
 */
export async function recordAccountEvent(
  deps: AccountDeps,
  user: UserRecord,
  event: AccountEvent,
  client: ClientInfo,
): Promise<void> {
  const now = deps.now();
  await deps.accounts.appendLog(
    {
      id: createUniqueId(now),
      userId: user.id,
      event,
      userEmail: user.email,
      userName: user.name,
      ip: client.ip,
      userAgent: client.userAgent,
      time: now,
    },
    new Date(now.getTime() - RETENTION_MS),
  );
}

/**
 * A page of the caller's audit trail, newest first. Only limit and offset queries are allowed,
 * as in Appwrite; `withTotal` false answers total 0 without counting. (accountListLogs)
 */
export async function listLogs(
  deps: AccountDeps,
  caller: Caller,
  queries: readonly string[],
  withTotal: boolean,
): Promise<AuditLogPage> {
  const userId = requireAccountScope(caller);
  const page = await deps.accounts.listLogs(userId, parseLogQueries(queries));
  return withTotal ? page : { ...page, total: 0 };
}

/**
 * The `queries` param of accountListLogs, checked as Appwrite 1.7.4 checks it: with its Queries
 * validator of a Limit and an Offset (utopia-php/database 0.69), so every refusal is a bad param,
 * general_argument_invalid "Invalid `queries` param: ...", not general_query_invalid.
 */
function parseLogQueries(queries: readonly string[]): { limit: number; offset: number } {
  let limit: number | null = null;
  let offset: number | null = null;
  for (const text of queries) {
    const node = parseLogQuery(text);
    if (node.method === "limit") limit ??= wholeNumber(node, "limit", 1);
    else if (node.method === "offset") offset ??= wholeNumber(node, "offset", 0);
    else throw invalidQueriesParam(`Invalid query method: ${node.method}`);
  }
  return { limit: limit ?? DEFAULT_LIMIT, offset: offset ?? 0 };
}

function parseLogQuery(text: string): QueryNode {
  try {
    return parseQueryString(text);
  } catch (error) {
    if (!(error instanceof AppwriteError)) throw error;
    throw invalidQueriesParam(`Invalid query: ${error.message}`);
  }
}

/**
 * Appwrite's Limit and Offset take any whole number from `min` up to PHP_INT_MAX (its message
 * names that bound); past JavaScript's safe integers this refuses what Appwrite would take.
 */
function wholeNumber(node: QueryNode, kind: "limit" | "offset", min: number): number {
  const [raw] = node.values;
  // PHP's is_numeric: numbers and numeric strings. Appwrite's Offset says "Invalid limit" here.
  const value = typeof raw === "string" && NUMERIC_TEXT.test(raw) ? Number(raw) : raw;
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw invalidQueriesParam("Invalid query: Invalid limit: Value must be a valid number");
  }
  if (!Number.isSafeInteger(value) || value < min) {
    throw invalidQueriesParam(
      `Invalid query: Invalid ${kind}: Value must be a valid range between ${min} and ${PHP_INT_MAX}`,
    );
  }
  return value;
}

function invalidQueriesParam(message: string): AppwriteError {
  return new AppwriteError("general_argument_invalid", `Invalid \`queries\` param: ${message}`);
}
