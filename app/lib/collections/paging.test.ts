import { describe, expect, it } from "vitest";
import { LIST_PAGE_SIZE, parsePageNumber, readListPage, type ListRead } from "./paging.ts";

describe("parsePageNumber", () => {
  it.each([
    { name: "no page asked for is the first", values: [], page: 1 },
    { name: "page 1", values: ["1"], page: 1 },
    { name: "page 2", values: ["2"], page: 2 },
    { name: "the last page there may be", values: ["500"], page: 500 },
    { name: "page 0", values: ["0"], page: null },
    { name: "a negative page", values: ["-1"], page: null },
    { name: "a page with a leading zero", values: ["02"], page: null },
    { name: "a fraction", values: ["1.5"], page: null },
    { name: "a page with a plus sign", values: ["+2"], page: null },
    { name: "a word", values: ["two"], page: null },
    { name: "an empty page", values: [""], page: null },
    { name: "a page past 500", values: ["501"], page: null },
    { name: "a number too large for any list", values: ["99999999999999999999"], page: null },
    { name: "page asked for twice", values: ["1", "2"], page: null },
  ])("$name: $page", ({ values, page }) => {
    expect(parsePageNumber(values)).toBe(page);
  });
});

/** A list read over `items` in memory, as Appwrite's offset, limit and total answer it. */
function listOf(prefix: string, count: number): { read: ListRead<string>; calls: number[][] } {
  const items = Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`);
  const calls: number[][] = [];
  return {
    calls,
    read: (offset, limit) => {
      calls.push([offset, limit]);
      return Promise.resolve({ items: items.slice(offset, offset + limit), total: count });
    },
  };
}

describe("readListPage", () => {
  it("a club with nothing listed has one empty page", async () => {
    const page = await readListPage(1, listOf("u", 0).read, listOf("p", 0).read);

    expect(page).toEqual({ upcoming: [], past: [], page: 1, pageCount: 1 });
  });

  it("a first page lists every upcoming item before the most recent past ones", async () => {
    const page = await readListPage(1, listOf("u", 3).read, listOf("p", 30).read);

    expect(page.upcoming).toEqual(["u1", "u2", "u3"]);
    expect(page.past).toEqual(Array.from({ length: 17 }, (_, index) => `p${index + 1}`));
    expect(page.pageCount).toBe(2);
  });

  it("the second page carries on in the past list where the first stopped", async () => {
    const page = await readListPage(2, listOf("u", 3).read, listOf("p", 30).read);

    expect(page.upcoming).toEqual([]);
    expect(page.past).toEqual(Array.from({ length: 13 }, (_, index) => `p${index + 18}`));
  });

  it("a page that ends inside the upcoming list shows none of the past, which still count", async () => {
    const past = listOf("p", 5);
    const page = await readListPage(1, listOf("u", 25).read, past.read);

    expect(page.upcoming).toHaveLength(LIST_PAGE_SIZE);
    expect(page.past).toEqual([]);
    expect(page.pageCount).toBe(2);
    expect(past.calls).toEqual([[0, 1]]);
  });

  it("a page where the upcoming list ends part way fills up with the past list's first items", async () => {
    const page = await readListPage(2, listOf("u", 25).read, listOf("p", 5).read);

    expect(page.upcoming).toEqual(["u21", "u22", "u23", "u24", "u25"]);
    expect(page.past).toEqual(["p1", "p2", "p3", "p4", "p5"]);
    expect(page.pageCount).toBe(2);
  });

  it("exactly twenty items fill one page", async () => {
    const page = await readListPage(1, listOf("u", 10).read, listOf("p", 10).read);

    expect(page.pageCount).toBe(1);
    expect([...page.upcoming, ...page.past]).toHaveLength(20);
  });

  it("a page past the end reads as empty, with the real page count to compare", async () => {
    const page = await readListPage(9, listOf("u", 2).read, listOf("p", 2).read);

    expect(page).toEqual({ upcoming: [], past: [], page: 9, pageCount: 1 });
  });
});
