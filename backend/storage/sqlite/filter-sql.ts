import { AppwriteError } from "../../errors/appwrite-error.ts";
import type { AttributeScalar } from "../../schema/attribute-value.ts";
import type { DocumentFilter, DocumentOrder } from "../../queries/document-query.ts";
import type { StoredDocument } from "../document-store.ts";
import { columnOf, encodeScalar, type CollectionTable } from "./collection-tables.ts";
import { identifier, joinSql, keyword, sql, type Sql, type SqlValue } from "./sql.ts";

/** The WHERE condition for a checked filter tree (all top-level filters must hold). */
export function filterSql(table: CollectionTable, filter: DocumentFilter): Sql {
  if ("filters" in filter) {
    const parts = filter.filters.map((inner) => filterSql(table, inner));
    return sql`(${joinSql(parts, filter.method === "and" ? " AND " : " OR ")})`;
  }
  const column = columnOf(table, filter.field);
  const values = filter.values.map(encodeScalar);
  const list = joinSql(
    values.map((value) => sql`${value}`),
    ", ",
  );
  const isArray = table.attributes.get(filter.field)?.array ?? false;
  switch (filter.method) {
    case "equal":
      return sql`${column} IN (${list})`;
    case "notEqual":
      return sql`${column} NOT IN (${list})`;
    case "lessThan":
      return sql`${column} < ${first(values)}`;
    case "lessThanEqual":
      return sql`${column} <= ${first(values)}`;
    case "greaterThan":
      return sql`${column} > ${first(values)}`;
    case "greaterThanEqual":
      return sql`${column} >= ${first(values)}`;
    case "between":
      return sql`${column} BETWEEN ${first(values)} AND ${second(values)}`;
    case "notBetween":
      return sql`${column} NOT BETWEEN ${first(values)} AND ${second(values)}`;
    case "isNull":
      return sql`${column} IS NULL`;
    case "isNotNull":
      return sql`${column} IS NOT NULL`;
    // substr and instr compare exactly (case-sensitive) and need no LIKE escaping.
    case "startsWith":
      return startsWith(column, first(values));
    case "notStartsWith":
      return sql`NOT ${startsWith(column, first(values))}`;
    case "endsWith":
      return endsWith(column, first(values));
    case "notEndsWith":
      return sql`NOT ${endsWith(column, first(values))}`;
    case "contains":
      return contains(column, values, isArray);
    case "notContains":
      // Like the other negations, an unset (null) value matches neither contains nor notContains.
      return sql`(${column} IS NOT NULL AND NOT ${contains(column, values, isArray)})`;
  }
}

function startsWith(column: Sql, value: SqlValue): Sql {
  return sql`(substr(${column}, 1, length(${value})) = ${value})`;
}

function endsWith(column: Sql, value: SqlValue): Sql {
  return sql`(substr(${column}, length(${column}) - length(${value}) + 1) = ${value})`;
}

/** A string attribute holding any value as a substring, or an array holding any as an element. */
function contains(column: Sql, values: readonly SqlValue[], isArray: boolean): Sql {
  if (isArray) {
    const list = joinSql(
      values.map((value) => sql`${value}`),
      ", ",
    );
    return sql`EXISTS (SELECT 1 FROM json_each(${column}) WHERE json_each.value IN (${list}))`;
  }
  return sql`(${joinSql(
    values.map((value) => sql`instr(${column}, ${value}) > 0`),
    " OR ",
  )})`;
}

/** Documents whose own read permissions name one of the roles (document security). */
export function readableBySql(table: CollectionTable, roles: readonly string[]): Sql {
  const list = joinSql(
    roles.map((role) => sql`${role}`),
    ", ",
  );
  const permissions = sql`SELECT document_id FROM ${identifier(table.permissions)} WHERE type = 'read' AND role IN (${list})`;
  return sql`_id IN (${permissions})`;
}

/**
 * The full sort: the requested orders, then $sequence so equal values keep insertion order and
 * every document has one place (which cursor paging needs). Without orders, $sequence ascending.
 */
export function fullOrdering(orders: readonly DocumentOrder[]): DocumentOrder[] {
  if (orders.some((order) => order.field === "$sequence")) return [...orders];
  const last = orders.at(-1)?.direction ?? "asc";
  return [...orders, { field: "$sequence", direction: last }];
}

/** ORDER BY for the ordering; reversed to read a page backwards (cursorBefore). */
export function orderBySql(
  table: CollectionTable,
  ordering: readonly DocumentOrder[],
  reversed: boolean,
): Sql {
  const terms = ordering.map(({ field, direction }) => {
    const isAscending = (direction === "asc") !== reversed;
    return sql`${columnOf(table, field)} ${keyword(isAscending ? "ASC" : "DESC")}`;
  });
  return joinSql(terms, ", ");
}

/**
 * Keyset condition for rows after (or before) the cursor document in the ordering:
 * (a > x) OR (a = x AND b > y) OR ..., with < where the order or the direction is reversed.
 */
export function cursorSql(
  table: CollectionTable,
  ordering: readonly DocumentOrder[],
  cursor: { direction: "after" | "before"; document: StoredDocument },
): Sql {
  const values = ordering.map(({ field }) => encodeScalar(cursorValue(cursor.document, field)));
  const alternatives = ordering.map(({ field, direction }, at) => {
    const isAfter = (direction === "asc") === (cursor.direction === "after");
    const equalBefore = ordering
      .slice(0, at)
      .map(
        (earlier, position) =>
          sql`${columnOf(table, earlier.field)} = ${valueAt(values, position)}`,
      );
    const column = columnOf(table, field);
    const beyond = isAfter
      ? sql`${column} > ${valueAt(values, at)}`
      : sql`${column} < ${valueAt(values, at)}`;
    return sql`(${joinSql([...equalBefore, beyond], " AND ")})`;
  });
  return sql`(${joinSql(alternatives, " OR ")})`;
}

function cursorValue(document: StoredDocument, field: string): AttributeScalar {
  switch (field) {
    case "$id":
      return document.id;
    case "$sequence":
      return document.sequence;
    case "$createdAt":
      return document.createdAt;
    case "$updatedAt":
      return document.updatedAt;
  }
  const value = document.data[field];
  if (value === null || value === undefined || typeof value === "object") {
    throw new AppwriteError(
      "database_query_order_null",
      `The order attribute '${field}' had a null value. Cursor pagination requires all documents order attribute values are non-null.`,
    );
  }
  return value;
}

function first(values: readonly SqlValue[]): SqlValue {
  return valueAt(values, 0);
}

function second(values: readonly SqlValue[]): SqlValue {
  return valueAt(values, 1);
}

function valueAt(values: readonly SqlValue[], at: number): SqlValue {
  const value = values[at];
  if (value === undefined)
    throw new Error(`Filter is missing value ${at + 1}; the query parser should have refused it`);
  return value;
}
