import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ProjectSchema } from "../../schema/project-schema.ts";
import type { Store } from "../store.ts";
import { bookSchema, books, type BookSchemaJson } from "./book-schema.fixture.ts";
import { DATABASE_FILE, openSqliteStore } from "./open.ts";

let dataDir: string;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "migrate-"));
});

afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Opens the data dir with a schema, runs `work`, and closes it again, like one server run. */
async function run<T>(schema: ProjectSchema, work: (store: Store) => Promise<T>): Promise<T> {
  const store = openSqliteStore(dataDir, schema);
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

function bookAttributes(json: BookSchemaJson) {
  const [collection] = json.collections;
  if (!collection) throw new Error("the book schema lost its collection");
  return collection;
}

async function storeOrlando(): Promise<void> {
  await run(bookSchema(), (store) =>
    store.documents.createDocument(books, {
      id: "orlando",
      createdAt: "2026-01-01T00:00:00.000+00:00",
      permissions: ['read("any")'],
      data: {
        title: "Orlando",
        isbn: "9780156701600",
        tags: ["classic"],
        copies: 3,
        price: 9.5,
        isLent: false,
        publishedAt: "1928-10-11T00:00:00.000+00:00",
      },
    }),
  );
}

function sqliteObjects(type: "table" | "index"): string[] {
  const db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true });
  try {
    const rows = db
      .prepare("SELECT name FROM sqlite_master WHERE type = ? ORDER BY name")
      .all(type);
    return rows.flatMap((row) =>
      typeof row === "object" && row !== null && "name" in row && typeof row.name === "string"
        ? [row.name]
        : [],
    );
  } finally {
    db.close();
  }
}

describe("starting on stored data with a changed appwrite.json", () => {
  it("adds a new attribute, gives existing books its default and keeps their other values", async () => {
    await storeOrlando();
    const newer = bookSchema((json) => {
      bookAttributes(json).attributes.push({
        key: "shelf",
        type: "string",
        size: 8,
        default: "A1",
      });
    });
    const orlando = await run(newer, (store) => store.documents.getDocument(books, "orlando"));
    expect(orlando?.data).toMatchObject({
      title: "Orlando",
      copies: 3,
      tags: ["classic"],
      shelf: "A1",
    });
  });

  it("drops a removed attribute and keeps every other value", async () => {
    await storeOrlando();
    const newer = bookSchema((json) => {
      const collection = bookAttributes(json);
      collection.attributes = collection.attributes.filter((a) => a["key"] !== "price");
    });
    const orlando = await run(newer, (store) => store.documents.getDocument(books, "orlando"));
    expect(orlando?.data).toEqual({
      title: "Orlando",
      isbn: "9780156701600",
      tags: ["classic"],
      copies: 3,
      isLent: false,
      publishedAt: "1928-10-11T00:00:00.000+00:00",
    });
  });

  it("grows a string size without touching the data", async () => {
    await storeOrlando();
    const newer = bookSchema((json) => {
      const title = bookAttributes(json).attributes.find((a) => a["key"] === "title");
      if (title) title["size"] = 200;
    });
    const orlando = await run(newer, (store) => store.documents.getDocument(books, "orlando"));
    expect(orlando?.data["title"]).toBe("Orlando");
  });

  it("refuses to shrink a string below a stored value and leaves the database as it was", async () => {
    await storeOrlando();
    const newer = bookSchema((json) => {
      const title = bookAttributes(json).attributes.find((a) => a["key"] === "title");
      if (title) title["size"] = 3;
      bookAttributes(json).attributes.push({ key: "shelf", type: "string", size: 8 });
    });
    expect(() => openSqliteStore(dataDir, newer)).toThrow(
      /attribute "title": 1 stored document\(s\) are longer than the new size 3/,
    );
    const orlando = await run(bookSchema(), (store) =>
      store.documents.getDocument(books, "orlando"),
    );
    expect(orlando?.data).not.toHaveProperty("shelf");
    expect(orlando?.data["title"]).toBe("Orlando");
  });

  it("refuses to change an attribute's type, naming the attribute", async () => {
    await storeOrlando();
    const newer = bookSchema((json) => {
      const copies = bookAttributes(json).attributes.find((a) => a["key"] === "copies");
      if (copies)
        Object.assign(copies, {
          type: "string",
          size: 5,
          default: null,
          min: undefined,
          max: undefined,
        });
    });
    expect(() => openSqliteStore(dataDir, newer)).toThrow(
      /attribute "copies": changed from integer to string/,
    );
  });

  it("creates added indexes and drops removed ones", async () => {
    await storeOrlando();
    const newer = bookSchema((json) => {
      const collection = bookAttributes(json);
      collection.indexes = [
        { key: "by_title", type: "key", attributes: ["title", "$createdAt"], orders: [] },
      ];
    });
    await run(newer, async () => undefined);
    expect(sqliteObjects("index").filter((name) => name.startsWith("index__"))).toEqual([
      "index__library__books__by_title",
    ]);
  });

  it("makes tables for a new collection and drops the tables of a removed one", async () => {
    await storeOrlando();
    const withShelves = bookSchema((json) => {
      json.collections.push({
        $id: "shelves",
        databaseId: "library",
        name: "shelves",
        documentSecurity: false,
        $permissions: [],
        attributes: [{ key: "label", type: "string", size: 10 }],
        indexes: [],
      });
    });
    await run(withShelves, async () => undefined);
    expect(sqliteObjects("table")).toContain("documents__library__shelves");
    await run(bookSchema(), async () => undefined);
    expect(sqliteObjects("table")).not.toContain("documents__library__shelves");
    expect(sqliteObjects("table")).toContain("documents__library__books");
  });
});

describe("user roles on documents of collections without document security", () => {
  const storeWithOwner = () =>
    run(bookSchema(), (store) =>
      store.documents.createDocument(books, {
        id: "orlando",
        createdAt: "2026-01-01T00:00:00.000+00:00",
        permissions: ['read("any")', 'update("user:lead")', 'delete("user:lead/verified")'],
        data: { title: "Orlando", isbn: "9780156701600", copies: 3 },
      }),
    );
  const withoutDocumentSecurity = bookSchema((json) => {
    bookAttributes(json).documentSecurity = false;
  });
  const storedRoles = () => {
    const db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true });
    try {
      return db
        .prepare('SELECT role FROM "permissions__library__books" ORDER BY role')
        .all()
        .map((row) => JSON.stringify(row));
    } finally {
      db.close();
    }
  };
  const orlando = (schema: ProjectSchema) =>
    run(schema, (store) => store.documents.getDocument(books, "orlando"));

  it("are kept while the collection has document security, where they grant access", async () => {
    await storeWithOwner();
    expect((await orlando(bookSchema()))?.permissions).toEqual([
      'read("any")',
      'update("user:lead")',
      'delete("user:lead/verified")',
    ]);
  });

  it("are dropped at start, from the document and its permission rows, and a second start changes nothing", async () => {
    await storeWithOwner();
    const before = await orlando(bookSchema());

    const after = await orlando(withoutDocumentSecurity);
    expect(after?.permissions).toEqual(['read("any")']);
    expect(after?.updatedAt).toBe(before?.updatedAt);
    expect(storedRoles()).toEqual([JSON.stringify({ role: "any" })]);

    expect(await orlando(withoutDocumentSecurity)).toEqual(after);
  });
});
