import { AppwriteException } from "appwrite";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadAdminWords } from "./admin-words.ts";
import { saveTogether, type PartWrite } from "./save-together.ts";

// The admin frame loads the organiser's words before any save; these are an English organiser's.
beforeAll(() => loadAdminWords("en"));

// A screen's stored state as three named values, and a "server" (a plain record) that each
// part writes to, so a test reads what was stored after the save, undo included.
type Stored = Record<string, string>;

const REFUSED = new AppwriteException(
  "Invalid document structure",
  400,
  "document_invalid_structure",
);
const OFFLINE = new TypeError("Failed to fetch");

interface Rule {
  /** The value whose write the server refuses with `error`. */
  refuse: string;
  error: unknown;
}

function partsFor(server: Stored, changes: Stored, rules: Rule[] = []): PartWrite<Stored>[] {
  return Object.entries(changes).map(([key, next]) => {
    const previous = server[key] ?? "";
    const store = async (value: string) => {
      await Promise.resolve();
      const rule = rules.find(({ refuse }) => refuse === value);
      if (rule !== undefined) throw rule.error;
      server[key] = value;
      return (stored: Stored) => ({ ...stored, [key]: value });
    };
    return { name: `the ${key}`, write: () => store(next), undo: () => store(previous) };
  });
}

describe("saving several documents together", () => {
  let logged: unknown[][];

  beforeEach(() => {
    logged = [];
    vi.spyOn(console, "error").mockImplementation((...line: unknown[]) => void logged.push(line));
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("writes every changed part and answers what is stored, with no problem", async () => {
    const server = { meeting: "Movie Night", agenda: "Popcorn", notes: "Key" };
    const outcome = await saveTogether(
      { ...server },
      partsFor(server, { meeting: "Game Night", notes: "" }),
    );
    expect(outcome).toEqual({
      stored: { meeting: "Game Night", agenda: "Popcorn", notes: "" },
      problem: null,
    });
    expect(server).toEqual(outcome.stored);
    expect(logged).toEqual([]);
  });

  it("nothing to write answers what was stored", async () => {
    const saved = { meeting: "Movie Night" };
    expect(await saveTogether(saved, [])).toEqual({ stored: saved, problem: null });
  });

  it("a refused second write puts the first back and says nothing was changed", async () => {
    const server = { meeting: "Movie Night", agenda: "Popcorn", notes: "Key" };
    const outcome = await saveTogether(
      { ...server },
      partsFor(server, { meeting: "Game Night", notes: "x".repeat(20) }, [
        { refuse: "x".repeat(20), error: REFUSED },
      ]),
    );
    expect(server).toEqual({ meeting: "Movie Night", agenda: "Popcorn", notes: "Key" });
    expect(outcome.stored).toEqual(server);
    expect(outcome.problem).toBe(
      "The notes couldn't be saved, so nothing was changed. Some of the information isn't in the right format. Please check it and try again.",
    );
    expect(logged).toEqual([["Failed to save.", REFUSED]]);
  });

  it("two refused writes are both named", async () => {
    const server = { meeting: "Movie Night", agenda: "Popcorn", notes: "Key" };
    const outcome = await saveTogether(
      { ...server },
      partsFor(server, { meeting: "A", agenda: "B", notes: "C" }, [
        { refuse: "A", error: OFFLINE },
        { refuse: "C", error: OFFLINE },
      ]),
    );
    expect(server).toEqual({ meeting: "Movie Night", agenda: "Popcorn", notes: "Key" });
    expect(outcome.problem).toMatch(
      /^The meeting and the notes couldn't be saved, so nothing was changed\. We couldn't reach/,
    );
  });

  it("a write that cannot be put back stays as written, and the screen is told so", async () => {
    const server = { meeting: "Movie Night", agenda: "Popcorn", notes: "Key" };
    const outcome = await saveTogether(
      { ...server },
      partsFor(server, { meeting: "Game Night", agenda: "Chips" }, [
        { refuse: "Chips", error: REFUSED },
        { refuse: "Movie Night", error: OFFLINE },
      ]),
    );
    expect(server).toEqual({ meeting: "Game Night", agenda: "Popcorn", notes: "Key" });
    expect(outcome.stored).toEqual(server);
    expect(outcome.problem).toMatch(
      /^The agenda couldn't be saved\. Your changes to the meeting were saved and couldn't be undone\. Some of the information/,
    );
    expect(logged).toEqual([
      ["Failed to save.", REFUSED],
      ["Failed to put back", "the meeting", OFFLINE],
    ]);
  });

  it("sends every write before any answers: the writes go out together", async () => {
    const started: string[] = [];
    let answer: () => void = () => {};
    const gate = new Promise<void>((resolve) => (answer = resolve));
    const part = (name: string): PartWrite<Stored> => ({
      name,
      write: async () => {
        started.push(name);
        await gate;
        return (stored) => stored;
      },
      undo: () => Promise.reject(new Error("not undone")),
    });
    const saving = saveTogether({}, [part("a"), part("b"), part("c")]);
    expect(started).toEqual(["a", "b", "c"]);
    answer();
    expect((await saving).problem).toBeNull();
  });
});
