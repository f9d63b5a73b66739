import { describe, expect, it } from "vitest";
import { responseFormatOf } from "./response-format.ts";

describe("the response format a client asks for", () => {
  it.each([
    ["the 1.7-era SDK (1.7.0) gets the 1.7 models", "1.7.0", false],
    ["a 1.6 client gets the 1.7 models", "1.6.2", false],
    ["the 1.8 format gets the newest models", "1.8.0", true],
    ["the current SDK (2.0.0) gets the newest models", "2.0.0", true],
    ["a request without the header gets the newest shape", undefined, true],
    ["a garbled header gets the newest shape", "latest", true],
  ])("%s", (_name, header, newest) => {
    expect(responseFormatOf(header).isBefore18).toBe(!newest);
  });
});
