import { beforeAll, describe, expect, it } from "vitest";
import {
  openBrowserPage,
  PHONE,
  useBrowserWorld,
  type BrowserPage,
} from "../support/browser-world.ts";
import { seedMeeting } from "../support/seed-meetings.ts";
import { eventually, expectHidden, expectText, expectVisible } from "../support/user-sees.ts";
import { createTestAccount, ORGANISER, signedInSdk, type TestAccount } from "../support/users.ts";
import { openAdminScreen } from "./admin-fixtures.ts";
import { waitForPageReady } from "./site-fixtures.ts";

// Issue 31 items 5 and 6 (decisions 0132, 0133): what the room saw is for the room. A question
// shown on the projector (following the presenter view by code) is in no public page's HTML and
// in no visitor's present mode; and showing it does not lose the presenter's place: "Back" puts
// the projector on the section it was on.

const CODE = /^[0-9A-Z]{5} [0-9A-Z]{5}$/;
const QUESTION = "Could we host a movie night for the whole school?";

describe("the room forgets, and the projector keeps its place", () => {
  const world = useBrowserWorld();
  let organiser: TestAccount;
  let id: string;

  beforeAll(async () => {
    organiser = await createTestAccount(world.server, ORGANISER);
  });

  /** A meeting under way now, of its own: each journey starts from its title slide. */
  async function meetingUnderWay(): Promise<void> {
    const now = Date.now();
    id = await seedMeeting(await signedInSdk(world.server, organiser), {
      title: "Movie Planning",
      start: new Date(now - 10 * 60_000).toISOString(),
      end: new Date(now + 50 * 60_000).toISOString(),
      agenda: { agenda_preview: "Pick the films.", question_1: "Your favourite film?" },
    });
  }

  /** The organiser's phone on the presenter view, and a projector following it by code. */
  async function phoneAndProjector(): Promise<{ phone: BrowserPage; projector: BrowserPage }> {
    await meetingUnderWay();
    const phone = await openBrowserPage(world, { viewport: PHONE, signedInAs: organiser });
    await openAdminScreen(phone.page, `${world.server.url}/admin/${id}/presenter`);
    await phone.page.getByRole("button", { name: "Show on the projector" }).click();
    const code = phone.page.getByText(CODE);
    await expectVisible(code);
    const projector = await openBrowserPage(world, { viewport: { width: 1280, height: 720 } });
    await projector.page.goto(`${world.server.url}/follow`);
    await projector.page
      .getByRole("textbox", { name: "Code" })
      .fill((await code.textContent()) ?? "");
    await projector.page.getByRole("button", { name: "Follow" }).click();
    await expectVisible(projector.page.getByRole("heading", { name: "Movie Planning" }));
    return { phone, projector };
  }

  /** A visitor asks `text` from the Ask page, and the organiser shows it on the projector. */
  async function askAndShow(phone: BrowserPage, text: string): Promise<void> {
    const visitor = await openBrowserPage(world, { viewport: PHONE });
    await visitor.page.goto(`${world.server.url}/ask/${id}`);
    await waitForPageReady(visitor.page);
    await visitor.page.getByRole("textbox", { name: "Your question" }).fill(text);
    await visitor.page.getByRole("button", { name: "Send question" }).click();
    await expectText(visitor.page.locator("[data-ask-status]"), /Sent\./);
    await visitor.close();
    const asked = phone.page.getByRole("listitem").filter({ hasText: text });
    await asked.getByRole("button", { name: /^Show/ }).click();
  }

  it("a question shown on the projector is in no public agenda page's HTML and no visitor's present mode", async () => {
    const { phone, projector } = await phoneAndProjector();
    await askAndShow(phone, QUESTION);
    await expectVisible(projector.page.getByRole("heading", { name: "Questions from the room" }));
    await expectVisible(projector.page.getByText(QUESTION));

    for (const address of [`/agenda/${id}`, "/agenda", `/es/agenda/${id}`]) {
      const html = await (await fetch(`${world.server.url}${address}`)).text();
      expect(html, address).toContain("Movie Planning");
      expect(html, address).not.toContain("Could we host a movie night");
    }

    const visitor = await openBrowserPage(world, { viewport: { width: 1280, height: 720 } });
    await visitor.page.goto(`${world.server.url}/agenda/${id}`);
    await waitForPageReady(visitor.page);
    await visitor.page.getByRole("button", { name: "Present mode" }).click();
    const deck = visitor.page.getByRole("region", { name: "Present mode" });
    await expectVisible(deck);
    for (let step = 0; step < 8; step += 1) await visitor.page.keyboard.press("ArrowRight");
    await expectVisible(deck.getByRole("heading", { name: "Circle Time" }));
    await expectHidden(deck.getByRole("heading", { name: "Questions from the room" }));
    await eventually(() => visitor.page.content()).not.toContain("Could we host a movie night");
    await visitor.close();
    await projector.close();
    await phone.close();
  });

  it("a projector following by code greys out and fades its bar and offers full screen; showing a question, then pressing Back, puts it on the section it was on", async () => {
    const { phone, projector } = await phoneAndProjector();
    // A projector following by code: its controls are greyed out, it says how to fill the
    // screen, and its bar fades when nobody moves and comes back on a move.
    const bar = projector.page.locator(".present-bar");
    await expectText(bar.getByRole("status"), /press Full screen or F11/);
    await expectVisible(bar.getByRole("button", { name: "Full screen" }));
    await eventually(() => bar.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
    await eventually(() => bar.evaluate((element) => getComputedStyle(element).opacity)).toBe("0");
    await projector.page.mouse.move(200, 200);
    await projector.page.mouse.move(400, 300);
    await eventually(() => bar.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
    const next = phone.page.getByRole("button", { name: "Next", exact: true });
    await next.click();
    await expectVisible(projector.page.getByRole("heading", { name: "Club Guidelines" }));
    await next.click();
    await expectVisible(projector.page.getByRole("heading", { name: "The Gay Agenda" }));

    await askAndShow(phone, "Which snacks are we bringing?");
    await expectVisible(projector.page.getByRole("heading", { name: "Questions from the room" }));
    // The room slide carries its own way in: the Ask page's QR code and address.
    await expectVisible(projector.page.getByRole("img", { name: "QR code of the Ask page" }));
    await expectVisible(projector.page.locator(".room-ask figcaption").getByText(`/ask/${id}`));
    await projector.page.screenshot({
      path: "tests/.artifacts/screenshots/site-present-question-with-back-1280x720.png",
    });
    await projector.page.setViewportSize({ width: 3840, height: 2160 });
    await projector.page.screenshot({
      path: "tests/.artifacts/screenshots/site-present-question-with-back-3840x2160.png",
    });
    await projector.page.setViewportSize({ width: 1280, height: 720 });
    await expectVisible(phone.page.getByRole("button", { name: "Back to The Gay Agenda" }));
    await phone.page.screenshot({
      path: "tests/.artifacts/screenshots/admin-presenter-question-shown-390.png",
    });
    await phone.page.getByRole("button", { name: "Back to The Gay Agenda" }).click();

    await expectVisible(projector.page.getByRole("heading", { name: "The Gay Agenda" }));
    await expectHidden(projector.page.getByRole("heading", { name: "Questions from the room" }));
    await expectText(phone.page.locator(".presenter-now"), /The Gay Agenda/);
    await projector.close();
    await phone.close();
  });
});
