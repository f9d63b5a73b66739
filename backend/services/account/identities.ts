import type { BackendDeps } from "../../backend-deps.ts";
import { AppwriteError } from "../../errors/appwrite-error.ts";
import { DEFAULT_LIMIT, MAX_LIMIT } from "../../queries/parse-queries.ts";
import { invalidQuery, parseQueryString, type QueryNode } from "../../queries/query-json.ts";
import type { IdentityRecord } from "../../storage/identity-store.ts";
import { type Caller, requireAccountScope } from "../caller.ts";
import { accountDepsOf } from "./account-deps.ts";
import type { IdentityDeps } from "./oauth2-accounts.ts";

/** The identities services' slice of the backend's dependencies. */
export function identityDepsOf(deps: BackendDeps): IdentityDeps {
  return { ...accountDepsOf(deps), identities: deps.store.identities };
}

/** The attributes Appwrite lets identity queries filter on, and how to read them. */
const queryableAttributes: Readonly<Record<string, (identity: IdentityRecord) => string>> = {
  userId: (identity) => identity.userId,
  provider: (identity) => identity.provider,
  providerUid: (identity) => identity.providerUid,
  providerEmail: (identity) => identity.providerEmail,
};

/** One page of the caller's identities and how many match in all. */
export interface IdentityPage {
  total: number;
  identities: IdentityRecord[];
}

/**
 * The caller's OAuth2 identities, oldest first. Queries may filter with equal and notEqual on
 * userId, provider, providerUid and providerEmail, and page with limit and offset; anything
 * else is 400 general_query_invalid. A user has a handful at most, so filtering happens here.
 * (accountListIdentities)
 */
export async function listIdentities(
  deps: IdentityDeps,
  caller: Caller,
  queries: readonly string[],
): Promise<IdentityPage> {
  const userId = requireAccountScope(caller);
  const nodes = queries.map(parseQueryString);
  const filters = nodes.flatMap(toFilter);
  const matches = (await deps.identities.listIdentities(userId)).filter((identity) =>
    filters.every((filter) => filter(identity)),
  );
  const limit = firstNumber(nodes, "limit", 1, MAX_LIMIT) ?? DEFAULT_LIMIT;
  const offset = firstNumber(nodes, "offset", 0, Number.MAX_SAFE_INTEGER) ?? 0;
  return { total: matches.length, identities: matches.slice(offset, offset + limit) };
}

/** Unlinks one of the caller's identities; another user's or an unknown id is 404. (accountDeleteIdentity) */
export async function deleteIdentity(
  deps: IdentityDeps,
  caller: Caller,
  identityId: string,
): Promise<void> {
  const userId = requireAccountScope(caller);
  if (!(await deps.identities.deleteIdentity(userId, identityId))) {
    throw new AppwriteError("user_identity_not_found");
  }
}

/** A filter query as a test of one identity; none for paging queries; 400 for the rest. */
function toFilter(node: QueryNode): ((identity: IdentityRecord) => boolean)[] {
  if (node.method === "limit" || node.method === "offset") return [];
  if (node.method !== "equal" && node.method !== "notEqual") {
    throw invalidQuery(`Invalid query method: ${node.method}`);
  }
  const read = queryableAttributes[node.attribute];
  if (!read) throw invalidQuery(`Invalid query: Attribute not found in schema: ${node.attribute}`);
  const isEqual = node.method === "equal";
  return [(identity) => node.values.some((value) => value === read(identity)) === isEqual];
}

/** The value of the first `method` query, as Appwrite takes the first limit and offset. */
function firstNumber(
  nodes: readonly QueryNode[],
  method: "limit" | "offset",
  min: number,
  max: number,
): number | null {
  const node = nodes.find((candidate) => candidate.method === method);
  if (!node) return null;
  const [value] = node.values;
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    const range = `${min.toLocaleString("en-US")} and ${max.toLocaleString("en-US")}`;
    throw invalidQuery(
      `Invalid query: Invalid ${method}: Value must be a valid range between ${range}`,
    );
  }
  return value;
}
