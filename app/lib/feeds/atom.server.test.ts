import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { renderAtomFeed } from "./atom.server.ts";

describe("renderAtomFeed", () => {
  it("a club with no meetings still gets a valid Atom feed with its title, id and author", () => {
    const atom = renderAtomFeed([], {
      clubName: "Maple Ridge Pride Club",
      timeZone: "America/Chicago",
      publicUrl: "https://pride.example.org",
    });
    const { feed } = new XMLParser({ ignoreAttributes: false }).parse(atom);

    expect(feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(feed.title).toBe("Maple Ridge Pride Club: meetings");
    expect(feed.id).toBe("https://pride.example.org/");
    expect(feed.author.name).toBe("Maple Ridge Pride Club");
    expect(feed.entry).toBeUndefined();
  });
});
