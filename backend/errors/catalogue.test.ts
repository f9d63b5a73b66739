import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AppwriteError, toErrorBody } from "./appwrite-error.ts";
import { errorCatalogue, type ErrorType } from "./catalogue.ts";

// Appwrite's published catalogue sits beside the project in ../shared when it is there (CI and the
// developers' machines); a plain clone has no such folder, and then only the internal checks run.
const publishedPath = path.resolve(
  import.meta.dirname,
  "../../../shared/appwrite/appwrite-errors.json",
);
const hasPublished = fs.existsSync(publishedPath);

const types = Object.keys(errorCatalogue).filter((key): key is ErrorType => key in errorCatalogue);

describe("the error catalogue", () => {
  it.skipIf(!hasPublished)(
    "uses only types Appwrite publishes, each with Appwrite's HTTP code",
    () => {
      const published: { errors: { type: string; code: number }[] } = JSON.parse(
        fs.readFileSync(publishedPath, "utf8"),
      );
      const codes = new Map(published.errors.map((error) => [error.type, error.code]));
      const mismatches = types.filter((type) => codes.get(type) !== errorCatalogue[type][0]);
      expect(mismatches).toEqual([]);
    },
  );

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
