import { isValidCustomId } from "../security/account-id.ts";
import type { CollectionSchema } from "../schema/project-schema.ts";
import type { DocumentFilter, DocumentOrder } from "./document-query.ts";
import { checkFilter, isFilterMethod, queryFieldsOf, type QueryField } from "./filter-rules.ts";
import { invalidQuery, parseQueryString, type QueryNode } from "./query-json.ts";

/** Appwrite's page size when no limit query is given, and the largest it allows. */
export const DEFAULT_LIMIT = 25;
export const MAX_LIMIT = 5000;

/** The checked meaning of a list call's `queries[]`. */
export interface DocumentQueries {
  filters: DocumentFilter[];
  /** Attribute keys to return (system fields always come back); null = every attribute. */
  select: string[] | null;
  orders: DocumentOrder[];
  limit: number;
  offset: number;
  cursor: { direction: "after" | "before"; documentId: string } | null;
}

// Methods the SDK can send that this backend does not implement; named in the error so the
// caller is not told their query is malformed when it is only unsupported here.
const unsupportedMethods = new Set([
  "search",
  "notSearch",
  "regex",
  "exists",
  "notExists",
  "elemMatch",
  "containsAny",
  "containsAll",
  "orderRandom",
]);

/**
 * Parses and checks the query strings of databasesListDocuments against the collection. The
 * first limit, offset and cursor win, as in Appwrite; anything wrong is general_query_invalid
 * with a message naming the query, the method or the attribute.
 */
export function parseListQueries(
  raw: readonly string[],
  collection: CollectionSchema,
): DocumentQueries {
  const fields = queryFieldsOf(collection);
  const queries: DocumentQueries = {
    filters: [],
    select: null,
    orders: [],
    limit: DEFAULT_LIMIT,
    offset: 0,
    cursor: null,
  };
  let limit: number | null = null;
  let offset: number | null = null;
  for (const node of raw.map(parseQueryString)) {
    const { method } = node;
    if (isFilterMethod(method) || method === "and" || method === "or") {
      queries.filters.push(checkFilter(node, fields));
    } else if (method === "select") {
      queries.select = [...(queries.select ?? []), ...checkSelect(node, fields)];
    } else if (method === "orderAsc" || method === "orderDesc") {
      queries.orders.push(checkOrder(node, fields));
    } else if (method === "limit") {
      limit ??= checkWholeNumber(node, "limit", 1, MAX_LIMIT);
    } else if (method === "offset") {
      offset ??= checkWholeNumber(node, "offset", 0, Number.MAX_SAFE_INTEGER);
    } else if (method === "cursorAfter" || method === "cursorBefore") {
      queries.cursor ??= checkCursor(node);
    } else {
      throw unknownMethod(method);
    }
  }
  return {
    ...queries,
    limit: limit ?? DEFAULT_LIMIT,
    offset: offset ?? 0,
    select: selectAll(queries.select),
  };
}

/** Parses the query strings of databasesGetDocument: only `select` is allowed there. */
export function parseGetQueries(
  raw: readonly string[],
  collection: CollectionSchema,
): Pick<DocumentQueries, "select"> {
  const fields = queryFieldsOf(collection);
  let select: string[] | null = null;
  for (const node of raw.map(parseQueryString)) {
    if (node.method !== "select") throw unknownMethod(node.method);
    select = [...(select ?? []), ...checkSelect(node, fields)];
  }
  return { select: selectAll(select) };
}

function checkSelect(node: QueryNode, fields: ReadonlyMap<string, QueryField>): string[] {
  if (node.values.length === 0)
    throw invalidQuery("Invalid query: Select queries require at least one value.");
  return node.values.map((value) => {
    if (typeof value !== "string")
      throw invalidQuery("Invalid query: Select queries take attribute names.");
    if (value !== "*" && !fields.has(value)) {
      throw invalidQuery(`Invalid query: Attribute not found in schema: ${value}`);
    }
    return value;
  });
}

/** `*` anywhere means every attribute; system fields are always returned anyway. */
function selectAll(select: string[] | null): string[] | null {
  return select === null || select.includes("*")
    ? null
    : select.filter((key) => !key.startsWith("$"));
}

function checkOrder(node: QueryNode, fields: ReadonlyMap<string, QueryField>): DocumentOrder {
  // Appwrite reads an empty attribute as the natural order, which is $sequence.
  const attribute = node.attribute === "" ? "$sequence" : node.attribute;
  const field = fields.get(attribute);
  if (!field) throw invalidQuery(`Invalid query: Attribute not found in schema: ${attribute}`);
  if (field.isArray)
    throw invalidQuery(`Invalid query: Cannot order by array attribute "${attribute}"`);
  return { field: attribute, direction: node.method === "orderAsc" ? "asc" : "desc" };
}

function checkWholeNumber(node: QueryNode, name: string, min: number, max: number): number {
  const [value] = node.values;
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    const range = `${min.toLocaleString("en-US")} and ${max.toLocaleString("en-US")}`;
    throw invalidQuery(
      `Invalid query: Invalid ${name}: Value must be a valid range between ${range}`,
    );
  }
  return value;
}

function checkCursor(node: QueryNode): DocumentQueries["cursor"] {
  const [value] = node.values;
  if (node.values.length !== 1 || typeof value !== "string" || !isValidCustomId(value)) {
    throw invalidQuery(
      "Invalid query: Invalid cursor: Cursor must contain exactly one document ID of at most 36 chars of a-z, A-Z, 0-9, period, hyphen and underscore",
    );
  }
  return { direction: node.method === "cursorAfter" ? "after" : "before", documentId: value };
}

function unknownMethod(method: string) {
  return unsupportedMethods.has(method)
    ? invalidQuery(`Invalid query: Query method "${method}" is not supported by this server.`)
    : invalidQuery(`Invalid query method: ${method}`);
}
