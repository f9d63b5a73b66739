import path from "node:path";
import { type ProjectSchema } from "../../../backend/schema/project-schema.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin } from "../../support/users.ts";
import {
  loadProjectSchema,
  parseProjectSchema,
} from "../../../backend/schema/load-project-schema.ts";

const shippedFile = path.join(import.meta.dirname, "..", "..", "..", "appwrite.json");

/**
 * The shipped appwrite.json plus `club_counters`, a collection with numbers (which the shipped
 * model lacks) for increment and decrement tests: anyone may read, admins may write.
 */
export function schemaWithCounters(extraAttributes: Record<string, unknown>[] = []): ProjectSchema {
  const shipped = loadProjectSchema(shippedFile);
  return parseProjectSchema({
    ...shipped,
    collections: [
      ...shipped.collections,
      {
        $id: "club_counters",
        databaseId: "offbranch",
        name: "club_counters",
        $permissions: [
          'read("any")',
          'create("label:admin")',
          'update("label:admin")',
          'delete("label:admin")',
        ],
        attributes: [
          { key: "label", type: "string", size: 50 },
          { key: "votes", type: "integer", min: 0, max: 1000, default: 0 },
          { key: "score", type: "double" },
          ...extraAttributes,
        ],
      },
    ],
  });
}

export type CustomSchemaServer = TestServer;

/** The embedded API alone (no site) on a free loopback port, built from a given schema. */
export function startCustomSchemaServer(
  schema: ProjectSchema,
  dataDir?: string,
): Promise<CustomSchemaServer> {
  return startTestServer({ schema, ...(dataDir ? { dataDir } : {}) });
}

/** A signed-in SDK client for a new user carrying the `admin` label. */
export const adminOf = signedInAdmin;
