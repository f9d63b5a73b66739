import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { formatCardDate, formatTimeRange } from "../../app/lib/club-time/index.ts";
import { loadSettings } from "../../server/env.ts";
import { startServer } from "../../server/http-server.ts";
import { launchChromium } from "../support/browser.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { VIEWPORTS } from "../support/browser-world.ts";
import { daysFromNow, seedEvent, seedMeeting } from "../support/seed-meetings.ts";
import {
  openSitePage,
  saveScreenshot,
  startSiteWorld,
  waitForPageReady,
  type SiteWorld,
} from "./site-fixtures.ts";
import {
  eventually,
  expectCount,
  expectHidden,
  expectText,
  expectVisible,
} from "../support/user-sees.ts";

const CLUB_ZONE = "America/Chicago";

describe("the landing page", () => {
  let world: SiteWorld;
  const ids: Record<string, string> = {};
  const upcomingStart = daysFromNow(2, 1);
  const upcomingEnd = daysFromNow(2, 2);
  const eventTime = daysFromNow(5, 1);

  beforeAll(async () => {
    world = await startSiteWorld({ clubTimeZone: CLUB_ZONE });
    const { organiser } = world;
    await seedMeeting(organiser, {
      title: "Long Ago Social",
      start: daysFromNow(-10),
      end: daysFromNow(-10, 1),
    });
    ids.trivia = await seedMeeting(organiser, {
      title: "Queer History Trivia",
      location: "Room 214",
      start: daysFromNow(-2),
      end: daysFromNow(-2, 1),
    });
    ids.planning = await seedMeeting(organiser, {
      title: "Pride Week Planning",
      location: "Library, table 3",
      start: upcomingStart,
      end: upcomingEnd,
    });
    ids.movie = await seedMeeting(organiser, {
      title: "Movie Night",
      location: "Auditorium",
      start: daysFromNow(9),
      end: daysFromNow(9, 2),
      canceled: true,
    });
    await seedMeeting(organiser, {
      title: "Poster Workshop",
      start: daysFromNow(16),
      end: daysFromNow(16, 1),
    });
    await seedMeeting(organiser, {
      title: "Game Afternoon",
      start: daysFromNow(23),
      end: daysFromNow(23, 1),
    });
    await seedMeeting(organiser, {
      title: "Sixth In Line",
      start: daysFromNow(30),
      end: daysFromNow(30, 1),
    });
    await seedEvent(organiser, { title: "Bake Sale", time: eventTime });
    await seedEvent(organiser, { title: "Spring Dance", time: daysFromNow(60) });
  });

  afterAll(async () => {
    await world?.close();
  });

  it("a visitor gets the meetings in the first HTML response, titled with the club's name", async () => {
    const response = await fetch(world.server.url);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(html).toContain("<title>Maple Ridge Pride Club</title>");
    expect(html).toContain("Pride Week Planning");
    expect(html).toContain("Bake Sale");
    expect(html, "started more than seven days ago").not.toContain("Long Ago Social");
    expect(html, "only five meetings are listed").not.toContain("Sixth In Line");
  });

  it.each(VIEWPORTS)(
    "a visitor sees every part of the landing page at $name width",
    async ({ name, size }) => {
      const visitor = await openSitePage(world, { viewport: size });
      const { page } = visitor;
      await page.goto(world.server.url);

      await expectText(page.getByRole("heading", { level: 1 }), "Maple Ridge Pride Club");
      await expectVisible(page.getByText("Maple Ridge High School", { exact: true }));

      const meetings = page.getByRole("region", { name: "Meetings" }).getByRole("article");
      await expectCount(meetings, 5);
      await expectText(meetings.first().getByRole("heading"), "Queer History Trivia");

      const ended = meetings.filter({ hasText: "Queer History Trivia" });
      await expectVisible(ended.getByText("Ended", { exact: true }));
      await eventually(() => ended.getAttribute("class")).toContain("is-ended");
      await expectVisible(ended.getByText("2 days ago"));

      const upcoming = meetings.filter({ hasText: "Pride Week Planning" });
      await expectVisible(
        upcoming.getByText(formatCardDate(upcomingStart, CLUB_ZONE), { exact: true }),
      );
      await expectVisible(upcoming.getByText("in 2 days"));
      await expectVisible(
        upcoming.getByText(formatTimeRange(upcomingStart, upcomingEnd, CLUB_ZONE), { exact: true }),
      );
      await expectVisible(upcoming.getByText("Library, table 3"));
      await eventually(() =>
        upcoming.getByRole("link", { name: "Open Agenda" }).getAttribute("href"),
      ).toBe(`/agenda/${ids.planning}`);

      const canceled = meetings.filter({ hasText: "Movie Night" });
      await expectVisible(canceled.getByText("Canceled", { exact: true }));

      const events = page.getByRole("region", { name: "Events" }).getByRole("article");
      await expectCount(events, 2);
      const bakeSale = events.filter({ hasText: "Bake Sale" });
      await expectVisible(
        bakeSale.getByText(formatCardDate(eventTime, CLUB_ZONE), { exact: true }),
      );
      await expectVisible(bakeSale.getByText("in 5 days"));

      await expectVisible(page.getByRole("heading", { name: "Who We Are" }));
      await expectVisible(page.getByRole("heading", { name: "How To Join" }));
      await eventually(() =>
        page
          .getByRole("link", { name: "Learn More about joining", exact: true })
          .getAttribute("href"),
      ).toBe("/join");

      await expectNoAxeViolations(page);
      await saveScreenshot(page, `landing-${name}`);
      await visitor.close();
    },
  );

  it("the footer links to the school and the site's creator, and mails people by role, never by name", async () => {
    const visitor = await openSitePage(world);
    const { page } = visitor;
    await page.goto(world.server.url);
    const footer = page.getByRole("contentinfo");

    const href = (name: string) =>
      footer.getByRole("link", { name, exact: true }).getAttribute("href");
    await eventually(() => href("Email the club leaders")).toBe("mailto:leaders@example.edu");
    await eventually(() => href("Email the co-leaders")).toBe("mailto:coleaders@example.edu");
    await eventually(() => href("Email the website manager")).toBe("mailto:web@example.edu");
    await eventually(() => href("Maple Ridge High School website")).toBe(
      "https://www.example.edu/",
    );
    await eventually(() => href("the club's web team")).toBe("https://www.example.org/");
    await eventually(() => footer.textContent()).toContain("PRIDE");
    await eventually(() => footer.textContent()).toContain(
      "not affiliated with Maple Ridge High School or the school district",
    );

    const html = await page.content();
    for (const personName of ["Club Leader", "Club Co-Leader", "Website Manager"]) {
      expect(html, "names stay off public pages").not.toContain(personName);
    }
    await visitor.close();
  });

  it("the navbar's plain links load whole pages, and the bar changes look past 50 px", async () => {
    const visitor = await openSitePage(world, { viewport: { width: 1280, height: 600 } });
    const { page } = visitor;
    await page.goto(world.server.url);
    await waitForPageReady(page);
    const navigation = page.getByRole("navigation", { name: "Main" });

    await eventually(() =>
      page.getByRole("link", { name: "Maple Ridge Pride Club" }).getAttribute("href"),
    ).toBe("/");
    for (const [label, href] of [
      ["Join", "/join"],
      ["Guidelines", "/guidelines"],
      ["About", "/about"],
    ]) {
      await eventually(() =>
        navigation.getByRole("link", { name: label, exact: true }).getAttribute("href"),
      ).toBe(href);
    }

    const header = page.getByRole("banner");
    await page.evaluate(() => window.scrollTo(0, 40));
    await eventually(() => header.getAttribute("class")).not.toContain("is-scrolled");
    await page.evaluate(() => window.scrollTo(0, 300));
    await eventually(() => header.getAttribute("class")).toContain("is-scrolled");
    await page.evaluate(() => window.scrollTo(0, 0));
    await eventually(() => header.getAttribute("class")).not.toContain("is-scrolled");

    const documentLoad = page.waitForResponse(
      (response) =>
        response.url() === `${world.server.url}/join` &&
        response.request().resourceType() === "document",
    );
    await navigation.getByRole("link", { name: "Join", exact: true }).click();
    expect((await documentLoad).status()).toBe(200);
    // The response can arrive before the new document replaces the old one.
    await eventually(() => page.title()).toBe("How to Join | Maple Ridge Pride Club");
    await visitor.close();
  });
});

