import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatLongDate } from "../../app/lib/club-time/index.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { VIEWPORTS } from "../support/browser-world.ts";
import { daysFromNow, seedMeeting } from "../support/seed-meetings.ts";
import {
  NOT_FOUND_LOAD,
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

const fullAgenda = {
  agenda_preview: "Snacks, then planning Pride Week.\nBring a friend!",
  question_1: "What made you smile this week?",
  question_2: "What should Pride Week include?",
  question_3: "What's a song you can't stop playing?",
  quote_text: "Be yourself; everyone else is already taken.",
  quote_author: "Oscar Wilde",
  everything_else:
    "## Plan for today\n\n1. Snacks\n2. **Posters**\n\n| Idea | Votes |\n| --- | --- |\n| Movie night | 3 |",
};

describe("a meeting's agenda page", () => {
  let world: SiteWorld;
  const ids: Record<string, string> = {};
  const start = daysFromNow(3);

  beforeAll(async () => {
    world = await startSiteWorld({ clubTimeZone: CLUB_ZONE });
    const { organiser } = world;
    ids.full = await seedMeeting(organiser, {
      title: "Pride Week Planning",
      location: "Room 214",
      start,
      end: daysFromNow(3, 1),
      agenda: fullAgenda,
    });
    ids.ended = await seedMeeting(organiser, {
      title: "Welcome Back Social",
      start: daysFromNow(-7),
      end: daysFromNow(-7, 1),
      agenda: { ...fullAgenda, quote_text: "", quote_author: "" },
    });
    ids.unwritten = await seedMeeting(organiser, {
      title: "Mystery Meeting",
      start: daysFromNow(10),
      end: daysFromNow(10, 1),
      agenda: null,
    });
    ids.canceled = await seedMeeting(organiser, {
      title: "Snow Day Social",
      start: daysFromNow(5),
      end: daysFromNow(5, 1),
      canceled: true,
    });
  });

  afterAll(async () => {
    await world?.close();
  });

  it("a visitor gets the agenda in the first HTML response, titled '{meeting title} | Agenda'", async () => {
    const response = await fetch(`${world.server.url}/agenda/${ids.full}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain("<title>Pride Week Planning | Agenda</title>");
    expect(html).toContain("What should Pride Week include?");
    expect(html).not.toContain("Loading...");
  });

  it.each(VIEWPORTS)(
    "a visitor reads every section of a written agenda at $name width",
    async ({ name, size }) => {
      const visitor = await openSitePage(world, { viewport: size });
      const { page } = visitor;
      await page.goto(`${world.server.url}/agenda/${ids.full}`);

      await expectText(page.getByRole("heading", { level: 1 }), "Pride Week Planning");
      await expectVisible(page.getByText(formatLongDate(start, CLUB_ZONE), { exact: true }));
      await expectCount(page.getByText("This meeting has ended."), 0);
      await expectHidden(page.getByText("This meeting was just deleted."));

      const guidelines = page.getByRole("region", { name: "Club Guidelines" });
      await eventually(() => guidelines.getByRole("listitem").allTextContents()).toEqual([
        "1Respect confidentiality",
        "2One mic, one voice",
        "3Don't yuck someone else's yum",
        "4Avoid generalizations",
        "5Make no assumptions except best intentions",
        "6Correct gently, but do correct",
      ]);

      const gayAgenda = page.getByRole("region", { name: "The Gay Agenda" });
      await eventually(() => gayAgenda.textContent()).toContain(
        "Snacks, then planning Pride Week.",
      );

      const circleTime = page.getByRole("region", { name: "Circle Time" });
      await eventually(() => circleTime.getByRole("listitem").allTextContents()).toEqual([
        "Name",
        "Pronouns",
        "What made you smile this week?",
        "What should Pride Week include?",
        "What's a song you can't stop playing?",
      ]);

      const quote = page.getByRole("region", { name: "Quote of the day" });
      await expectVisible(quote.getByText("Be yourself; everyone else is already taken."));
      await expectVisible(quote.getByText("Oscar Wilde"));

      await expectVisible(page.getByRole("heading", { name: "Plan for today" }));
      await expectVisible(page.getByRole("strong").filter({ hasText: "Posters" }));
      await expectVisible(page.getByRole("cell", { name: "Movie night" }));

      await expectNoAxeViolations(page);
      await saveScreenshot(page, `agenda-${name}`);
      await visitor.close();
    },
  );

  it.each(VIEWPORTS)(
    "an ended meeting says so, and an agenda without a quote has no quote block at $name width",
    async ({ name, size }) => {
      const visitor = await openSitePage(world, { viewport: size });
      const { page } = visitor;
      await page.goto(`${world.server.url}/agenda/${ids.ended}`);

      await expectVisible(page.getByText("This meeting has ended."));
      await expectCount(page.getByRole("region", { name: "Quote of the day" }), 0);
      await expectVisible(page.getByRole("region", { name: "Circle Time" }));
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `agenda-ended-${name}`);
      await visitor.close();
    },
  );

  it.each(VIEWPORTS)(
    "a meeting whose agenda is not written yet still shows the meeting at $name width",
    async ({ name, size }) => {
      const visitor = await openSitePage(world, { viewport: size });
      const { page } = visitor;
      await page.goto(`${world.server.url}/agenda/${ids.unwritten}`);

      await expectText(page.getByRole("heading", { level: 1 }), "Mystery Meeting");
      await expectVisible(page.getByText("The agenda for this meeting hasn't been written yet."));
      await expectVisible(page.getByRole("region", { name: "Club Guidelines" }));
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `agenda-unwritten-${name}`);
      await visitor.close();
    },
  );

  it("a canceled meeting's agenda says it is canceled", async () => {
    const visitor = await openSitePage(world);
    const { page } = visitor;
    await page.goto(`${world.server.url}/agenda/${ids.canceled}`);
    await expectVisible(page.getByText("This meeting has been canceled."));
    await expectNoAxeViolations(page);
    await visitor.close();
  });

  it.each(VIEWPORTS)(
    "an unknown meeting id gets 'Meeting not found' with status 404 at $name width",
    async ({ name, size }) => {
      const response = await fetch(`${world.server.url}/agenda/no-such-meeting`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("<title>Meeting not found | Agenda</title>");

      const visitor = await openSitePage(world, { viewport: size });
      visitor.expectConsoleError(NOT_FOUND_LOAD);
      const { page } = visitor;
      await page.goto(`${world.server.url}/agenda/no-such-meeting`);
      await expectText(page.getByRole("heading", { level: 1 }), "Meeting not found");
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `agenda-not-found-${name}`);
      await visitor.close();
    },
  );

  it("/agenda without an id shows the next meeting that is not canceled", async () => {
    const visitor = await openSitePage(world);
    const { page } = visitor;
    await page.goto(`${world.server.url}/agenda`);
    await expectText(page.getByRole("heading", { level: 1 }), "Pride Week Planning");
    await eventually(() => page.title()).toBe("Pride Week Planning | Agenda");
    await visitor.close();
  });
});

describe("the agenda page with nothing scheduled", () => {
  let world: SiteWorld;

  beforeAll(async () => {
    world = await startSiteWorld();
    await seedMeeting(world.organiser, {
      title: "Last Month",
      start: daysFromNow(-30),
      end: daysFromNow(-30, 1),
    });
  });

  afterAll(async () => {
    await world?.close();
  });

  it.each(VIEWPORTS)(
    "/agenda says kindly that no meeting is scheduled at $name width",
    async ({ name, size }) => {
      const visitor = await openSitePage(world, { viewport: size });
      const { page } = visitor;
      const response = await page.goto(`${world.server.url}/agenda`);
      expect(response?.status()).toBe(200);
      await expectText(page.getByRole("heading", { level: 1 }), "No meeting scheduled");
      await eventually(() => page.title()).toBe("Agenda");
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `agenda-none-scheduled-${name}`);
      await visitor.close();
    },
  );
});

describe("dates in the club's time zone", () => {
  let world: SiteWorld;
  let id: string;

  beforeAll(async () => {
    world = await startSiteWorld({ clubTimeZone: "Pacific/Auckland" });
    // 01:30 UTC on 15 January 2030 is 2:30 PM that day in Auckland (UTC+13), but still
    // 14 January, 8:30 PM, in New York, where the visitor's browser is.
    id = await seedMeeting(world.organiser, {
      title: "Summer Picnic",
      start: "2030-01-15T01:30:00.000Z",
      end: "2030-01-15T02:30:00.000Z",
    });
  });

  afterAll(async () => {
    await world?.close();
  });

  it("a visitor in another zone sees the club's date and time on the card and the agenda", async () => {
    const visitor = await openSitePage(world, { timezoneId: "America/New_York" });
    const { page } = visitor;
    await page.goto(world.server.url);
    await waitForPageReady(page);
    const card = page.getByRole("article").filter({ hasText: "Summer Picnic" });
    await expectVisible(card.getByText("01/15/30", { exact: true }));
    await expectVisible(card.getByText("2:30 PM - 3:30 PM", { exact: true }));

    await page.goto(`${world.server.url}/agenda/${id}`);
    await waitForPageReady(page);
    await expectVisible(page.getByText("January 15, 2030", { exact: true }));
    await expectVisible(page.getByText("2:30 PM - 3:30 PM", { exact: true }));
    await visitor.close();
  });
});
