import type { AttributeScalar } from "../schema/attribute-value.ts";
import { normalizeDatetime } from "../schema/datetime.ts";
import type { AttributeSchema, CollectionSchema } from "../schema/project-schema.ts";
import type { DocumentFilter, FilterMethod } from "./document-query.ts";
import { invalidQuery, toQueryNode, type QueryNode } from "./query-json.ts";

/** What a query may do with one field: an attribute or a system field. */
export interface QueryField {
  type: AttributeSchema["type"] | "sequence";
  isArray: boolean;
  isEncrypted: boolean;
}

/** The fields queries may name: the collection's attributes and $id, $sequence, $createdAt, $updatedAt. */
export function queryFieldsOf(collection: CollectionSchema): Map<string, QueryField> {
  const fields = new Map<string, QueryField>([
    ["$id", { type: "string", isArray: false, isEncrypted: false }],
    ["$sequence", { type: "sequence", isArray: false, isEncrypted: false }],
    ["$createdAt", { type: "datetime", isArray: false, isEncrypted: false }],
    ["$updatedAt", { type: "datetime", isArray: false, isEncrypted: false }],
  ]);
  for (const attribute of collection.attributes) {
    fields.set(attribute.key, {
      type: attribute.type,
      isArray: attribute.array,
      isEncrypted: attribute.type === "string" && attribute.encrypt,
    });
  }
  return fields;
}

type Arity = "none" | "one" | "two" | "some";

const arityOf: Record<FilterMethod, Arity> = {
  equal: "some",
  notEqual: "one",
  lessThan: "one",
  lessThanEqual: "one",
  greaterThan: "one",
  greaterThanEqual: "one",
  between: "two",
  notBetween: "two",
  isNull: "none",
  isNotNull: "none",
  startsWith: "one",
  notStartsWith: "one",
  endsWith: "one",
  notEndsWith: "one",
  contains: "some",
  notContains: "some",
};

const arityWords: Record<Exclude<Arity, "none">, string> = {
  one: "exactly one value",
  two: "exactly two values",
  some: "at least one value",
};

// Appwrite's cap on values in one query.
const MAX_VALUES = 100;

export function isFilterMethod(method: string): method is FilterMethod {
  return Object.hasOwn(arityOf, method);
}

/** Checks a filter query (or an and/or of them) against the fields, as Appwrite's Filter validator. */
export function checkFilter(
  node: QueryNode,
  fields: ReadonlyMap<string, QueryField>,
): DocumentFilter {
  const { method } = node;
  if (method === "and" || method === "or") {
    const filters = node.values.map((value) => {
      const inner = toQueryNode(value);
      if (!isFilterMethod(inner.method) && inner.method !== "and" && inner.method !== "or") {
        throw invalidQuery(
          `Invalid query: ${capitalize(method)} queries can only contain filter queries`,
        );
      }
      return checkFilter(inner, fields);
    });
    if (filters.length < 2) {
      throw invalidQuery(
        `Invalid query: ${capitalize(method)} queries require at least two queries`,
      );
    }
    return { method, filters };
  }
  if (!isFilterMethod(method)) throw invalidQuery(`Invalid query method: ${method}`);
  const field = fields.get(node.attribute);
  if (!field) throw invalidQuery(`Invalid query: Attribute not found in schema: ${node.attribute}`);
  if (field.isEncrypted) {
    throw invalidQuery(`Invalid query: Cannot query encrypted attribute: ${node.attribute}`);
  }
  checkArity(method, node.values.length);
  checkMethodFitsField(method, node.attribute, field);
  const values = node.values.map((value) => {
    const checked = checkValue(field, value);
    if (checked === null) {
      throw invalidQuery(`Invalid query: Query value is invalid for attribute "${node.attribute}"`);
    }
    return checked;
  });
  return { method, field: node.attribute, values };
}

function checkArity(method: FilterMethod, count: number): void {
  if (count > MAX_VALUES) {
    throw invalidQuery(`Invalid query: Query on attribute has greater than ${MAX_VALUES} values`);
  }
  const arity = arityOf[method];
  if (arity === "none") return;
  const fits = arity === "one" ? count === 1 : arity === "two" ? count === 2 : count >= 1;
  if (!fits) {
    throw invalidQuery(
      `Invalid query: ${capitalize(method)} queries require ${arityWords[arity]}.`,
    );
  }
}

function checkMethodFitsField(method: FilterMethod, attribute: string, field: QueryField): void {
  const isContains = method === "contains" || method === "notContains";
  if (field.isArray && !isContains && method !== "isNull" && method !== "isNotNull") {
    throw invalidQuery(
      `Invalid query: Cannot query ${method} on attribute "${attribute}" because it is an array.`,
    );
  }
  if (isContains && !field.isArray && field.type !== "string") {
    throw invalidQuery(
      `Invalid query: Cannot query ${method} on attribute "${attribute}" because it is not an array or string.`,
    );
  }
  const isText = /^(not)?(starts|ends)With$/i.test(method);
  if (isText && field.type !== "string") {
    throw invalidQuery(
      `Invalid query: Cannot query ${method} on attribute "${attribute}" because it is not a string.`,
    );
  }
}

/** The value in stored form (datetimes normalised), or null when it does not fit the field. */
function checkValue(field: QueryField, value: unknown): AttributeScalar | null {
  switch (field.type) {
    case "string":
      return typeof value === "string" ? value : null;
    case "integer":
      return typeof value === "number" && Number.isSafeInteger(value) ? value : null;
    case "double":
      return typeof value === "number" && Number.isFinite(value) ? value : null;
    case "boolean":
      return typeof value === "boolean" ? value : null;
    case "datetime":
      return typeof value === "string" ? normalizeDatetime(value) : null;
    case "sequence": {
      // Newer Appwrite versions send $sequence as a string of digits.
      const sequence =
        typeof value === "string" && /^\d{1,15}$/.test(value) ? Number(value) : value;
      return typeof sequence === "number" && Number.isSafeInteger(sequence) && sequence >= 0
        ? sequence
        : null;
    }
  }
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
