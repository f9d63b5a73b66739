import { AppwriteError } from "../errors/appwrite-error.ts";

/** One query as the SDK serialises it: `{"method":"equal","attribute":"title","values":["Hi"]}`. */
export interface QueryNode {
  method: string;
  attribute: string;
  /** Plain values, or nested query objects for `and` / `or`. */
  values: unknown[];
}

/**
 * Reads one `queries[]` string into its parts, checking only the JSON shape; what the parts mean
 * is checked against the collection by parse-queries.ts. Malformed input is general_query_invalid.
 */
export function parseQueryString(text: string): QueryNode {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw invalidQuery(`Invalid query: Syntax error in ${JSON.stringify(text)}`);
  }
  return toQueryNode(json);
}

/** A parsed JSON value (top level or nested in and/or) as a query node. */
export function toQueryNode(json: unknown): QueryNode {
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    throw invalidQuery(`Invalid query. Must be an object, got ${describeType(json)}`);
  }
  const fields = new Map<string, unknown>(Object.entries(json));
  const method = fields.get("method");
  const attribute = fields.get("attribute") ?? "";
  const values = fields.get("values") ?? [];
  if (typeof method !== "string") {
    throw invalidQuery(`Invalid query method. Must be a string, got ${describeType(method)}`);
  }
  if (typeof attribute !== "string") {
    throw invalidQuery(`Invalid query attribute. Must be a string, got ${describeType(attribute)}`);
  }
  if (!Array.isArray(values)) {
    throw invalidQuery(`Invalid query values. Must be an array, got ${describeType(values)}`);
  }
  return { method, attribute, values };
}

/** A general_query_invalid error with Appwrite's `Invalid query: ...` wording. */
export function invalidQuery(message: string): AppwriteError {
  return new AppwriteError("general_query_invalid", message);
}

function describeType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}
