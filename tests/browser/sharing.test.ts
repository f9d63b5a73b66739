import { text } from "node:stream/consumers";
import { PDFDocument } from "pdf-lib";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agendaSchema, saveAgenda } from "../../app/lib/collections/agendas.ts";
import { eventOf, parseCalendar } from "../support/ical.ts";
import { daysFromNow, readAgenda, seedMeeting } from "../support/seed-meetings.ts";
import {
  eventually,
  expectCount,
  expectFocusOn,
  expectHidden,
  expectVisible,
} from "../support/user-sees.ts";
import {
  openSitePage,
  saveScreenshot,
  startSiteWorld,
  waitForPageReady,
  type SiteWorld,
} from "./site-fixtures.ts";

// Sharing a meeting: adding it to a calendar, the previews a shared link shows, and the printed
// agenda. One server and one meeting for the file.

let world: SiteWorld;
let meetingId: string;

beforeAll(async () => {
  world = await startSiteWorld({ clubTimeZone: "America/Chicago" });
  meetingId = await seedMeeting(world.organiser, {
    title: "Pride Week Planning",
    location: "Room 214",
    start: daysFromNow(3),
    end: daysFromNow(3, 1),
    agenda: {
      agenda_preview: "Snacks, then planning Pride Week.",
      question_1: "What made you smile this week?",
      quote_text: "Be yourself; everyone else is already taken.",
      quote_author: "Oscar Wilde",
      everything_else: "## Plan for today\n\n1. Snacks\n2. **Posters**",
    },
  });
});

afterAll(() => world?.close());

describe("add to calendar", () => {
  it("a visitor downloads the meeting, or finds the subscribe and Google Calendar links, with no request to Google", async () => {
    const visitor = await openSitePage(world);
    const { page } = visitor;
    const requestedOrigins = new Set<string>();
    page.on("request", (request) => requestedOrigins.add(new URL(request.url()).origin));
    await page.goto(`${world.server.url}/agenda/${meetingId}`);

    await page.getByText("Add to calendar").click();
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download this meeting (.ics)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${meetingId}.ics`);
    const calendar = parseCalendar(await text(await file.createReadStream()));
    const host = new URL(world.server.publicUrl).hostname;
    expect(eventOf(calendar, `meeting-${meetingId}@${host}`).summary).toBe("Pride Week Planning");

    const subscribe = page.getByRole("link", { name: "Subscribe to every meeting" });
    await eventually(() => subscribe.getAttribute("href")).toBe(
      `${world.server.publicUrl.replace(/^http/, "webcal")}/calendar.ics`,
    );
    const google = page.getByRole("link", { name: "Add to Google Calendar" });
    const googleLink = new URL((await google.getAttribute("href")) ?? "");
    expect(googleLink.origin).toBe("https://calendar.google.com");
    expect(googleLink.searchParams.get("text")).toBe("Pride Week Planning");
    expect(googleLink.searchParams.get("location")).toBe("Room 214");
    await saveScreenshot(page, "add-to-calendar");
    expect([...requestedOrigins]).toEqual([world.server.url]);

    await page.goto(world.server.url);
    const card = page.getByRole("article", { name: "Pride Week Planning" });
    await card.getByText("Add to calendar").click();
    await expectVisible(card.getByRole("link", { name: "Download this meeting (.ics)" }));
    await expectCount(page.getByRole("link", { name: "Add to Google Calendar" }), 1);
    await visitor.close();
  });

  it("an edit arriving while a visitor has it open shows, and leaves it open with their focus", async () => {
    const visitor = await openSitePage(world);
    const { page } = visitor;
    await page.goto(`${world.server.url}/agenda/${meetingId}`);
    await waitForPageReady(page);
    await page.getByText("Add to calendar").click();
    await page.getByRole("link", { name: "Add to Google Calendar" }).focus();

    const stored = agendaSchema.parse(await readAgenda(world.organiser, meetingId));
    try {
      await saveAgenda(world.organiser.databases, meetingId, {
        ...stored,
        agenda_preview: "Snacks, then posters for Pride Week.",
      });
      await expectVisible(page.getByText("Snacks, then posters for Pride Week."));
      await expectVisible(page.getByRole("link", { name: "Download this meeting (.ics)" }));
      await expectFocusOn(page, "Add to Google Calendar");
    } finally {
      // The link previews below read the agenda as seeded.
      await saveAgenda(world.organiser.databases, meetingId, stored);
      await visitor.close();
    }
  });
});

/** The content of the head's meta tag with `attribute`="`name`". */
function metaContent(page: Page, attribute: "name" | "property", name: string) {
  return page.locator(`head meta[${attribute}="${name}"]`).getAttribute("content");
}

/** The page's schema.org JSON-LD blocks, parsed. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

describe("link previews", () => {
  it("a shared agenda previews with its title, preview line, canonical address, image and Event data, and the page logs no CSP report", async () => {
    const visitor = await openSitePage(world);
    const { page } = visitor;
    const agendaUrl = `${world.server.publicUrl}/agenda/${meetingId}`;
    await page.goto(`${world.server.url}/agenda/${meetingId}`);

    await eventually(() => metaContent(page, "name", "description")).toBe(
      "Snacks, then planning Pride Week.",
    );
    await eventually(() => page.locator('head link[rel="canonical"]').getAttribute("href")).toBe(
      agendaUrl,
    );
    expect(await metaContent(page, "property", "og:title")).toBe("Pride Week Planning | Agenda");
    expect(await metaContent(page, "property", "og:url")).toBe(agendaUrl);
    expect(await metaContent(page, "property", "og:image")).toBe(
      `${world.server.publicUrl}/og-image.png`,
    );
    expect(await metaContent(page, "name", "twitter:card")).toBe("summary_large_image");
    const [event] = await structuredData(page);
    expect(event).toMatchObject({
      "@type": "Event",
      name: "Pride Week Planning",
      eventStatus: "https://schema.org/EventScheduled",
      location: { "@type": "Place", name: "Room 214" },
      organizer: { "@type": "Organization", name: world.server.club.club.name },
    });
    expect(event?.startDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-0[56]:00$/);

    await page.goto(world.server.url);
    await eventually(() => structuredData(page)).toEqual([
      expect.objectContaining({ "@type": "Organization", name: world.server.club.club.name }),
    ]);
    await visitor.close();
  });
});

describe("printing an agenda", () => {
  it("prints a one-page handout of the agenda without the site's navigation, footer, quick exit or buttons", async () => {
    const visitor = await openSitePage(world);
    const { page } = visitor;
    await page.goto(`${world.server.url}/agenda/${meetingId}`);
    await page.emulateMedia({ media: "print" });

    await expectVisible(page.getByRole("region", { name: "Club Guidelines" }));
    await expectVisible(page.getByText("Be yourself; everyone else is already taken."));
    await expectVisible(page.getByRole("heading", { name: "Plan for today" }));
    await expectHidden(page.getByRole("navigation", { name: "Main" }));
    await expectHidden(page.getByRole("link", { name: "Exit this page" }));
    await expectHidden(page.getByRole("contentinfo"));
    await expectHidden(page.getByRole("button", { name: "Present mode" }));
    await expectHidden(page.getByText("Add to calendar"));

    const pdf = await PDFDocument.load(await page.pdf({ format: "Letter" }));
    expect(pdf.getPageCount()).toBe(1);
    await visitor.close();
  });
});
