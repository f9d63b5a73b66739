import type { Database } from "better-sqlite3";
import { LRUCache } from "lru-cache";
import { AppwriteError } from "../../errors/appwrite-error.ts";
import { parsePermission } from "../../schema/permission-string.ts";
import type { ProjectSchema } from "../../schema/project-schema.ts";
import type {
  AttributeIncrement,
  DocumentChanges,
  DocumentPage,
  DocumentStore,
  ListDocumentsOptions,
  NewDocument,
  StoredDocument,
} from "../document-store.ts";
import {
  collectionTablesOf,
  columnOf,
  decodeDocument,
  encodeValue,
  tableFor,
  type CollectionTable,
} from "./collection-tables.ts";
import { cursorSql, filterSql, fullOrdering, orderBySql, readableBySql } from "./filter-sql.ts";
import type { GroupCommit } from "./group-commit.ts";
import { migrateDocumentTables } from "./migrate.ts";
import { identifier, joinSql, sql, SqlRunner, type Sql, type SqlValue } from "./sql.ts";

// Appwrite counts list totals up to this many matches (APP_LIMIT_COUNT) to keep counts cheap.
const TOTAL_COUNT_LIMIT = 5000;

/**
 * The SQLite DocumentStore. Migrates the tables to the schema first (see migrate.ts). Every
 * method runs synchronously inside better-sqlite3, so a write and its permission rows go
 * together and nothing from another request interleaves with it; writes of the same moment
 * share one commit (group-commit.ts) and each resolves once that commit is on disk.
 */
export function createSqliteDocumentStore(
  db: Database,
  schema: ProjectSchema,
  group: GroupCommit,
): DocumentStore {
  const runner = new SqlRunner(db);
  migrateDocumentTables(runner, schema);
  const tables = collectionTablesOf(schema);
  const totals = new TotalCounts(runner);
  /**
   * Runs a write to `table`'s collection in the group commit; resolves once it is on disk. Its
   * collection's counted totals go as it runs (reads until the commit see it) and again once it
   * is settled (a count made meanwhile saw it before it was durable, or before it was undone).
   */
  const write = async <T>(table: CollectionTable, work: () => T): Promise<T> => {
    try {
      return await group.write(() => {
        totals.forget(table);
        return work();
      });
    } finally {
      totals.forget(table);
    }
  };

  return {
    listDocuments: async (ref, options) => listDocuments(totals, tableFor(tables, ref), options),

    getDocument: async (ref, documentId) => {
      const table = tableFor(tables, ref);
      return selectById(runner, table, documentId);
    },

    createDocument: async (ref, document) => {
      const table = tableFor(tables, ref);
      return write(table, () => insertDocument(runner, table, document));
    },

    updateDocument: async (ref, documentId, changes) => {
      const table = tableFor(tables, ref);
      return write(table, () => updateDocument(runner, table, documentId, changes));
    },

    deleteDocument: async (ref, documentId) => {
      const table = tableFor(tables, ref);
      await write(table, () => deleteDocument(runner, table, documentId));
    },

    incrementDocumentAttribute: async (ref, documentId, increment) => {
      const table = tableFor(tables, ref);
      return write(table, () => incrementAttribute(runner, table, documentId, increment));
    },

    writeTogether: async (writes) => {
      const touched = new Set(writes.map((w) => tableFor(tables, w.ref)));
      const forget = () => touched.forEach((table) => totals.forget(table));
      try {
        // group.write runs the whole batch in one savepoint: a throw undoes every write in it.
        return await group.write(() => {
          forget();
          return writes.map((w) => {
            const table = tableFor(tables, w.ref);
            switch (w.kind) {
              case "create":
                return insertDocument(runner, table, w.document);
              case "update":
                return updateDocument(runner, table, w.documentId, w.changes);
              case "delete":
                deleteDocument(runner, table, w.documentId);
                return null;
              case "increment":
                return incrementAttribute(runner, table, w.documentId, w.increment);
            }
          });
        });
      } finally {
        forget();
      }
    },
  } satisfies DocumentStore;
}

/**
 * List totals counted since their collection last changed, by query. The same list (the landing
 * page's) is asked for again and again, and with a large collection counting its matches, up to
 * TOTAL_COUNT_LIMIT, is most of its time; the count cannot change until a document of that
 * collection does. Documents change only through this store's writes, which forget their table's
 * counts (nothing else in this process or the users command writes document tables while the
 * server runs).
 */
