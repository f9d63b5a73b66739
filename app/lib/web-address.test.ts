import { describe, expect, it } from "vitest";
import { isWebAddress } from "./web-address.ts";

describe("isWebAddress", () => {
  it.each([
    { name: "an https address", text: "https://www.bbc.co.uk/weather" },
    { name: "an http address", text: "http://weather.example/today?city=x#now" },
    { name: "a scheme in capitals", text: "HTTPS://weather.example/" },
  ])("takes $name", ({ text }) => {
    expect(isWebAddress(text)).toBe(true);
  });

  it.each([
    { name: "javascript:", text: "javascript:alert(document.cookie)" },
    { name: "javascript: in capitals with a comment", text: "JavaScript://x%0Aalert(1)" },
    { name: "data:", text: "data:text/html,<script>alert(1)</script>" },
    { name: "vbscript:", text: "vbscript:msgbox(1)" },
    { name: "a relative address", text: "/quick-exit" },
    { name: "a bare host", text: "weather.example" },
    { name: "a protocol-relative address", text: "//evil.example/" },
    { name: "https without slashes", text: "https:evil.example" },
    { name: "a backslash for a slash", text: "https:\\\\evil.example" },
    { name: "a leading space", text: " https://weather.example/" },
    { name: "a line break inside", text: "https://weather.example/\nx" },
    { name: "a tab inside the scheme", text: "java\tscript:alert(1)" },
    { name: "no host", text: "https:///path" },
    { name: "ftp:", text: "ftp://files.example/" },
    { name: "an empty text", text: "" },
  ])("refuses $name", ({ text }) => {
    expect(isWebAddress(text)).toBe(false);
  });
});
