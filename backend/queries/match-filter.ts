import type { DocumentFilter } from "./document-query.ts";

// A checked filter (parse-queries.ts) applied to values in memory, for the lists this backend
// keeps in memory rather than in SQL (users). Values are in stored form on both sides:
// datetimes in Appwrite's format compare as strings.

/** Whether `fields` passes `filter`. */
export function matchesFilter(
  filter: DocumentFilter,
  fields: Readonly<Record<string, unknown>>,
): boolean {
  if ("filters" in filter) {
    const each = (inner: DocumentFilter) => matchesFilter(inner, fields);
    return filter.method === "and" ? filter.filters.every(each) : filter.filters.some(each);
  }
  const value = fields[filter.field];
  const [first, second] = filter.values;
  const compared = (to: unknown) => compareValues(value, to);
  switch (filter.method) {
    case "equal":
      return filter.values.some((each) => compared(each) === 0);
    case "notEqual":
      return filter.values.every((each) => compared(each) !== 0);
    case "lessThan":
      return value !== null && compared(first) < 0;
    case "lessThanEqual":
      return value !== null && compared(first) <= 0;
    case "greaterThan":
      return value !== null && compared(first) > 0;
    case "greaterThanEqual":
      return value !== null && compared(first) >= 0;
    case "between":
      return value !== null && compared(first) >= 0 && compared(second) <= 0;
    case "notBetween":
      return value !== null && (compared(first) < 0 || compared(second) > 0);
    case "isNull":
      return value === null || value === undefined;
    case "isNotNull":
      return value !== null && value !== undefined;
    case "startsWith":
      return typeof value === "string" && value.startsWith(String(first));
    case "notStartsWith":
      return typeof value === "string" && !value.startsWith(String(first));
    case "endsWith":
      return typeof value === "string" && value.endsWith(String(first));
    case "notEndsWith":
      return typeof value === "string" && !value.endsWith(String(first));
    case "contains":
      return filter.values.some((each) => contains(value, each));
    case "notContains":
      return !filter.values.some((each) => contains(value, each));
  }
}

/** Orders two stored values: numbers and booleans by value, anything else as text; null first. */
export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

function contains(value: unknown, item: unknown): boolean {
  if (Array.isArray(value)) return value.some((each) => compareValues(each, item) === 0);
  return typeof value === "string" && value.includes(String(item));
}
