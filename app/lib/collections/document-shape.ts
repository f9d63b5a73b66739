import { z } from "zod";
import { COLLECTION_ATTRIBUTES } from "./attributes.generated.ts";

// The one place a collection's site shape comes from: its attributes in appwrite.json (through
// the generated module), read into a zod object whose keys are the schema's own snake_case keys
// (decision 0078). The same object checks a document read from Appwrite and the data a form
// submits, so a write is refused here for the reasons Appwrite would refuse it.

type Collections = typeof COLLECTION_ATTRIBUTES;
export type CollectionId = keyof Collections;
type Attribute = Collections[CollectionId][number];
type AttributeOf<C extends CollectionId> = Collections[C][number];

/** Any attribute the backend can read from appwrite.json (backend/schema/project-schema.ts). */
type DeclaredAttribute = { key: string; required: boolean; array: boolean } & (
  | {
      type: "string";
      size: number;
      format: "" | "email" | "url" | "ip" | "enum";
      elements: readonly string[];
      default: string | null;
    }
  | { type: "integer" | "double"; min: number; max: number; default: number | null }
  | { type: "boolean"; default: boolean | null }
  | { type: "datetime"; default: string | null }
);

type ScalarValue<A extends Attribute> = A extends { type: "boolean" }
  ? boolean
  : A extends { type: "integer" | "double" }
    ? number
    : A extends { format: "enum"; elements: readonly (infer E)[] }
      ? E
      : string;

/** How the site holds a stored value: what `attributeSchema` below reads it as. */
type SiteValue<A extends Attribute> = A extends { array: true }
  ? ScalarValue<A>[]
  : A extends { required: true }
    ? ScalarValue<A>
    : A extends { type: "string"; format: "" }
      ? string
      : A extends { type: "boolean" }
        ? boolean
        : ScalarValue<A> | null;

type AttributeShape<C extends CollectionId> = {
  [A in AttributeOf<C> as A["key"]]: z.ZodType<SiteValue<A>>;
};

/** A collection's attribute values as the site holds them, keyed as in appwrite.json. */
export type AttributeValues<C extends CollectionId> = z.output<
  z.ZodObject<AttributeShape<C>, z.core.$strip>
>;

/** Appwrite's rules for the value of one attribute (backend/schema/attribute-value.ts). */
function scalarSchema(attribute: DeclaredAttribute): z.ZodType {
  switch (attribute.type) {
    case "boolean":
      return z.boolean();
    case "integer":
      return z.number().int().min(attribute.min).max(attribute.max);
    case "double":
      return z.number().min(attribute.min).max(attribute.max);
    case "datetime":
      // Appwrite's own spelling ("…T20:30:00.000+00:00") or an ISO instant the site wrote.
      return z.iso.datetime({ offset: true });
    case "string":
      return stringSchema(attribute);
  }
}

function stringSchema(attribute: Extract<DeclaredAttribute, { type: "string" }>): z.ZodType {
  // Appwrite counts characters (code points), not UTF-16 units as zod's max does.
  const sized = z.string().refine((value) => [...value].length <= attribute.size, {
    error: `at most ${attribute.size} characters`,
  });
  const { format } = attribute;
  if (format === "enum") return z.enum(attribute.elements);
  if (format === "url") return sized.refine(isWebAddress, { error: "a web address" });
  if (format === "email") return sized.refine(isEmail, { error: "an email address" });
  return sized;
}

function isWebAddress(value: string): boolean {
  return /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/\S+$/.test(value) && URL.canParse(value);
}

function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/**
 * How the site reads one attribute. An optional one left unset is null in Appwrite; the site
 * reads plain text as "", a flag as its default (false without one), anything else as null.
 */
function attributeSchema(attribute: DeclaredAttribute): z.ZodType {
  const scalar = scalarSchema(attribute);
  if (attribute.array) {
    const list = z.array(scalar);
    return attribute.required ? list : list.nullish().transform((value) => value ?? []);
  }
  if (attribute.required) return scalar;
  const unset =
    attribute.type === "string" && attribute.format === ""
      ? ""
      : attribute.type === "boolean"
        ? (attribute.default ?? false)
        : null;
  return scalar.nullish().transform((value) => value ?? unset);
}

/**
 * The zod object of collection `collectionId`'s attributes: it reads a document (dropping `$`
 * fields) and checks a write's data. The one cast: what each attribute's schema reads is its
 * SiteValue, which TypeScript cannot follow through the switch (the unit test checks each).
 */
export function attributesObject<C extends CollectionId>(collectionId: C) {
  const attributes: readonly DeclaredAttribute[] = COLLECTION_ATTRIBUTES[collectionId];
  const shape = Object.fromEntries(
    attributes.map((attribute) => [attribute.key, attributeSchema(attribute)]),
  ) as AttributeShape<C>;
  return z.object(shape);
}

/** Attribute `key` of collection `collectionId`, as appwrite.json declares it. */
export function attributeOf<C extends CollectionId, K extends AttributeOf<C>["key"]>(
  collectionId: C,
  key: K,
): Extract<AttributeOf<C>, { key: K }> {
  const attributes: readonly AttributeOf<C>[] = COLLECTION_ATTRIBUTES[collectionId];
  const found = attributes.find(
    (attribute): attribute is Extract<AttributeOf<C>, { key: K }> => attribute.key === key,
  );
  if (found === undefined) throw new Error(`${collectionId} has no attribute ${key}`);
  return found;
}

/** Whether two stored values of one attribute are the same: datetimes as instants, whatever the spelling. */
function isSameValue(attribute: DeclaredAttribute, a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((value, i) => isSameValue(attribute, value, b[i]));
  }
  if (attribute.type === "datetime" && typeof a === "string" && typeof b === "string") {
    // Appwrite answers "…T20:30:00.000+00:00" for the "…T20:30:00.000Z" the site wrote.
    return Date.parse(a) === Date.parse(b);
  }
  return a === b;
}

/**
 * Whether `a` and `b` hold the same values of every attribute of collection `collectionId`, so
 * writing one where the other is stored would change nothing. Other keys (ids) are not compared.
 */
export function isSameDocument<C extends CollectionId>(
  collectionId: C,
  a: AttributeValues<C>,
  b: AttributeValues<C>,
): boolean {
  const attributes: readonly DeclaredAttribute[] = COLLECTION_ATTRIBUTES[collectionId];
  const valuesA: Record<string, unknown> = a;
  const valuesB: Record<string, unknown> = b;
  return attributes.every((attribute) =>
    isSameValue(attribute, valuesA[attribute.key], valuesB[attribute.key]),
  );
}