describe("relative times on the landing page", () => {
  let world: SiteWorld;
  // The server's clock runs this far ahead of the test's, so a meeting can end without waiting.
  let serverClockAhead = 0;
  const endingSoon = new Date(Date.now() + 10 * 60_000);

  beforeAll(async () => {
    world = await startSiteWorld({
      clubTimeZone: CLUB_ZONE,
      now: () => new Date(Date.now() + serverClockAhead),
    });
    await seedMeeting(world.organiser, {
      title: "Starting Soon",
      start: new Date(Date.now() + 150_000).toISOString(),
      end: daysFromNow(0, 1),
    });
    await seedMeeting(world.organiser, {
      title: "Ending Soon",
      start: new Date(Date.now() - 50 * 60_000).toISOString(),
      end: endingSoon.toISOString(),
    });
  });

  afterAll(async () => {
    await world?.close();
  });

  it("a meeting two minutes away reads 'in 2 minutes', then 'just now' once it has started", async () => {
    const visitor = await openSitePage(world);
    const { page } = visitor;
    await page.clock.install();
    await page.goto(world.server.url);
    await waitForPageReady(page);
    const card = page.getByRole("article").filter({ hasText: "Starting Soon" });
    await expectVisible(card.getByText(/in [12] minutes?/));

    await page.clock.fastForward(180_000);
    await expectText(card.locator("time").nth(1), "just now");
    await visitor.close();
  });

  it("a meeting that ends while the page is open shows 'Ended' without a reload", async () => {
    const visitor = await openSitePage(world);
    const { page } = visitor;
    await page.clock.install();
    await page.goto(world.server.url);
    await waitForPageReady(page);
    const card = page.getByRole("article").filter({ hasText: "Ending Soon" });
    await expectVisible(card.getByText("Add to calendar"));
    await expectHidden(card.getByText("Ended", { exact: true }));

    serverClockAhead = endingSoon.getTime() - Date.now() + 1000;
    await page.clock.fastForward(endingSoon.getTime() - Date.now() + 1000);
    await expectVisible(card.getByText("Ended", { exact: true }));
    await expectHidden(card.getByText("Add to calendar"));
    serverClockAhead = 0;
    await visitor.close();
  });
});

describe("the landing page when the club's data cannot be read", () => {
  it("a visitor gets a short, kind message, and the log keeps 'Error fetching meetings:'", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-unreachable-"));
    // Port 9 (discard) is closed on a test machine, so every read fails to connect.
    const settings = loadSettings({
      PORT: "0",
      DATA_DIR: dataDir,
      APPWRITE_ENDPOINT: "http://127.0.0.1:9/v1",
    });
    const server = await startServer(settings);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const browser = await launchChromium();
    try {
      const response = await fetch(server.url);
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(logged.mock.calls.some(([first]) => first === "Error fetching meetings:")).toBe(true);

      const visitor = await openSitePage({ browser });
      const { page } = visitor;
      await page.goto(server.url);
      await expectVisible(
        page.getByText(
          "We couldn't load the meetings and events just now. Please try again in a little while.",
        ),
      );
      await expectVisible(page.getByRole("heading", { name: "Who We Are" }));
      await saveScreenshot(page, "landing-unreachable");
      await visitor.close();
    } finally {
      logged.mockRestore();
      await browser.close();
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
