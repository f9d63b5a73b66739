import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { calendarEntry } from "../../../tests/support/calendar-entries.ts";
import { parseWellFormedXml } from "../../../tests/support/xml.ts";
import type { CalendarEntry } from "../calendar/calendar-entry.ts";
import { renderAtomFeed } from "./atom.server.ts";
import { translatorFor } from "../../../i18n/catalogues.ts";
import { wordsOf } from "../words.tsx";

const options = {
  clubName: "Maple Ridge Pride Club",
  timeZone: "America/Chicago",
  publicUrl: "https://pride.example.org",
  words: wordsOf(translatorFor("en")),
};

const entry = (overrides: Partial<CalendarEntry>) =>
  calendarEntry({ description: "Agenda: https://pride.example.org/agenda/a", ...overrides });

interface AtomText {
  "#text": string;
  "@_type": string;
}

function feedOf(atom: string): {
  entry?: { title: AtomText; summary: AtomText; link: unknown[] }[];
} {
  return parseWellFormedXml(atom).feed;
}

describe("renderAtomFeed", () => {
  it("a club with no meetings still gets a valid Atom feed with its title, id and author", () => {
    const atom = renderAtomFeed([], options);
    const { feed } = new XMLParser({ ignoreAttributes: false }).parse(atom);

    expect(feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(feed.title).toMatchObject({ "#text": "Maple Ridge Pride Club: meetings" });
    expect(feed.id).toBe("https://pride.example.org/");
    expect(feed.author.name).toBe("Maple Ridge Pride Club");
    expect(feed.entry).toBeUndefined();
  });

  it.each([
    { name: "markup", title: "Q&A <b>night</b>" },
    { name: "entities", title: "Fish &amp; chips &lt;3 &#x26;" },
    { name: "a CDATA end", title: "Bring ]]> and <![CDATA[ friends" },
    { name: "quotes", title: `"Quoted" & 'single'` },
  ])("a title with $name reaches a reader as that exact text, not as HTML", ({ title }) => {
    const atom = renderAtomFeed([entry({ title, description: title })], options);
    const [only] = feedOf(atom).entry ?? [];

    expect(only?.title).toEqual({ "#text": title, "@_type": "text" });
    expect(only?.summary["@_type"]).toBe("text");
    expect(only?.summary["#text"].endsWith(`in Room 214. ${title}`)).toBe(true);
    expect(atom).not.toContain('type="html"');
  });

  it("a canceled meeting's entry says so and links its agenda on PUBLIC_URL", () => {
    const [only] = feedOf(renderAtomFeed([entry({ canceled: true })], options)).entry ?? [];

    expect(only?.title["#text"]).toBe("Canceled: Pride Week Planning");
    expect(only?.summary["#text"]).toMatch(/^Canceled: /);
    expect(only?.link).toEqual([
      expect.objectContaining({ "@_href": "https://pride.example.org/agenda/a" }),
    ]);
  });

  it("control characters in the club's name, a title, a place, a text or an address leave a well-formed feed", () => {
    const atom = renderAtomFeed(
      [
        entry({
          title: "Bell\u0007 night",
          location: "Room\u001B 12",
          description: "Bring\u0000 snacks\uFFFF.",
          url: "https://pride.example.org/agenda/a\u0000",
        }),
      ],
      { ...options, clubName: "Maple Ridge\u0000\r\nPride\u0008 Club" },
    );
    const feed = parseWellFormedXml(atom).feed;
    const [only] = feedOf(atom).entry ?? [];

    expect(feed.title["#text"]).toBe("Maple Ridge Pride Club: meetings");
    expect(feed.author.name).toBe("Maple Ridge Pride Club");
    expect(only?.title["#text"]).toBe("Bell night");
    expect(only?.summary["#text"]).toMatch(/in Room 12\. Bring snacks\.$/);
    expect(only?.link).toEqual([
      expect.objectContaining({ "@_href": "https://pride.example.org/agenda/a" }),
    ]);
  });
});
