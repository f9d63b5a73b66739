import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import {
  failedSiteRequest,
  openBrowserPage,
  PHONE,
  useBrowserWorld,
  type BrowserPage,
  type BrowserSession,
} from "../../support/browser-world.ts";
import { seedMeeting } from "../../support/seed-meetings.ts";
import { BACKEND_MODES } from "../../support/site-on-a-stand-in.ts";
import { eventually, expectHidden, expectText, expectVisible } from "../../support/user-sees.ts";
import { signedInSdk } from "../../support/users.ts";
import { openAdminScreen } from "../admin-fixtures.ts";
import { waitForPageReady } from "../site-fixtures.ts";
import { newOrganiser, signInThroughTheForm } from "./sign-in.ts";

// The room in both modes (issue 29): a visitor's phone sends a question, "I'm here" and a vote
// through the Ask page (to the site's server, which writes with its key), the organiser's phone
// on the presenter view sees them arrive, and the projector, following that presenter view in
// the organiser's browser, shows the question shown and the poll's totals.

const PROJECTOR = { width: 1280, height: 720 };

describe.each(BACKEND_MODES)("the room, on $name", ({ mode }) => {
  const world = useBrowserWorld({ mode });
  let organiser: BrowserSession;
  let id: string;

  beforeAll(async () => {
    const account = await newOrganiser(world);
    const now = Date.now();
    id = await seedMeeting(await signedInSdk(world.server, account), {
      title: "Room Night",
      start: new Date(now - 10 * 60_000).toISOString(),
      end: new Date(now + 50 * 60_000).toISOString(),
      agenda: { agenda_preview: "Questions and answers." },
    });
    organiser = await signInThroughTheForm(world, account);
  });

  afterAll(async () => {
    await organiser?.close();
  });

  /** The organiser's phone on the presenter view, and the projector following it. */
  async function presenterAndProjector(): Promise<{ phone: BrowserPage; projector: Page }> {
    const phone = await organiser.openPage({ viewport: PHONE });
    await openAdminScreen(phone.page, `${world.server.url}/admin/${id}/presenter`);
    const { page: projector } = await organiser.openPage({ viewport: PROJECTOR });
    await projector.goto(`${world.server.url}/agenda/${id}`);
    await waitForPageReady(projector);
    await projector.getByRole("button", { name: "Present mode" }).click();
    const follow = projector.getByRole("button", { name: "Follow presenter view" });
    await follow.click();
    await eventually(() => follow.getAttribute("aria-pressed")).toBe("true");
    return { phone, projector };
  }

  async function openAskPage(): Promise<BrowserPage> {
    const visitor = await openBrowserPage(world, { viewport: PHONE });
    await visitor.page.goto(`${world.server.url}/ask/${id}`);
    await waitForPageReady(visitor.page);
    await expectVisible(visitor.page.getByRole("heading", { name: "Ask without your name" }));
    return visitor;
  }

  it("a visitor's question reaches the presenter view and, shown, the projector; a held-back one never does; I'm here counts once", async () => {
    const { phone, projector } = await presenterAndProjector();
    const queueStatus = phone.page.getByRole("status").filter({ hasText: "waiting" });
    await expectText(queueStatus, /0 waiting, 0 held back, 0 in all\. 0 said they're here\./);

    const visitor = await openAskPage();
    const field = visitor.page.getByRole("textbox", { name: "Your question" });
    const send = visitor.page.getByRole("button", { name: "Send question" });
    await field.fill("Shit, is the dance open to allies?");
    await send.click();
    await expectText(visitor.page.locator("[data-ask-status]"), /Sent\./);
    await field.fill("Can we invite the GSA from the middle school?");
    await send.click();
    await expectText(visitor.page.locator("[data-ask-status]"), /Sent\./);

    await expectText(queueStatus, /1 waiting, 1 held back, 2 in all\./);
    await phone.page
      .getByRole("listitem")
      .filter({ hasText: "Can we invite the GSA from the middle school?" })
      .getByRole("button", { name: /^Show/ })
      .click();
    await expectVisible(projector.getByRole("heading", { name: "Questions from the room" }));
    await expectVisible(projector.getByText("Can we invite the GSA from the middle school?"));
    await expectHidden(projector.getByText(/is the dance open to allies/));

    await visitor.page.getByRole("button", { name: "I'm here" }).click();
    await expectText(visitor.page.locator("[data-checkin-status]"), "Counted. Welcome!");
    await expectText(queueStatus, /1 said they're here\./);
    visitor.expectConsoleError(failedSiteRequest(409, `/ask/${id}/send`));
    await visitor.page.getByRole("button", { name: "I'm here" }).click();
    await expectText(
      visitor.page.locator("[data-checkin-status]"),
      "Already counted: one per phone.",
    );
    await expectText(queueStatus, /1 said they're here\./);
    await Promise.all([visitor.close(), phone.close()]);
  });

  it("an organiser adds and opens a poll, a phone votes once, and the projector shows the totals until it closes", async () => {
    const meeting = await organiser.openPage({ viewport: PHONE });
    await openAdminScreen(meeting.page, `${world.server.url}/admin/${id}`);
    await meeting.page
      .getByRole("textbox", { name: "Question", exact: true })
      .fill("Pizza or tacos?");
    await meeting.page
      .getByRole("textbox", { name: "Options, one a line (2 to 6)" })
      .fill("Pizza\nTacos");
    await meeting.page.getByRole("button", { name: "Add poll" }).click();
    await expectVisible(meeting.page.getByText("Poll added."));
    await meeting.close();

    const { phone, projector } = await presenterAndProjector();
    const visitor = await openAskPage();
    await expectVisible(visitor.page.getByText("No poll is open right now."));
    await phone.page.getByRole("button", { name: /^Open poll/ }).click();
    await expectVisible(projector.getByRole("heading", { name: "Pizza or tacos?" }));
    await expectVisible(visitor.page.getByRole("group", { name: "Pizza or tacos?" }));
    await visitor.page.getByRole("radio", { name: "Tacos" }).check();
    await visitor.page.getByRole("button", { name: "Vote" }).click();
    await expectText(
      visitor.page.locator("[data-poll-status]"),
      "Your vote is counted. Thank you!",
    );
    await expectText(projector.locator(".room-poll-state"), /1 vote\./);
    await expectText(projector.locator(".room-poll-total").nth(1), "1");
    await expectText(projector.locator(".room-poll-total").nth(0), "0");

    visitor.expectConsoleError(failedSiteRequest(409, `/ask/${id}/send`));
    await visitor.page.reload();
    await waitForPageReady(visitor.page);
    await visitor.page.getByRole("radio", { name: "Pizza" }).check();
    await visitor.page.getByRole("button", { name: "Vote" }).click();
    await expectText(visitor.page.locator("[data-poll-status]"), "Already counted: one per phone.");
    await expectText(projector.locator(".room-poll-state"), /1 vote\./);

    await phone.page.getByRole("button", { name: /^Close poll/ }).click();
    await expectText(projector.locator(".room-poll-state"), "The poll is closed. 1 vote.");
    await expectVisible(
      visitor.page.getByRole("heading", { name: "Poll closed: Pizza or tacos?" }),
    );
    await Promise.all([visitor.close(), phone.close()]);
  });
});
