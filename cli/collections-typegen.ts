import fs from "node:fs";
import path from "node:path";
import { loadProjectSchema } from "../backend/schema/load-project-schema.ts";
import type { AttributeSchema, ProjectSchema } from "../backend/schema/project-schema.ts";

// `npm run typecheck` step: writes appwrite.json's attributes, as the backend reads them (defaults
// and implicit sizes filled in), into a TypeScript module the site derives its document types
// and checks from (decision 0078). A JSON import would do at run time, but TypeScript widens its
// strings, so no type could follow from it.

const root = path.join(import.meta.dirname, "..");

/** Where the generated module lives, beside the collection modules that use it. */
export const GENERATED_PATH = path.join(root, "app/lib/collections/attributes.generated.ts");

/** What the site needs of an attribute: its rules, without storage-only fields (encrypt). */
function siteAttribute(attribute: AttributeSchema) {
  const { key, type, required, array } = attribute;
  switch (attribute.type) {
    case "string": {
      const { size, format, elements } = attribute;
      return { key, type, required, array, size, format, elements, default: attribute.default };
    }
    case "integer":
    case "double":
      return {
        key,
        type,
        required,
        array,
        min: attribute.min,
        max: attribute.max,
        default: attribute.default,
      };
    default:
      return { key, type, required, array, default: attribute.default };
  }
}

/** The generated module's text for `project`. */
export function renderCollectionAttributes(project: ProjectSchema): string {
  const collections = Object.fromEntries(
    project.collections.map((collection) => [
      collection.$id,
      collection.attributes.map(siteAttribute),
    ]),
  );
  return [
    "// Generated from appwrite.json by `npm run typecheck` (cli/collections-typegen.ts). Do not edit:",
    "// change appwrite.json and run it again. The site's document shapes are derived from this.",
    "",
    `export const COLLECTION_ATTRIBUTES = ${JSON.stringify(collections, null, 2)} as const;`,
    "",
  ].join("\n");
}

/** Writes the generated module from the repository's appwrite.json. */
export function writeCollectionAttributes(): void {
  const project = loadProjectSchema(path.join(root, "appwrite.json"));
  fs.writeFileSync(GENERATED_PATH, renderCollectionAttributes(project));
}
