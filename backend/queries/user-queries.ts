import { AppwriteError } from "../errors/appwrite-error.ts";
import { collectionSchemaShape } from "../schema/project-schema.ts";
import { parseListQueries, type DocumentQueries } from "./parse-queries.ts";

// usersList's queries (Appwrite 1.7, Validator/Queries/Users.php): filters and orders on the nine
// attributes Appwrite allows, limit, offset and a cursor, checked with the same rules and words
// as a collection's (services/users.ts applies them).

/** The user attributes queries may name, as Appwrite's users collection types them. */
const USERS = collectionSchemaShape.parse({
  $id: "users",
  databaseId: "",
  name: "users",
  attributes: [
    { key: "name", type: "string", size: 128 },
    { key: "email", type: "string", size: 320 },
    { key: "phone", type: "string", size: 16 },
    { key: "status", type: "boolean" },
    { key: "passwordUpdate", type: "datetime" },
    { key: "registration", type: "datetime" },
    { key: "emailVerification", type: "boolean" },
    { key: "phoneVerification", type: "boolean" },
    { key: "labels", type: "string", size: 128, array: true },
  ],
});

/** The checked queries of a usersList call (and its `search`). */
export function parseUserQueries(raw: readonly string[]): DocumentQueries {
  const queries = parseListQueries(raw, USERS);
  if (queries.select !== null) {
    throw new AppwriteError("general_query_invalid", "Invalid query: Select is not allowed here.");
  }
  return queries;
}
