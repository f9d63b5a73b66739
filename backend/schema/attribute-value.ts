import { isIP } from "node:net";
import { normalizeDatetime } from "./datetime.ts";
import type { AttributeSchema } from "./project-schema.ts";

/** One stored attribute value: a scalar, a list of them (array attributes) or null (unset). */
export type AttributeScalar = string | number | boolean;
export type AttributeValue = AttributeScalar | readonly (AttributeScalar | null)[] | null;

/** The value as it is stored, or what is wrong with it. */
export type AttributeCheck = { value: AttributeValue } | { problem: string };

type ScalarCheck = { value: AttributeScalar } | { description: string };

/**
 * Checks one attribute value as Appwrite's document structure validator does, in its words
 * (`Attribute "title" has invalid type. Value must be a valid string and no longer than 255
 * chars`), and returns the value in stored form: datetimes normalised to Appwrite's format.
 */
export function checkAttributeValue(attribute: AttributeSchema, value: unknown): AttributeCheck {
  if (value === null) {
    return attribute.required
      ? { problem: `Missing required attribute "${attribute.key}"` }
      : { value: null };
  }
  const label = hasFormat(attribute) ? "format" : "type";
  if (!attribute.array) {
    const checked = checkScalar(attribute, value);
    return "value" in checked
      ? checked
      : { problem: `Attribute "${attribute.key}" has invalid ${label}. ${checked.description}` };
  }
  if (!Array.isArray(value)) return { problem: `Attribute "${attribute.key}" must be an array` };
  const elements: (AttributeScalar | null)[] = [];
  for (const [position, element] of value.entries()) {
    // Appwrite lets optional arrays hold nulls, and keeps them.
    if (element === null && !attribute.required) {
      elements.push(null);
      continue;
    }
    const checked = checkScalar(attribute, element);
    if (!("value" in checked)) {
      const name = `${attribute.key}['${position}']`;
      return { problem: `Attribute "${name}" has invalid ${label}. ${checked.description}` };
    }
    elements.push(checked.value);
  }
  return { value: elements };
}

// Appwrite's numeric attributes always carry a range format, so their errors say "format".
function hasFormat(attribute: AttributeSchema): boolean {
  if (attribute.type === "string") return attribute.format !== "";
  return attribute.type === "integer" || attribute.type === "double";
}

function checkScalar(attribute: AttributeSchema, value: unknown): ScalarCheck {
  switch (attribute.type) {
    case "string":
      return checkString(attribute.size, attribute.format, attribute.elements, value);
    case "integer":
      if (typeof value !== "number" || !Number.isSafeInteger(value)) {
        return { description: "Value must be a valid integer" };
      }
      return checkRange(value, attribute.min, attribute.max);
    case "double":
      if (typeof value !== "number" || !Number.isFinite(value)) {
        return { description: "Value must be a valid float" };
      }
      return checkRange(value, attribute.min, attribute.max);
    case "boolean":
      return typeof value === "boolean"
        ? { value }
        : { description: "Value must be a valid boolean" };
    case "datetime": {
      const normalized = typeof value === "string" ? normalizeDatetime(value) : null;
      return normalized === null
        ? { description: "Value must be valid date." }
        : { value: normalized };
    }
  }
}

function checkString(
  size: number,
  format: string,
  elements: readonly string[],
  value: unknown,
): ScalarCheck {
  // Appwrite counts characters (code points), not bytes or UTF-16 units.
  if (typeof value !== "string" || [...value].length > size) {
    return { description: `Value must be a valid string and no longer than ${size} chars` };
  }
  switch (format) {
    case "email":
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
        ? { value }
        : { description: "Value must be a valid email address" };
    case "url":
      return /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/\S+$/.test(value) && URL.canParse(value)
        ? { value }
        : { description: "Value must be a valid URL" };
    case "ip":
      return isIP(value) === 0 ? { description: "Value must be a valid IP address" } : { value };
    case "enum":
      return elements.includes(value)
        ? { value }
        : { description: `Value must be one of (${elements.join(", ")})` };
    default:
      return { value };
  }
}

function checkRange(value: number, min: number, max: number): ScalarCheck {
  if (value >= min && value <= max) return { value };
  const format = (bound: number) => bound.toLocaleString("en-US");
  return { description: `Value must be a valid range between ${format(min)} and ${format(max)}` };
}
