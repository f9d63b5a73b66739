import { z } from "zod";
import { isValidCustomId } from "../../../security/account-id.ts";
import { GRAVITIES, PREVIEW_FORMATS } from "../../../services/storage/images.ts";
import { ID_RULE, id } from "../databases/document-params.ts";

const permissions = z
  .array(z.string(), { error: "Value must be a valid array of permission strings" })
  .max(100, "Value must be a valid array of at most 100 permission strings")
  .nullable()
  .default(null);

/** Path ids of the bucket's file list. */
export const bucketPath = z.object({ bucketId: id });
/** Path ids of one file. */
export const filePath = bucketPath.extend({ fileId: id });

/** Query string of storageListFiles. */
export const listParams = z.object({
  queries: z
    .array(z.string().max(4096, "Each query must be at most 4096 chars"))
    .max(100, "Value must be an array of at most 100 queries"),
  search: z.string().max(256, "Value must be a valid string and at most 256 chars").default(""),
});

/** Multipart fields of storageCreateFile (the file itself is read apart). */
export const createFields = z.object({
  fileId: z
    .string({ error: ID_RULE })
    .refine((value) => value === "unique()" || isValidCustomId(value), { error: ID_RULE }),
  permissions,
});

/** Body of storageUpdateFile. */
export const updateBody = z.object({
  name: z
    .string()
    .max(255, "Value must be a valid string and at most 255 chars")
    .nullable()
    .default(null),
  permissions,
});

/** An integer query value between `min` and `max`, as Appwrite's Range validator takes it. */
function integerBetween(min: number, max: number, fallback: number) {
  const rule = `Value must be a valid range between ${min} and ${max}`;
  return z
    .string()
    .regex(/^-?\d+$/, rule)
    .transform(Number)
    .pipe(z.number().min(min, rule).max(max, rule))
    .default(fallback);
}

const hexColor = z
  .string()
  .regex(/^([0-9a-fA-F]{6}|[0-9a-fA-F]{3})?$/, "Value must be a valid hex color code")
  .default("");

/** Query string of storageGetFilePreview, with Appwrite's bounds and defaults. */
export const previewParams = z.object({
  width: integerBetween(0, 4000, 0),
  height: integerBetween(0, 4000, 0),
  gravity: z
    .enum(GRAVITIES, { error: `Value must be one of (${GRAVITIES.join(", ")})` })
    .default("center"),
  quality: integerBetween(-1, 100, -1),
  borderWidth: integerBetween(0, 100, 0),
  borderColor: hexColor,
  borderRadius: integerBetween(0, 4000, 0),
  opacity: z
    .string()
    .regex(/^\d*\.?\d+$/, "Value must be a valid range between 0 and 1")
    .transform(Number)
    .pipe(
      z
        .number()
        .min(0, "Value must be a valid range between 0 and 1")
        .max(1, "Value must be a valid range between 0 and 1"),
    )
    .default(1),
  rotation: integerBetween(-360, 360, 0),
  background: hexColor,
  output: z
    .enum(["", ...PREVIEW_FORMATS], {
      error: `Value must be one of (${PREVIEW_FORMATS.join(", ")})`,
    })
    .default(""),
});
