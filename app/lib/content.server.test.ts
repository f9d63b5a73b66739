import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseClubConfig } from "./club-config.ts";
import { loadContent, type ContentName } from "./content.server.ts";

const club = parseClubConfig(
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "../../club.config.json"), "utf8")),
  null,
);

const names: ContentName[] = [
  "about",
  "guidelines",
  "join",
  "privacy",
  "quick-exit",
  "support",
  "docs/lgbtq",
  "docs/guide-to-lgbtq",
];

describe("loadContent", () => {
  it.each(names)("content/%s.md becomes a title and HTML with every placeholder filled", (name) => {
    const page = loadContent(name, club);
    expect(page.title).not.toBe("");
    expect(page.html).not.toContain("{{");
    expect(page.html).not.toContain("<!--");
    expect(page.html, "the title is the page's h1, not part of the body").not.toContain("<h1");
  });

  it("fills the club's names into the about page", () => {
    const page = loadContent("about", club);
    expect(page.title).toBe("Welcome to Maple Ridge Pride Club");
    expect(page.html).toContain("Tuesdays after school");
    expect(page.html).toContain("Room 214");
  });

  it.each(names)("content/es/%s.md is the Spanish page, titled and filled in", (name) => {
    const page = loadContent(name, club, "es");
    expect(page.lang).toBe("es");
    expect(page.html).not.toContain("{{");
    expect(page.title).not.toBe(loadContent(name, club).title);
  });

  it("links of a Spanish page stay on the Spanish site", () => {
    const page = loadContent("about", club, "es");
    expect(page.title).toBe("Te damos la bienvenida a Maple Ridge Pride Club");
    expect(page.html).toContain('href="/es/join"');
    expect(page.html).not.toMatch(/href="\/(join|guidelines|support|docs)/);
  });
});
