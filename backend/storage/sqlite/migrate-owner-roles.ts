import { parsePermission } from "../../schema/permission-string.ts";
import type { ProjectSchema } from "../../schema/project-schema.ts";
import { collectionTableOf, decodeDocument } from "./collection-tables.ts";
import { identifier, sql, type SqlRunner } from "./sql.ts";

/**
 * Removes `user:` roles from the documents of collections without document security. There they
 * grant nothing (the collection's permissions decide), yet anyone who may read a document sees
 * them in its $permissions, and the admin screens once gave every document they created
 * read/update/delete("user:<organiser id>"): the organiser's account id, public. Runs at every
 * start inside the schema migration's transaction; once none are left it changes nothing.
 * $updatedAt is kept: nobody edited the content.
 */
export function dropUserRolesWithoutDocumentSecurity(
  runner: SqlRunner,
  schema: ProjectSchema,
): void {
  for (const collection of schema.collections) {
    if (collection.documentSecurity) continue;
    const table = collectionTableOf(collection);
    const documents = identifier(table.documents);
    const permissions = identifier(table.permissions);
    // The role index leads with the type, so this scans the table; it runs once per start.
    const owned = runner.all(
      sql`SELECT * FROM ${documents} WHERE _id IN (SELECT document_id FROM ${permissions} WHERE role LIKE 'user:%')`,
    );
    for (const row of owned) {
      const { id, permissions: stored } = decodeDocument(table, row);
      const kept = stored.filter((text) => !isUserRole(text));
      runner.run(
        sql`UPDATE ${documents} SET _permissions = ${JSON.stringify(kept)} WHERE _id = ${id}`,
      );
      runner.run(sql`DELETE FROM ${permissions} WHERE document_id = ${id} AND role LIKE 'user:%'`);
    }
  }
}

function isUserRole(text: string): boolean {
  const permission = parsePermission(text);
  return typeof permission !== "string" && permission.role.startsWith("user:");
}
