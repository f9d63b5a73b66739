import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadProjectSchema } from "../backend/schema/load-project-schema.ts";
import { CLI_CONFIG_PATH, renderCliConfig } from "./appwrite-cli-config.ts";
import { GENERATED_PATH, renderCollectionAttributes } from "./collections-typegen.ts";

describe("the site's generated attributes", () => {
  it("match appwrite.json (after changing it, `npm run typecheck` writes them again)", () => {
    const project = loadProjectSchema(path.join(import.meta.dirname, "../appwrite.json"));
    expect(fs.readFileSync(GENERATED_PATH, "utf8")).toBe(renderCollectionAttributes(project));
  });
});

describe("the Appwrite CLI's config", () => {
  it("matches appwrite.json (after changing it, `npm run typecheck` writes it again)", async () => {
    expect(fs.readFileSync(CLI_CONFIG_PATH, "utf8")).toBe(await renderCliConfig());
  });

  it("names the club's database in both of the CLI's forms, so no push offers to delete it", async () => {
    const config = JSON.parse(await renderCliConfig()) as Record<string, { $id: string }[]>;
    const ids = (key: string) => (config[key] ?? []).map(({ $id }) => $id);
    expect(ids("tablesDB")).toEqual(["offbranch"]);
    expect(ids("databases")).toEqual(["offbranch"]);
    expect(ids("tables")).toEqual(ids("collections"));
    expect(ids("tables")).toContain("club_meetings");
  });
});
