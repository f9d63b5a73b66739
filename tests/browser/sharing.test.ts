import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventOf, parseCalendar } from "../support/ical.ts";
import { daysFromNow, seedMeeting } from "../support/seed-meetings.ts";
import { eventually, expectCount, expectVisible } from "../support/user-sees.ts";
import { openSitePage, saveScreenshot, startSiteWorld, type SiteWorld } from "./site-fixtures.ts";

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
});
