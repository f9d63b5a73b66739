import type { Database, Statement } from "better-sqlite3";
import { LRUCache } from "lru-cache";

/** A value SQLite binds as a parameter; booleans are stored as 0 and 1 by the caller. */
export type SqlValue = string | number | bigint | null;

/**
 * A piece of SQL text with its bound parameters. Built only through the `sql` tag, `identifier`
 * and `joinSql`, so every value is a parameter and every name is quoted.
 */
export class Sql {
  constructor(
    readonly text: string,
    readonly params: readonly SqlValue[],
  ) {}
}

/**
 * Tagged template for SQL: interpolated Sql pieces are inlined, anything else becomes a `?`
 * parameter. `sql\`SELECT * FROM ${identifier(table)} WHERE _id = ${id}\``.
 */
export function sql(strings: TemplateStringsArray, ...values: readonly (Sql | SqlValue)[]): Sql {
  let text = strings[0] ?? "";
  const params: SqlValue[] = [];
  values.forEach((value, at) => {
    if (value instanceof Sql) {
      text += value.text;
      params.push(...value.params);
    } else {
      text += "?";
      params.push(value);
    }
    text += strings[at + 1] ?? "";
  });
  return new Sql(text, params);
}

// Names come from appwrite.json (checked ids) or from this folder, never from a request; the
// pattern is a second guard so a mistake cannot turn into SQL injection.
const identifierPattern = /^[A-Za-z0-9_.-]{1,120}$/;

/** A quoted table, column or index name. */
export function identifier(name: string): Sql {
  if (!identifierPattern.test(name))
    throw new Error(`Refusing SQL identifier ${JSON.stringify(name)}`);
  return new Sql(`"${name}"`, []);
}

/** A fixed SQL word from this folder's code, such as a column type or `DESC`. */
export function keyword(word: string): Sql {
  if (!/^[A-Z][A-Z ]*$/.test(word)) throw new Error(`Refusing SQL keyword ${JSON.stringify(word)}`);
  return new Sql(word, []);
}

/** Pieces joined by a separator such as `, ` or ` AND `. */
export function joinSql(pieces: readonly Sql[], separator: string): Sql {
  return new Sql(
    pieces.map((piece) => piece.text).join(separator),
    pieces.flatMap((piece) => piece.params),
  );
}

/**
 * Runs statements with a small cache of prepared statements: the same query shapes (the landing
 * page's list, a get by id) repeat, and preparing is a large share of a fast query's time.
 */
export class SqlRunner {
  // Query shapes built from user filters vary, and a shape's text grows with its filters: the
  // texts are counted against a bound (a statement's own memory as a fixed share), least
  // recently used dropped first.
  private readonly statements = new LRUCache<string, Statement>({
    maxSize: 4 * 1024 * 1024,
    sizeCalculation: (_statement, text) => text.length + 2048,
  });

  constructor(readonly db: Database) {}

  all(query: Sql): unknown[] {
    return this.prepare(query.text).all(...query.params);
  }

  get(query: Sql): unknown {
    return this.prepare(query.text).get(...query.params);
  }

  /** The first column of the first row, e.g. of `SELECT COUNT(*) ...`. */
  value(query: Sql): unknown {
    const row = this.get(query);
    if (typeof row !== "object" || row === null) return undefined;
    const values: unknown[] = Object.values(row);
    return values[0];
  }

  run(query: Sql): number {
    return this.prepare(query.text).run(...query.params).changes;
  }

  /** Runs `work` in one transaction (BEGIN IMMEDIATE, so it never fails to upgrade a read lock). */
  transaction<T>(work: () => T): T {
    return this.db.transaction(work).immediate();
  }

  private prepare(text: string): Statement {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.db.prepare(text);
      this.statements.set(text, statement);
    }
    return statement;
  }
}
