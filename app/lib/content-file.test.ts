import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseClubConfig } from "./club-config.ts";
import { fillPlaceholders, PAGE_NAMES, splitContent, unknownPlaceholders } from "./content-file.ts";

const root = path.join(import.meta.dirname, "../..");
const club = parseClubConfig(
  JSON.parse(fs.readFileSync(path.join(root, "club.config.json"), "utf8")),
  null,
);
const fileOf = (name: string) => fs.readFileSync(path.join(root, "content", `${name}.md`), "utf8");

describe("the club's starting pages in content/", () => {
  it.each(PAGE_NAMES)(
    "content/%s.md splits into a title and Markdown every placeholder of which is known",
    (name) => {
      const source = fileOf(name);
      const page = splitContent(name, source);
      expect(page.title).not.toBe("");
      expect(page.markdown).not.toContain("<!--");
      expect(page.markdown, "the title is the page's h1, not part of the body").not.toMatch(/^# /m);
      expect(unknownPlaceholders(source)).toEqual([]);
    },
  );

  it("fills the club's names into the about page", () => {
    const page = splitContent("about", fileOf("about"));
    expect(fillPlaceholders(page.title, club)).toBe("Welcome to Maple Ridge Pride Club");
    const body = fillPlaceholders(page.markdown, club);
    expect(body).toContain("Tuesdays after school");
    expect(body).not.toContain("{{");
  });

  it("refuses a file without a title, naming it", () => {
    expect(() => splitContent("join", "Just text")).toThrow(
      /content\/join\.md needs a first-level heading/,
    );
  });
});
