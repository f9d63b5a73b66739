import { describe, expect, it } from "vitest";
import { AppwriteError, toErrorBody } from "./appwrite-error.ts";
import { errorCatalogue, type ErrorType } from "./catalogue.ts";
import { catalogueMismatches } from "./published-catalogue.ts";

// The comparison with Appwrite's own published catalogue needs that file, which is not part of
// the repository: `npm run check:errors` runs it (and CI does, .ci/run). Here the comparison itself
// is tested, on catalogues made from ours, so it cannot pass by comparing nothing.

const types = Object.keys(errorCatalogue).filter((key): key is ErrorType => key in errorCatalogue);
const ours = types.map((type) => ({ type, code: errorCatalogue[type][0] }));

describe("the error catalogue", () => {
  const comparisons = [
    {
      name: "a catalogue that lists every type with our codes finds nothing",
      published: ours,
      expected: [],
    },
    {
      name: "a catalogue without document_not_found finds it invented",
      published: ours.filter(({ type }) => type !== "document_not_found"),
      expected: ["document_not_found is not in Appwrite's catalogue"],
    },
    {
      name: "a catalogue where user_unauthorized is a 403 finds the other code",
      published: ours.map((entry) =>
        entry.type === "user_unauthorized" ? { ...entry, code: 403 } : entry,
      ),
      expected: ["user_unauthorized answers 401 here and 403 in Appwrite"],
    },
    {
      name: "an empty catalogue finds every type",
      published: [],
      expected: types.map((type) => `${type} is not in Appwrite's catalogue`),
    },
  ];
  it.each(comparisons)("compared with Appwrite's: $name", ({ published, expected }) => {
    expect(catalogueMismatches({ errors: published })).toEqual(expected);
  });

  it("gives every type a 4xx or 5xx code and a message", () => {
    for (const type of types) {
      const [code, message] = errorCatalogue[type];
      expect(code, type).toBeGreaterThanOrEqual(400);
      expect(code, type).toBeLessThan(600);
      expect(message.length, type).toBeGreaterThan(10);
    }
  });

  it("writes an error as Appwrite's body with the catalogue code and a specific message", () => {
    const body = toErrorBody(
      new AppwriteError(
        "document_not_found",
        "Document with the requested ID 'x' could not be found.",
      ),
    );
    expect(body).toEqual({
      message: "Document with the requested ID 'x' could not be found.",
      code: 404,
      type: "document_not_found",
      version: expect.stringMatching(/^1\.7\./),
    });
  });

  it("keeps the internal cause out of the body", () => {
    const body = toErrorBody(
      new AppwriteError("general_unknown", undefined, {
        cause: new Error("SQLITE_CORRUPT at /secret/path"),
      }),
    );
    expect(JSON.stringify(body)).not.toContain("SQLITE");
  });
});
