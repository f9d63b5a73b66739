import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AttributeValue } from "../../schema/attribute-value.ts";
import type { DocumentFilter } from "../../queries/document-query.ts";
import type { DocumentStore, ListDocumentsOptions, NewDocument } from "../document-store.ts";
import type { Store } from "../store.ts";
import { bookSchema, books } from "./book-schema.fixture.ts";
import { DATABASE_FILE, openSqliteStore } from "./open.ts";

let dataDir: string;
const opened: Store[] = [];

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "document-store-"));
});

afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function openStore(): DocumentStore {
  const store = openSqliteStore(dataDir, bookSchema());
  opened.push(store);
  return store.documents;
}

function book(
  id: string,
  data: Record<string, AttributeValue>,
  permissions = ['read("any")'],
): NewDocument {
  return {
    id,
    createdAt: "2026-01-01T00:00:00.000+00:00",
    permissions,
    data: {
      title: id,
      isbn: null,
      tags: null,
      copies: 0,
      price: null,
      isLent: false,
      publishedAt: null,
      ...data,
    },
  };
}

const listAll: ListDocumentsOptions = {
  filters: [],
  orders: [],
  limit: 25,
  offset: 0,
  cursor: null,
  readableBy: null,
  countTotal: true,
};

async function ids(
  store: DocumentStore,
  options: Partial<ListDocumentsOptions>,
): Promise<string[]> {
  const page = await store.listDocuments(books, { ...listAll, ...options });
  return page.documents.map((document) => document.id);
}

function rawDatabase(): Database.Database {
  return new Database(path.join(dataDir, DATABASE_FILE), { readonly: true });
}

async function shelve(store: DocumentStore): Promise<void> {
  await store.createDocument(
    books,
    book("orlando", {
      title: "Orlando",
      isbn: "111",
      tags: ["classic", "queer"],
      copies: 3,
      price: 9.5,
      publishedAt: "1928-10-11T00:00:00.000+00:00",
    }),
  );
  await store.createDocument(
    books,
    book("giovanni", {
      title: "Giovanni's Room",
      isbn: "222",
      tags: ["classic"],
      copies: 0,
      price: 12,
      isLent: true,
      publishedAt: "1956-01-01T00:00:00.000+00:00",
    }),
  );
  await store.createDocument(
    books,
    book("stone-butch", {
      title: "Stone Butch Blues",
      tags: [],
      copies: 7,
      publishedAt: "1993-03-01T00:00:00.000+00:00",
    }),
  );
  await store.createDocument(
    books,
    book("fun-home", {
      title: "Fun Home",
      copies: 1,
      price: 20.25,
      publishedAt: "2006-06-08T00:00:00.000+00:00",
    }),
  );
}

