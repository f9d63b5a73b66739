import jsQR from "jsqr";
import { PNG } from "pngjs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveAgenda } from "../../app/lib/collections/agendas.ts";
import { deleteMeeting } from "../../app/lib/collections/meetings.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { daysFromNow, readAgenda, seedMeeting } from "../support/seed-meetings.ts";
import {
  QUICK_EXIT_URL,
  openSitePage,
  startSiteWorld,
  waitForPageReady,
  type SiteWorld,
} from "./site-fixtures.ts";
import { eventually, expectHidden, expectText, expectVisible } from "../support/user-sees.ts";
import { agendaSchema } from "../../app/lib/collections/agendas.ts";

// Present mode on the classroom projector: one section at a time, moved by keys and swipes,
// following the organiser's edits live.

/** Records wake lock requests: headless Chromium has no screen to keep awake. */
function recordWakeLocks() {
  const requests: string[] = [];
  Object.defineProperty(window, "wakeLockRequests", { value: requests });
  Object.defineProperty(navigator, "wakeLock", {
    value: {
      request: (type: string) => {
        requests.push(type);
        return Promise.resolve({ release: () => Promise.resolve() });
      },
    },
  });
}

async function decodeQrCode(page: Page): Promise<string | null> {
  const png = PNG.sync.read(await page.getByRole("img", { name: /QR code/ }).screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/** A finger swipe across the middle of the screen, from `fromX` to `toX`. */
async function swipe(page: Page, fromX: number, toX: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number) =>
    cdp.send("Input.dispatchTouchEvent", {
      type,
      touchPoints: type === "touchEnd" ? [] : [{ x, y: 300 }],
    });
  await touch("touchStart", fromX);
  await touch("touchMove", (fromX + toX) / 2);
  await touch("touchMove", toX);
  await touch("touchEnd", toX);
  await cdp.detach();
}

describe("present mode", () => {
  let world: SiteWorld;
  let id: string;

  beforeAll(async () => {
    world = await startSiteWorld();
    id = await seedMeeting(world.organiser, {
      title: "Pride Week Planning",
      location: "Room 214",
      start: daysFromNow(1),
      end: daysFromNow(1, 1),
      agenda: {
        agenda_preview: "Snacks, then planning Pride Week.",
        question_1: "What made you smile this week?",
        quote_text: "Be yourself; everyone else is already taken.",
        quote_author: "Oscar Wilde",
        everything_else: "## Posters\n\nBring markers!",
      },
    });
  });

  afterAll(async () => {
    await world?.close();
  });

  it("a presenter steps through the sections with keys and swipes while edits appear live", async () => {
    const presenter = await openSitePage(world, { viewport: { width: 1280, height: 720 } });
    const { page } = presenter;
    await page.addInitScript(recordWakeLocks);
    await page.goto(`${world.server.url}/agenda/${id}`);
    await waitForPageReady(page);
    await page.getByRole("button", { name: "Present mode" }).click();

    await expectVisible(page.getByRole("heading", { name: "Pride Week Planning" }));
    await expectHidden(page.getByRole("navigation", { name: "Main" }));
    await eventually(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await eventually(() => decodeQrCode(page)).toBe(`${world.server.url}/ask/${id}`);
    await eventually(() => page.evaluate(() => Reflect.get(window, "wakeLockRequests"))).toEqual([
      "screen",
    ]);
    const announced = page.locator(".present-deck [aria-live]");
    await expectText(announced, "Slide 1 of 6: Welcome");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: "tests/.artifacts/screenshots/site-present-title-1280.png" });

    await page.keyboard.press("ArrowRight");
    await expectVisible(page.getByRole("heading", { name: "Club Guidelines" }));
    await expectHidden(page.getByRole("heading", { name: "Pride Week Planning" }));
    await page.keyboard.press("PageDown");
    await expectVisible(page.getByRole("heading", { name: "The Gay Agenda" }));
    await page.keyboard.press(" ");
    await expectVisible(page.getByRole("heading", { name: "Circle Time" }));
    await expectText(announced, "Slide 4 of 6: Circle Time");
    await page.keyboard.press("PageUp");
    await expectVisible(page.getByRole("heading", { name: "The Gay Agenda" }));
    await swipe(page, 900, 300);
    await expectVisible(page.getByRole("heading", { name: "Circle Time" }));
    await swipe(page, 300, 900);
    await expectVisible(page.getByRole("heading", { name: "The Gay Agenda" }));
    await page.screenshot({ path: "tests/.artifacts/screenshots/site-present-agenda-1280.png" });

    // An organiser saves an edit elsewhere: the screen shows it without losing its place.
    const stored = agendaSchema.parse(await readAgenda(world.organiser, id));
    const saved = Date.now();
    await saveAgenda(world.organiser.databases, id, {
      ...stored,
      agenda_preview: "Pizza first, then Pride Week posters.",
    });
    await expectVisible(page.getByText("Pizza first, then Pride Week posters."));
    expect(Date.now() - saved, "milliseconds from save to screen").toBeLessThan(1000);
    await expectText(announced, "Slide 3 of 6: The Gay Agenda");

    // Esc leaves present mode; the page is back, with the edit.
    await page.keyboard.press("Escape");
    await expectVisible(page.getByRole("navigation", { name: "Main" }));
    await expectVisible(page.getByText("Pizza first, then Pride Week posters."));
    await presenter.close();
  });

  it("a meeting deleted while it is presented says so instead of breaking", async () => {
    const doomed = await seedMeeting(world.organiser, {
      title: "Movie Night",
      start: daysFromNow(2),
      end: daysFromNow(2, 1),
      agenda: { agenda_preview: "Popcorn." },
    });
    const presenter = await openSitePage(world, { viewport: { width: 1920, height: 1080 } });
    // The agenda's own deletion, a moment after the meeting's, makes the page read itself again
    // unless the quick exit below has left it first: Chromium logs that read's 404.
    presenter.expectConsoleError(
      /^Failed to load resource: the server responded with a status of 404 /,
    );
    const { page } = presenter;
    await page.goto(`${world.server.url}/agenda/${doomed}`);
    await waitForPageReady(page);
    await page.getByRole("button", { name: "Present mode" }).click();
    // Present mode's code loads on the press: the presenter waits to see the deck.
    await expectVisible(page.getByRole("region", { name: "Present mode" }));
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expectVisible(page.getByText("Popcorn."));
    await page.screenshot({ path: "tests/.artifacts/screenshots/site-present-agenda-1920.png" });

    await deleteMeeting(world.organiser.databases, doomed);
    await expectVisible(page.getByRole("heading", { name: "This meeting was deleted" }));
    // The quick exit keeps working in present mode, at once (Shift three times).
    await page.keyboard.press("Shift");
    await page.keyboard.press("Shift");
    await page.keyboard.press("Shift");
    await eventually(() => page.url()).toBe(QUICK_EXIT_URL);
    await presenter.close();
  });

  it("the section timer counts down the planned minutes and marks an overrun calmly", async () => {
    const start = Date.parse("2030-03-05T15:00:00.000Z");
    const timed = await seedMeeting(world.organiser, {
      title: "Timed Meeting",
      start: new Date(start).toISOString(),
      end: new Date(start + 60 * 60_000).toISOString(),
      agenda: { agenda_preview: "Games.", minutes_guidelines: 2, minutes_agenda: 5 },
    });
    const presenter = await openSitePage(world, { viewport: { width: 1280, height: 720 } });
    const { page } = presenter;
    await page.clock.install({ time: new Date(start + 10 * 60_000) });
    await page.goto(`${world.server.url}/agenda/${timed}`);
    await waitForPageReady(page);
    await page.getByRole("button", { name: "Present mode" }).click();
    await expectVisible(page.getByText("Meeting: 50 min left"));
    await page.keyboard.press("ArrowRight");
    const sectionTime = page.locator(".present-section-time");
    await expectText(sectionTime, "2 min planned");

    await page.getByRole("button", { name: "Start timer" }).click();
    await expectText(sectionTime, "2:00 left");
    await page.clock.runFor(61_000);
    await expectText(sectionTime, "0:59 left");
    await page.clock.runFor(65_000);
    await expectText(sectionTime, "0:06 over");
    await eventually(() => sectionTime.getAttribute("class")).toContain("is-over");
    await page.screenshot({ path: "tests/.artifacts/screenshots/site-present-timer-1280.png" });

    // The next section starts its own countdown; a paused timer stays still.
    await page.keyboard.press("ArrowRight");
    await expectText(sectionTime, "5:00 left");
    await page.getByRole("button", { name: "Pause timer" }).click();
    await page.clock.runFor(30_000);
    await expectText(sectionTime, "5:00 left (paused)");
    await expectVisible(page.getByText("Meeting: 48 min left"));
    await presenter.close();
  });

  it("a page that loses its connection says so quietly, and catches up when it is back", async () => {
    const visit = await openSitePage(world);
    const { page } = visit;
    // The page's realtime socket goes through the test, which can drop it and hold it down.
    let drop = () => {};
    let reopen = () => {};
    let isDown = false;
    await page.routeWebSocket(/\/v1\/realtime/, async (socket) => {
      if (isDown) await new Promise<void>((resolve) => (reopen = resolve));
      socket.connectToServer();
      drop = () => void socket.close();
    });
    await page.goto(`${world.server.url}/agenda/${id}`);
    await waitForPageReady(page);
    const note = page.getByText("Reconnecting… the page will catch up with any changes.");
    const stored = agendaSchema.parse(await readAgenda(world.organiser, id));
    await saveAgenda(world.organiser.databases, id, { ...stored, question_1: "Live question?" });
    await expectVisible(page.getByText("Live question?"));

    isDown = true;
    drop();
    await expectVisible(note);
    await saveAgenda(world.organiser.databases, id, { ...stored, question_1: "Missed question?" });
    isDown = false;
    reopen();
    await expectVisible(page.getByText("Missed question?"));
    await expectHidden(note);
    await visit.close();
  });
});
