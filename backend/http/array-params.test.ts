import { describe, expect, it } from "vitest";
import { arrayParam } from "./array-params.ts";

describe("array parameters in a query string", () => {
  it.each([
    ["the current SDK's indexed keys", "scopes[0]=a&scopes[1]=b", ["a", "b"]],
    ["empty brackets", "scopes[]=a&scopes[]=b", ["a", "b"]],
    ["a repeated plain key", "scopes=a&scopes=b", ["a", "b"]],
    ["other parameters are left alone", "scopes[0]=a&project=p&scopesx=c", ["a"]],
    ["no values", "project=p", []],
  ])("reads %s", (_name, query, expected) => {
    expect(arrayParam(new URLSearchParams(query), "scopes")).toEqual(expected);
  });
});