describe("the SQLite document store", () => {
  it("gives a created book back with its values, a sequence and both timestamps", async () => {
    const store = openStore();
    const created = await store.createDocument(
      books,
      book("orlando", { tags: ["classic"], price: 9.5 }),
    );
    expect(created).toEqual({
      id: "orlando",
      sequence: 1,
      createdAt: "2026-01-01T00:00:00.000+00:00",
      updatedAt: "2026-01-01T00:00:00.000+00:00",
      permissions: ['read("any")'],
      data: {
        title: "orlando",
        isbn: null,
        tags: ["classic"],
        copies: 0,
        price: 9.5,
        isLent: false,
        publishedAt: null,
      },
    });
    expect(await store.getDocument(books, "orlando")).toEqual(created);
    expect(await store.getDocument(books, "nobody")).toBeNull();
  });

  it("refuses a taken id with document_already_exists", async () => {
    const store = openStore();
    await store.createDocument(books, book("orlando", {}));
    await expect(store.createDocument(books, book("orlando", {}))).rejects.toMatchObject({
      type: "document_already_exists",
      code: 409,
    });
  });

  it("refuses a taken unique isbn and stores nothing of the refused book", async () => {
    const store = openStore();
    await store.createDocument(books, book("first", { isbn: "111" }));
    await expect(
      store.createDocument(books, book("second", { isbn: "111" }, ['read("user:ann")'])),
    ).rejects.toMatchObject({ type: "document_already_exists" });
    expect(await ids(store, {})).toEqual(["first"]);
    const permissionRows = rawDatabase()
      .prepare("SELECT COUNT(*) AS n FROM permissions__library__books")
      .get();
    expect(permissionRows).toEqual({ n: 1 });
  });

  const filterCases: { name: string; filter: DocumentFilter; expected: string[] }[] = [
    {
      name: "equal",
      filter: { method: "equal", field: "title", values: ["Orlando"] },
      expected: ["orlando"],
    },
    {
      name: "equal to any of several",
      filter: { method: "equal", field: "copies", values: [0, 1] },
      expected: ["giovanni", "fun-home"],
    },
    {
      name: "notEqual",
      filter: { method: "notEqual", field: "copies", values: [0] },
      expected: ["orlando", "stone-butch", "fun-home"],
    },
    {
      name: "lessThan",
      filter: { method: "lessThan", field: "copies", values: [3] },
      expected: ["giovanni", "fun-home"],
    },
    {
      name: "lessThanEqual",
      filter: { method: "lessThanEqual", field: "copies", values: [3] },
      expected: ["orlando", "giovanni", "fun-home"],
    },
    {
      name: "greaterThan",
      filter: { method: "greaterThan", field: "price", values: [9.5] },
      expected: ["giovanni", "fun-home"],
    },
    {
      name: "greaterThanEqual",
      filter: { method: "greaterThanEqual", field: "price", values: [9.5] },
      expected: ["orlando", "giovanni", "fun-home"],
    },
    {
      name: "between (inclusive)",
      filter: { method: "between", field: "copies", values: [1, 3] },
      expected: ["orlando", "fun-home"],
    },
    {
      name: "notBetween",
      filter: { method: "notBetween", field: "copies", values: [1, 3] },
      expected: ["giovanni", "stone-butch"],
    },
    {
      name: "isNull",
      filter: { method: "isNull", field: "price", values: [] },
      expected: ["stone-butch"],
    },
    {
      name: "isNotNull",
      filter: { method: "isNotNull", field: "isbn", values: [] },
      expected: ["orlando", "giovanni"],
    },
    {
      name: "startsWith",
      filter: { method: "startsWith", field: "title", values: ["Sto"] },
      expected: ["stone-butch"],
    },
    {
      name: "startsWith is case-sensitive",
      filter: { method: "startsWith", field: "title", values: ["sto"] },
      expected: [],
    },
    {
      name: "notStartsWith",
      filter: { method: "notStartsWith", field: "title", values: ["Fun"] },
      expected: ["orlando", "giovanni", "stone-butch"],
    },
    {
      name: "endsWith",
      filter: { method: "endsWith", field: "title", values: ["Room"] },
      expected: ["giovanni"],
    },
    {
      name: "notEndsWith",
      filter: { method: "notEndsWith", field: "title", values: ["Blues"] },
      expected: ["orlando", "giovanni", "fun-home"],
    },
    {
      name: "contains a substring",
      filter: { method: "contains", field: "title", values: ["ann"] },
      expected: ["giovanni"],
    },
    {
      name: "contains an array element",
      filter: { method: "contains", field: "tags", values: ["queer"] },
      expected: ["orlando"],
    },
    {
      name: "notContains an array element",
      filter: { method: "notContains", field: "tags", values: ["classic"] },
      expected: ["stone-butch"],
    },
    {
      name: "a boolean",
      filter: { method: "equal", field: "isLent", values: [true] },
      expected: ["giovanni"],
    },
    {
      name: "a datetime",
      filter: {
        method: "greaterThan",
        field: "publishedAt",
        values: ["1990-01-01T00:00:00.000+00:00"],
      },
      expected: ["stone-butch", "fun-home"],
    },
    {
      name: "$id",
      filter: { method: "equal", field: "$id", values: ["fun-home"] },
      expected: ["fun-home"],
    },
    {
      name: "$sequence",
      filter: { method: "greaterThan", field: "$sequence", values: [2] },
      expected: ["stone-butch", "fun-home"],
    },
    {
      name: "or inside and",
      filter: {
        method: "and",
        filters: [
          { method: "greaterThan", field: "copies", values: [0] },
          {
            method: "or",
            filters: [
              { method: "isNull", field: "price", values: [] },
              { method: "greaterThan", field: "price", values: [15] },
            ],
          },
        ],
      },
      expected: ["stone-butch", "fun-home"],
    },
  ];

  it.each(filterCases)("filters books by $name", async ({ filter, expected }) => {
    const store = openStore();
    await shelve(store);
    expect(await ids(store, { filters: [filter] })).toEqual(expected);
  });

  it("orders by an attribute, pages with limit and offset, and counts every match", async () => {
    const store = openStore();
    await shelve(store);
    const page = await store.listDocuments(books, {
      ...listAll,
      orders: [{ field: "copies", direction: "desc" }],
      limit: 2,
      offset: 1,
    });
    expect(page.documents.map((d) => d.id)).toEqual(["orlando", "fun-home"]);
    expect(page.total).toBe(4);
    const uncounted = await store.listDocuments(books, { ...listAll, countTotal: false });
    expect(uncounted.total).toBe(0);
  });

  it.each([
    { name: "a short first page", limit: 10, offset: 0, total: 4 },
    { name: "a short page after an offset", limit: 10, offset: 3, total: 4 },
    { name: "an empty page past the end", limit: 10, offset: 9, total: 4 },
    { name: "a full page", limit: 4, offset: 0, total: 4 },
  ])("the total is every match whatever the page: $name", async ({ limit, offset, total }) => {
    const store = openStore();
    await shelve(store);
    expect((await store.listDocuments(books, { ...listAll, limit, offset })).total).toBe(total);
  });

  it("a counted total follows every write to the collection, landed or refused", async () => {
    const store = openStore();
    await shelve(store);
    // A full first page: the total is counted, not read off the page.
    const inStock = {
      ...listAll,
      filters: [{ method: "greaterThan", field: "copies", values: [0] }],
      limit: 1,
    } satisfies ListDocumentsOptions;
    const total = async () => (await store.listDocuments(books, inStock)).total;
    expect(await total()).toBe(3);
    await store.incrementDocumentAttribute(books, "giovanni", {
      attribute: "copies",
      by: 2,
      bound: null,
      updatedAt: "2026-01-01T00:00:00.000+00:00",
    });
    expect(await total()).toBe(4);
    await store.updateDocument(books, "orlando", {
      data: { copies: 0 },
      permissions: null,
      updatedAt: "2026-01-01T00:00:00.000+00:00",
    });
    expect(await total()).toBe(3);
    await store.createDocument(books, book("new", { title: "New", isbn: "999", copies: 1 }));
    expect(await total()).toBe(4);
    await expect(
      store.createDocument(books, book("new", { title: "Again", isbn: "998", copies: 1 })),
    ).rejects.toThrow();
    expect(await total()).toBe(4);
    await store.deleteDocument(books, "new");
    expect(await total()).toBe(3);
  });

  it("pages forwards and backwards from a cursor document in the list's order", async () => {
    const store = openStore();
    await shelve(store);
    const orders = [{ field: "publishedAt", direction: "desc" as const }];
    const giovanni = await store.getDocument(books, "giovanni");
    if (!giovanni) throw new Error("the shelf is missing giovanni");
    expect(
      await ids(store, { orders, cursor: { direction: "after", document: giovanni } }),
    ).toEqual(["orlando"]);
    expect(
      await ids(store, { orders, cursor: { direction: "before", document: giovanni } }),
    ).toEqual(["fun-home", "stone-butch"]);
  });

  it("refuses a cursor whose order value is null with database_query_order_null", async () => {
    const store = openStore();
    await shelve(store);
    const stoneButch = await store.getDocument(books, "stone-butch");
    if (!stoneButch) throw new Error("the shelf is missing stone-butch");
    await expect(
      store.listDocuments(books, {
        ...listAll,
        orders: [{ field: "price", direction: "asc" }],
        cursor: { direction: "after", document: stoneButch },
      }),
    ).rejects.toMatchObject({ type: "database_query_order_null" });
  });

  it("lists only documents whose own read permissions name one of the given roles", async () => {
    const store = openStore();
    await store.createDocument(books, book("public", {}, ['read("any")']));
    await store.createDocument(books, book("anns", {}, ['read("user:ann")', 'update("user:ann")']));
    expect(await ids(store, { readableBy: ["any", "guests"] })).toEqual(["public"]);
    expect(await ids(store, { readableBy: ["any", "user:ann", "users"] })).toEqual([
      "public",
      "anns",
    ]);
    expect((await store.listDocuments(books, { ...listAll, readableBy: ["any"] })).total).toBe(1);
  });

  it("updates only the sent attributes and replaces the permissions when given", async () => {
    const store = openStore();
    await store.createDocument(books, book("orlando", { copies: 3, price: 9.5 }));
    const updated = await store.updateDocument(books, "orlando", {
      data: { copies: 4 },
      permissions: ['read("users")'],
      updatedAt: "2026-02-02T00:00:00.000+00:00",
    });
    expect(updated.data).toMatchObject({ copies: 4, price: 9.5 });
    expect(updated.updatedAt).toBe("2026-02-02T00:00:00.000+00:00");
    expect(updated.createdAt).toBe("2026-01-01T00:00:00.000+00:00");
    expect(await ids(store, { readableBy: ["any"] })).toEqual([]);
    expect(await ids(store, { readableBy: ["users"] })).toEqual(["orlando"]);
  });

  it("keeps the old values when an update would break a unique index", async () => {
    const store = openStore();
    await store.createDocument(books, book("first", { isbn: "111" }));
    await store.createDocument(books, book("second", { isbn: "222" }));
    const clash = {
      data: { isbn: "111" },
      permissions: [],
      updatedAt: "2026-02-02T00:00:00.000+00:00",
    };
    await expect(store.updateDocument(books, "second", clash)).rejects.toMatchObject({
      type: "document_already_exists",
    });
    const second = await store.getDocument(books, "second");
    expect(second?.data["isbn"]).toBe("222");
    expect(second?.permissions).toEqual(['read("any")']);
  });

  it("answers document_not_found when updating, deleting or incrementing a missing book", async () => {
    const store = openStore();
    const changes = { data: {}, permissions: null, updatedAt: "2026-02-02T00:00:00.000+00:00" };
    const increment = { attribute: "copies", by: 1, bound: null, updatedAt: changes.updatedAt };
    await expect(store.updateDocument(books, "gone", changes)).rejects.toMatchObject({
      type: "document_not_found",
    });
    await expect(store.deleteDocument(books, "gone")).rejects.toMatchObject({
      type: "document_not_found",
    });
    await expect(store.incrementDocumentAttribute(books, "gone", increment)).rejects.toMatchObject({
      type: "document_not_found",
    });
  });

  it("deletes a book together with its permission rows", async () => {
    const store = openStore();
    await store.createDocument(books, book("orlando", {}, ['read("any")', 'delete("users")']));
    await store.deleteDocument(books, "orlando");
    expect(await store.getDocument(books, "orlando")).toBeNull();
    const rows = rawDatabase()
      .prepare("SELECT COUNT(*) AS n FROM permissions__library__books")
      .get();
    expect(rows).toEqual({ n: 0 });
  });

  it("applies 50 concurrent increments with a max bound exactly up to the bound", async () => {
    const store = openStore();
    await store.createDocument(books, book("orlando", { copies: 0 }));
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        store.incrementDocumentAttribute(books, "orlando", {
          attribute: "copies",
          by: 1,
          bound: { max: 30 },
          updatedAt: "2026-02-02T00:00:00.000+00:00",
        }),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(30);
    const refused = results.filter((result) => result.status === "rejected");
    expect(refused).toHaveLength(20);
    expect(refused[0]).toMatchObject({ reason: { type: "attribute_limit_exceeded" } });
    expect((await store.getDocument(books, "orlando"))?.data["copies"]).toBe(30);
  });

  it("decrements never below the min bound, and counts an unset number from 0", async () => {
    const store = openStore();
    await store.createDocument(books, book("orlando", { copies: 2, price: null }));
    const at = "2026-02-02T00:00:00.000+00:00";
    const down = { attribute: "copies", by: -2, bound: { min: 0 }, updatedAt: at };
    expect((await store.incrementDocumentAttribute(books, "orlando", down)).data["copies"]).toBe(0);
    await expect(store.incrementDocumentAttribute(books, "orlando", down)).rejects.toMatchObject({
      type: "attribute_limit_exceeded",
      message: 'Attribute "copies" has reached the minimum value of 0',
    });
    const price = { attribute: "price", by: 2.5, bound: null, updatedAt: at };
    expect((await store.incrementDocumentAttribute(books, "orlando", price)).data["price"]).toBe(
      2.5,
    );
  });

  it("creates the declared indexes as real SQLite indexes", () => {
    openStore();
    const indexes = rawDatabase()
      .prepare(
        "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND name LIKE 'index__%' ORDER BY name",
      )
      .all();
    expect(indexes).toEqual([
      {
        name: "index__library__books__isbn_unique",
        sql: expect.stringMatching(/^CREATE UNIQUE INDEX .*\("isbn" ASC\)$/),
      },
      {
        name: "index__library__books__published",
        sql: expect.stringMatching(/\("publishedAt" DESC\)$/),
      },
    ]);
  });

  it("keeps every book when the database is closed and opened again", async () => {
    const store = openStore();
    await shelve(store);
    for (const opening of opened.splice(0)) await opening.close();
    const reopened = openStore();
    expect(await ids(reopened, {})).toEqual(["orlando", "giovanni", "stone-butch", "fun-home"]);
    expect((await reopened.getDocument(books, "orlando"))?.data["tags"]).toEqual([
      "classic",
      "queer",
    ]);
  });
});
