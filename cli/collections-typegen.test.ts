import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadProjectSchema } from "../backend/schema/load-project-schema.ts";
import { GENERATED_PATH, renderCollectionAttributes } from "./collections-typegen.ts";

describe("the site's generated attributes", () => {
  it("match appwrite.json (after changing it, `npm run typecheck` writes them again)", () => {
    const project = loadProjectSchema(path.join(import.meta.dirname, "../appwrite.json"));
    expect(fs.readFileSync(GENERATED_PATH, "utf8")).toBe(renderCollectionAttributes(project));
  });
});