class TotalCounts {
  private readonly counts = new Map<CollectionTable, LRUCache<string, number>>();

  constructor(readonly runner: SqlRunner) {}

  /** `SELECT COUNT(*) ...` on `table`'s documents, counted once per change of the collection. */
  count(table: CollectionTable, query: Sql): number {
    let counts = this.counts.get(table);
    if (!counts) {
      // Filters built from requests vary, and their values (a search text) can be long: the
      // keys are counted against a bound, least recently used forgotten first.
      counts = new LRUCache({
        maxSize: TOTAL_COUNT_KEY_BYTES,
        sizeCalculation: (_total, key) => key.length + 64,
      });
      this.counts.set(table, counts);
    }
    const key = `${query.text}\n${query.params.map(paramKey).join(",")}`;
    let total = counts.get(key);
    if (total === undefined) {
      const value = this.runner.value(query);
      total = typeof value === "number" ? value : 0;
      // A key larger than the whole bound is not kept (lru-cache refuses it): counted each time.
      counts.set(key, total);
    }
    return total;
  }

  forget(table: CollectionTable): void {
    this.counts.delete(table);
  }
}

/** The memory the kept totals of one collection may take, keys included (a few hundred queries). */
const TOTAL_COUNT_KEY_BYTES = 1024 * 1024;

/** A bound parameter as an unambiguous piece of a key: strings quoted, bigints marked. */
function paramKey(value: SqlValue): string {
  if (typeof value === "string") return JSON.stringify(value);
  return typeof value === "bigint" ? `${value}n` : String(value);
}

function listDocuments(
  totals: TotalCounts,
  table: CollectionTable,
  options: ListDocumentsOptions,
): DocumentPage {
  const run = totals.runner;
  const conditions = options.filters.map((filter) => filterSql(table, filter));
  if (options.readableBy !== null) conditions.push(readableBySql(table, options.readableBy));
  const ordering = fullOrdering(options.orders);
  const isBackwards = options.cursor?.direction === "before";
  const pageConditions = options.cursor
    ? [...conditions, cursorSql(table, ordering, options.cursor)]
    : conditions;
  const rows = run.all(
    sql`SELECT * FROM ${identifier(table.documents)}${whereSql(pageConditions)} ORDER BY ${orderBySql(table, ordering, isBackwards)} LIMIT ${options.limit} OFFSET ${options.offset}`,
  );
  const documents = rows.map((row) => decodeDocument(table, row));
  if (isBackwards) documents.reverse();
  if (!options.countTotal) return { total: 0, documents };
  // A short first page (or a short page after an offset that still found rows) holds the last
  // match: the total is known without counting again.
  const isLastPage =
    !options.cursor && rows.length < options.limit && (rows.length > 0 || options.offset === 0);
  const total = isLastPage
    ? Math.min(options.offset + rows.length, TOTAL_COUNT_LIMIT)
    : totals.count(
        table,
        sql`SELECT COUNT(*) FROM (SELECT 1 FROM ${identifier(table.documents)}${whereSql(conditions)} LIMIT ${TOTAL_COUNT_LIMIT})`,
      );
  return { total, documents };
}

function selectById(
  run: SqlRunner,
  table: CollectionTable,
  documentId: string,
): StoredDocument | null {
  const row = run.get(sql`SELECT * FROM ${identifier(table.documents)} WHERE _id = ${documentId}`);
  return row === undefined ? null : decodeDocument(table, row);
}

function insertDocument(
  run: SqlRunner,
  table: CollectionTable,
  document: NewDocument,
): StoredDocument {
  const keys = Object.keys(document.data);
  const columns = [
    sql`_id, _created_at, _updated_at, _permissions`,
    ...keys.map((key) => columnOf(table, key)),
  ];
  const values = [
    sql`${document.id}, ${document.createdAt}, ${document.createdAt}, ${JSON.stringify(document.permissions)}`,
    ...keys.map((key) => sql`${encodeValue(document.data[key] ?? null)}`),
  ];
  const row = translateUniqueViolation(() =>
    run.get(
      sql`INSERT INTO ${identifier(table.documents)} (${joinSql(columns, ", ")}) VALUES (${joinSql(values, ", ")}) RETURNING *`,
    ),
  );
  writePermissions(run, table, document.id, document.permissions);
  return decodeDocument(table, row);
}

