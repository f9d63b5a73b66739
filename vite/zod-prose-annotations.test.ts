import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { unquotePureMarker, ZOD_FILES_QUOTING_PURE } from "./zod-prose-annotations.ts";

const zodRoot = path.dirname(createRequire(import.meta.url).resolve("zod/package.json"));
const ANY_MARKER = /[@#]__PURE__/g;

describe.each(ZOD_FILES_QUOTING_PURE)("zod's %s", (file) => {
  const code = fs.readFileSync(path.join(zodRoot, file), "utf8");

  it("still quotes the pure marker in a comment (when zod stops, remove zod-prose-annotations.ts)", () => {
    expect(code).toContain("`@__PURE__`");
  });

  it("keeps every real pure annotation and loses only the quoted ones once reworded", () => {
    const quoted = code.match(/`@__PURE__`/g)?.length ?? 0;
    const reworded = unquotePureMarker(code);
    expect(reworded).not.toContain("`@__PURE__`");
    expect(reworded.match(ANY_MARKER)?.length).toBe((code.match(ANY_MARKER)?.length ?? 0) - quoted);
  });
});
