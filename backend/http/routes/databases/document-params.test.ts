import { describe, expect, it } from "vitest";
import {
  createBody,
  documentPath,
  incrementBody,
  listParams,
  parseParams,
  updateBody,
} from "./document-params.ts";

const ID_RULE =
  "Parameter must contain at most 36 chars. Valid chars are a-z, A-Z, 0-9, period, hyphen, and underscore. Can't start with a special char";

describe("document ids", () => {
  const ids: { name: string; documentId: string; isValid: boolean }[] = [
    { name: "letters and digits", documentId: "meeting2026", isValid: true },
    { name: "period, hyphen and underscore inside", documentId: "a.b-c_d", isValid: true },
    { name: "exactly 36 chars", documentId: "a".repeat(36), isValid: true },
    { name: "an SDK ID.unique() value", documentId: "6745f0b2000a1b2c3d4e", isValid: true },
    { name: "37 chars", documentId: "a".repeat(37), isValid: false },
    { name: "a leading underscore", documentId: "_meeting", isValid: false },
    { name: "a leading period", documentId: ".meeting", isValid: false },
    { name: "a space", documentId: "my meeting", isValid: false },
    { name: "a slash", documentId: "a/b", isValid: false },
    { name: "an empty id", documentId: "", isValid: false },
  ];

  it.each(ids)("a path id with $name is valid: $isValid", ({ documentId, isValid }) => {
    const parse = () =>
      parseParams(documentPath, { databaseId: "db", collectionId: "c", documentId });
    if (isValid) expect(parse().documentId).toBe(documentId);
    else
      expect(parse).toThrow(
        expect.objectContaining({
          type: "general_argument_invalid",
          message: `Invalid \`documentId\` param: ${ID_RULE}`,
        }),
      );
  });

  it("accepts unique() only where a document is created", () => {
    expect(parseParams(createBody, { documentId: "unique()", data: { a: 1 } }).documentId).toBe(
      "unique()",
    );
    expect(() =>
      parseParams(documentPath, { databaseId: "db", collectionId: "c", documentId: "unique()" }),
    ).toThrow(ID_RULE);
  });
});

describe("request params", () => {
  it("names a missing required param as Appwrite does", () => {
    expect(() => parseParams(documentPath, { databaseId: "db", collectionId: "c" })).toThrow(
      expect.objectContaining({
        type: "general_argument_invalid",
        message: 'Param "documentId" is not optional.',
      }),
    );
  });

  it("takes a create without an id or data, for the service to refuse as Appwrite 1.7.4 does", () => {
    expect(parseParams(createBody, {})).toEqual({ documentId: "", data: {}, permissions: null });
  });

  it("takes data as an object or as a JSON string, and refuses anything else", () => {
    expect(parseParams(updateBody, { data: '{"title":"Hi"}' }).data).toEqual({ title: "Hi" });
    expect(() => parseParams(updateBody, { data: [1] })).toThrow(
      "Invalid `data` param: Value must be a valid JSON object",
    );
  });

  it("defaults an increment to 1 with no bound, and refuses a non-number", () => {
    expect(parseParams(incrementBody, {})).toEqual({ value: 1, max: null });
    expect(() => parseParams(incrementBody, { value: "2" })).toThrow(
      "Invalid `value` param: Value must be a valid number",
    );
  });

  it("reads total=false and refuses a total that is not a boolean", () => {
    expect(parseParams(listParams, { queries: [], total: "false" }).total).toBe(false);
    expect(() => parseParams(listParams, { queries: [], total: "no" })).toThrow(
      "Invalid `total` param: Value must be a valid boolean",
    );
  });

  it("leaves a transaction id out of the parsed body (the routes stage the call with it)", () => {
    expect(parseParams(updateBody, { data: { a: 1 }, transactionId: "tx1" })).toEqual({
      data: { a: 1 },
      permissions: null,
    });
  });
});