function deleteDocument(runner: SqlRunner, table: CollectionTable, documentId: string): void {
  runner.run(sql`DELETE FROM ${identifier(table.permissions)} WHERE document_id = ${documentId}`);
  const deleted = runner.run(
    sql`DELETE FROM ${identifier(table.documents)} WHERE _id = ${documentId}`,
  );
  if (deleted === 0) throw new AppwriteError("document_not_found");
}

function updateDocument(
  run: SqlRunner,
  table: CollectionTable,
  documentId: string,
  changes: DocumentChanges,
): StoredDocument {
  const assignments = Object.entries(changes.data).map(
    ([key, value]) => sql`${columnOf(table, key)} = ${encodeValue(value)}`,
  );
  assignments.push(sql`_updated_at = ${changes.updatedAt}`);
  if (changes.permissions !== null) {
    assignments.push(sql`_permissions = ${JSON.stringify(changes.permissions)}`);
  }
  const row = translateUniqueViolation(() =>
    run.get(
      sql`UPDATE ${identifier(table.documents)} SET ${joinSql(assignments, ", ")} WHERE _id = ${documentId} RETURNING *`,
    ),
  );
  if (row === undefined) throw new AppwriteError("document_not_found");
  if (changes.permissions !== null) {
    run.run(sql`DELETE FROM ${identifier(table.permissions)} WHERE document_id = ${documentId}`);
    writePermissions(run, table, documentId, changes.permissions);
  }
  return decodeDocument(table, row);
}

function incrementAttribute(
  run: SqlRunner,
  table: CollectionTable,
  documentId: string,
  { attribute, by, bound, updatedAt }: AttributeIncrement,
): StoredDocument {
  const column = columnOf(table, attribute);
  // A document that never had the attribute counts from 0, as Appwrite does.
  const next = sql`COALESCE(${column}, 0) + ${by}`;
  // The bound is part of the UPDATE itself, so concurrent increments can never pass it.
  const withinBound =
    bound === null
      ? sql``
      : "max" in bound
        ? sql` AND ${next} <= ${bound.max}`
        : sql` AND ${next} >= ${bound.min}`;
  const row = run.get(
    sql`UPDATE ${identifier(table.documents)} SET ${column} = ${next}, _updated_at = ${updatedAt} WHERE _id = ${documentId}${withinBound} RETURNING *`,
  );
  if (row !== undefined) return decodeDocument(table, row);
  if (bound === null || selectById(run, table, documentId) === null) {
    throw new AppwriteError("document_not_found");
  }
  const limit = "max" in bound ? `maximum value of ${bound.max}` : `minimum value of ${bound.min}`;
  throw new AppwriteError(
    "attribute_limit_exceeded",
    `Attribute "${attribute}" has reached the ${limit}`,
  );
}

/** One row per (type, role) so document-security reads can filter in SQL. */
function writePermissions(
  run: SqlRunner,
  table: CollectionTable,
  documentId: string,
  permissions: readonly string[],
): void {
  for (const text of permissions) {
    const permission = parsePermission(text);
    if (typeof permission === "string")
      throw new Error(`Unchecked permission reached storage: ${permission}`);
    run.run(
      sql`INSERT OR IGNORE INTO ${identifier(table.permissions)} (document_id, type, role) VALUES (${documentId}, ${permission.type}, ${permission.role})`,
    );
  }
}

function whereSql(conditions: readonly Sql[]): Sql {
  return conditions.length === 0 ? sql`` : sql` WHERE ${joinSql(conditions, " AND ")}`;
}

/** A taken id or unique-index value is Appwrite's document_already_exists (409). */
function translateUniqueViolation<T>(write: () => T): T {
  try {
    return write();
  } catch (error) {
    if (!(error instanceof Error) || !("code" in error)) throw error;
    if (
      error.code !== "SQLITE_CONSTRAINT_UNIQUE" &&
      error.code !== "SQLITE_CONSTRAINT_PRIMARYKEY"
    ) {
      throw error;
    }
    // An expected outcome, not a fault: no cause, so the log stays free of a stack per duplicate.
    const isIdTaken = error.message.endsWith("._id");
    throw new AppwriteError(
      "document_already_exists",
      isIdTaken
        ? undefined
        : "Document with the same value of a unique index already exists. Try again with a different value.",
    );
  }
}
