import { z } from "zod";

// Sizes Appwrite gives formatted string attributes, whose CLI entries carry no `size`.
const implicitSizes: Partial<Record<string, number>> = { email: 254, url: 2000, ip: 39, enum: 255 };

// Appwrite's default bounds: 64-bit integers (2^63, as near as a JS number gets), and doubles
// up to PHP_FLOAT_MAX.
const INT64_MAX = 2 ** 63;

const attributeBase = {
  key: z.string(),
  required: z.boolean().default(false),
  array: z.boolean().default(false),
};

const stringAttribute = z
  .object({
    ...attributeBase,
    type: z.literal("string"),
    size: z.int().min(1).optional(),
    format: z.enum(["", "email", "url", "ip", "enum"]).nullable().default(""),
    elements: z.array(z.string()).readonly().default([]),
    encrypt: z.boolean().default(false),
    default: z.string().nullable().default(null),
  })
  .transform((attribute, context) => {
    const format = attribute.format ?? "";
    const size = attribute.size ?? implicitSizes[format];
    if (size === undefined) {
      context.issues.push({
        code: "custom",
        message: "a string attribute needs a size",
        input: attribute,
        path: ["size"],
      });
      return z.NEVER;
    }
    return { ...attribute, format, size };
  })
  .readonly();

const integerAttribute = z
  .object({
    ...attributeBase,
    type: z.literal("integer"),
    min: z.number().default(-INT64_MAX),
    max: z.number().default(INT64_MAX),
    default: z.number().nullable().default(null),
  })
  .readonly();

const doubleAttribute = z
  .object({
    ...attributeBase,
    // Older CLI versions write "float"; Appwrite treats both as a double.
    type: z.literal(["double", "float"]).transform((): "double" => "double"),
    min: z.number().default(-Number.MAX_VALUE),
    max: z.number().default(Number.MAX_VALUE),
    default: z.number().nullable().default(null),
  })
  .readonly();

const booleanAttribute = z
  .object({
    ...attributeBase,
    type: z.literal("boolean"),
    default: z.boolean().nullable().default(null),
  })
  .readonly();

const datetimeAttribute = z
  .object({
    ...attributeBase,
    type: z.literal("datetime"),
    default: z.string().nullable().default(null),
  })
  .readonly();

const attributeTypes = ["string", "integer", "double", "boolean", "datetime"];

const attribute = z.discriminatedUnion(
  "type",
  [stringAttribute, integerAttribute, doubleAttribute, booleanAttribute, datetimeAttribute],
  {
    error: (issue) => {
      if (issue.code !== "invalid_union") return undefined;
      const type = JSON.stringify(childOf(issue.input, "type"));
      return `type ${type} is not supported by this backend (use ${attributeTypes.join(", ")})`;
    },
  },
);

const index = z
  .object({
    key: z.string(),
    type: z.enum(["key", "unique", "fulltext"]),
    attributes: z.array(z.string()).min(1).readonly(),
    orders: z.array(z.enum(["ASC", "DESC"]).nullable()).default([]),
  })
  .transform((declared) => ({
    ...declared,
    // Appwrite writes null orders (fulltext) or none at all; both mean ascending.
    orders: declared.attributes.map((_, at) => declared.orders[at] ?? "ASC"),
  }))
  .readonly();

const collectionShape = z.object({
  $id: z.string(),
  $permissions: z.array(z.string()).readonly().default([]),
  databaseId: z.string(),
  name: z.string(),
  enabled: z.boolean().default(true),
  documentSecurity: z.boolean().default(false),
  attributes: z.array(attribute).readonly().default([]),
  indexes: z.array(index).readonly().default([]),
});
const collection = collectionShape.readonly();

// A collection whose attributes and indexes are checked one by one (see load-project-schema.ts).
const collectionShell = collectionShape.extend({
  attributes: z.array(z.unknown()).default([]),
  indexes: z.array(z.unknown()).default([]),
});

const database = z
  .object({ $id: z.string(), name: z.string(), enabled: z.boolean().default(true) })
  .readonly();

// A storage bucket as the Appwrite CLI writes it (`appwrite pull buckets`). Appwrite's own
// defaults, except that a file may be no larger than 30 MB unless the bucket says otherwise.
const bucket = z
  .object({
    $id: z.string(),
    $permissions: z.array(z.string()).readonly().default([]),
    fileSecurity: z.boolean().default(false),
    name: z.string(),
    enabled: z.boolean().default(true),
    maximumFileSize: z.int().min(1).default(30_000_000),
    allowedFileExtensions: z.array(z.string()).readonly().default([]),
    compression: z.enum(["none", "gzip", "zstd"]).default("none"),
    encryption: z.boolean().default(false),
    antivirus: z.boolean().default(false),
  })
  .readonly();

const projectSchema = z
  .object({
    projectId: z.string(),
    projectName: z.string().default(""),
    databases: z.array(database).readonly().default([]),
    collections: z.array(collection).readonly().default([]),
    buckets: z.array(bucket).readonly().default([]),
  })
  .readonly();

/**
 * The data model read from appwrite.json (Appwrite CLI format), checked and frozen. Normalised
 * values (defaults filled in, `float` read as `double`) keep the CLI field names, so a
 * ProjectSchema written out as JSON is itself a valid appwrite.json.
 */
export type ProjectSchema = z.output<typeof projectSchema>;
export type DatabaseSchema = z.output<typeof database>;
export type CollectionSchema = z.output<typeof collection>;
export type AttributeSchema = z.output<typeof attribute>;
export type IndexSchema = z.output<typeof index>;
export type BucketSchema = z.output<typeof bucket>;

// The zod shapes load-project-schema.ts checks appwrite.json against.
export {
  attribute as attributeShape,
  collection as collectionSchemaShape,
  collectionShell as collectionShellShape,
  index as indexShape,
  projectSchema as projectSchemaShape,
};

/** A property of an unknown JSON value, or undefined. */
export function childOf(node: unknown, segment: PropertyKey): unknown {
  if (typeof node !== "object" || node === null) return undefined;
  return Object.getOwnPropertyDescriptor(node, segment)?.value;
}
