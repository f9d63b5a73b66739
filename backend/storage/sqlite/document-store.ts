import type { Database } from "better-sqlite3";
import type { ProjectSchema } from "../../schema/project-schema.ts";
import type { DocumentStore } from "../document-store.ts";

// STUB (documents engineer replaces).
export function createSqliteDocumentStore(_db: Database, _schema: ProjectSchema): DocumentStore {
  return {};
}
