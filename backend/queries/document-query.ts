import type { AttributeScalar } from "../schema/attribute-value.ts";

// What a checked list query asks storage for: the queries module builds it from the SDK's query
// strings, and a storage engine turns it into its own language (SQL for storage/sqlite). It lives
// here, not in storage, so that queries stays a leaf that knows nothing of how documents are kept.

/** The attribute filters a list can apply; `field` is an attribute key or a system field. */
export type FilterMethod =
  | "equal"
  | "notEqual"
  | "lessThan"
  | "lessThanEqual"
  | "greaterThan"
  | "greaterThanEqual"
  | "between"
  | "notBetween"
  | "isNull"
  | "isNotNull"
  | "startsWith"
  | "notStartsWith"
  | "endsWith"
  | "notEndsWith"
  | "contains"
  | "notContains";

/** A checked filter tree, values already in stored form (normalised datetimes). */
export type DocumentFilter =
  | { method: FilterMethod; field: string; values: readonly AttributeScalar[] }
  | { method: "and" | "or"; filters: readonly DocumentFilter[] };

/** One ordering of a list, by attribute key or system field. */
export interface DocumentOrder {
  field: string;
  direction: "asc" | "desc";
}
