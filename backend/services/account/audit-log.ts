import { invalidQuery, parseQueryString, type QueryNode } from "../../queries/query-json.ts";
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

/** Appwrite's page size when no limit query is given, and the largest it allows. */
const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 5000;

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

function parseLogQueries(queries: readonly string[]): { limit: number; offset: number } {
  let limit: number | null = null;
  let offset: number | null = null;
  for (const node of queries.map(parseQueryString)) {
    if (node.method === "limit") limit ??= wholeNumber(node, 1, MAX_LIMIT);
    else if (node.method === "offset") offset ??= wholeNumber(node, 0, Number.MAX_SAFE_INTEGER);
    else throw invalidQuery(`Invalid query: Query method not valid: ${node.method}`);
  }
  return { limit: limit ?? DEFAULT_LIMIT, offset: offset ?? 0 };
}

function wholeNumber(node: QueryNode, min: number, max: number): number {
  const [value] = node.values;
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    const range = `${min.toLocaleString("en-US")} and ${max.toLocaleString("en-US")}`;
    throw invalidQuery(
      `Invalid query: Invalid ${node.method}: Value must be a valid range between ${range}`,
    );
  }
  return value;
}
