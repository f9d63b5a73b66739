import { parseProjectSchema } from "../../schema/load-project-schema.ts";
import type { ProjectSchema } from "../../schema/project-schema.ts";

/**
 * A small data model for storage tests, in appwrite.json form, with every attribute type the
 * backend supports, an array, a unique index and document security. `changes` edits the JSON
 * first, so migration tests can describe an older or newer appwrite.json.
 */
export function bookSchema(changes: (json: BookSchemaJson) => void = () => {}): ProjectSchema {
  const json: BookSchemaJson = {
    projectId: "test",
    databases: [{ $id: "library", name: "library" }],
    collections: [
      {
        $id: "books",
        databaseId: "library",
        name: "books",
        documentSecurity: true,
        $permissions: ['create("users")'],
        attributes: [
          { key: "title", type: "string", size: 20, required: true },
          { key: "isbn", type: "string", size: 13 },
          { key: "tags", type: "string", size: 10, array: true },
          { key: "copies", type: "integer", min: 0, max: 10, default: 0 },
          { key: "price", type: "double" },
          { key: "isLent", type: "boolean", default: false },
          { key: "publishedAt", type: "datetime" },
        ],
        indexes: [
          { key: "isbn_unique", type: "unique", attributes: ["isbn"], orders: ["ASC"] },
          { key: "published", type: "key", attributes: ["publishedAt"], orders: ["DESC"] },
        ],
      },
    ],
  };
  changes(json);
  return parseProjectSchema(json);
}

export interface BookSchemaJson {
  projectId: string;
  databases: { $id: string; name: string }[];
  collections: {
    $id: string;
    databaseId: string;
    name: string;
    documentSecurity: boolean;
    $permissions: string[];
    attributes: Record<string, unknown>[];
    indexes: { key: string; type: string; attributes: string[]; orders: string[] }[];
  }[];
}

export const books = { databaseId: "library", collectionId: "books" };
