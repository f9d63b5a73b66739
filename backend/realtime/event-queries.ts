import {
  invalidQuery,
  parseQueryString,
  toQueryNode,
  type QueryNode,
} from "../queries/query-json.ts";

type Comparison =
  "equal" | "notEqual" | "lessThan" | "lessThanEqual" | "greaterThan" | "greaterThanEqual";

/** A realtime filter on an event's payload, checked once when the subscription is made. */
export type EventQuery =
  | { method: "and" | "or"; queries: EventQuery[] }
  | { method: Comparison; attribute: string; values: readonly unknown[] }
  | { method: "isNull" | "isNotNull"; attribute: string };

const comparisons: readonly string[] = [
  "equal",
  "notEqual",
  "lessThan",
  "lessThanEqual",
  "greaterThan",
  "greaterThanEqual",
] satisfies Comparison[];

const allowed = [...comparisons, "isNull", "isNotNull", "and", "or", "select"].join(", ");

/**
 * The `queries` of a subscription (the SDK's Query strings) as filters. Appwrite's realtime
 * allows only comparisons, null checks, and/or, and select("*") (which means every event, so it
 * clears the filter). Anything else is general_query_invalid, which the socket answers as an
 * invalid message.
 */
export function parseEventQueries(texts: readonly string[]): EventQuery[] {
  const nodes = texts.map(parseQueryString);
  const selectsAll = nodes.some((node) => node.method === "select" && checkSelect(node));
  const filters = nodes.filter((node) => node.method !== "select").map(toEventQuery);
  return selectsAll ? [] : filters;
}

/** Whether a payload passes every filter (none = every payload), as Appwrite's RuntimeQuery. */
export function matchesQueries(
  queries: readonly EventQuery[],
  payload: Readonly<Record<string, unknown>>,
): boolean {
  return queries.every((query) => matches(query, payload));
}

function toEventQuery(node: QueryNode): EventQuery {
  const { method, attribute, values } = node;
  if (method === "and" || method === "or") {
    return { method, queries: values.map((value) => toEventQuery(toQueryNode(value))) };
  }
  if (method === "isNull" || method === "isNotNull") return { method, attribute };
  if (isComparison(method)) return { method, attribute, values };
  throw invalidQuery(
    `Query method '${method}' is not supported in Realtime queries. Allowed: ${allowed}`,
  );
}

function checkSelect(node: QueryNode): true {
  if (node.values.length !== 1 || node.values[0] !== "*") {
    throw invalidQuery(
      'Only select("*") is allowed in Realtime queries. select("*") means "listen to all events".',
    );
  }
  return true;
}

function isComparison(method: string): method is Comparison {
  return comparisons.includes(method);
}

function matches(query: EventQuery, payload: Readonly<Record<string, unknown>>): boolean {
  switch (query.method) {
    case "and":
      return query.queries.every((each) => matches(each, payload));
    case "or":
      return query.queries.some((each) => matches(each, payload));
    case "isNull":
    case "isNotNull":
      if (!Object.hasOwn(payload, query.attribute)) return false;
      return (payload[query.attribute] === null) === (query.method === "isNull");
    default:
      return matchesComparison(query, payload);
  }
}

function matchesComparison(
  query: { method: Comparison; attribute: string; values: readonly unknown[] },
  payload: Readonly<Record<string, unknown>>,
): boolean {
  if (!Object.hasOwn(payload, query.attribute)) return false;
  const value = payload[query.attribute];
  const isAmongValues = query.values.some((target) => value === target);
  if (query.method === "equal") return isAmongValues;
  if (query.method === "notEqual") return !isAmongValues;
  return query.values.some((target) => compare(query.method, value, target));
}

function compare(method: Comparison, value: unknown, target: unknown): boolean {
  const order = orderOf(value, target);
  if (order === null) return false;
  if (method === "lessThan") return order < 0;
  if (method === "lessThanEqual") return order <= 0;
  if (method === "greaterThan") return order > 0;
  return order >= 0;
}

/** Negative, zero or positive for two numbers or two strings; null for anything else. */
function orderOf(value: unknown, target: unknown): number | null {
  if (typeof value === "number" && typeof target === "number") return value - target;
  if (typeof value === "string" && typeof target === "string") {
    return value === target ? 0 : value < target ? -1 : 1;
  }
  return null;
}
