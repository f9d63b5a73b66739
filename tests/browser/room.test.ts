import path from "node:path";
import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { DATABASE_FILE } from "../../backend/storage/sqlite/open.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import {
  failedSiteRequest,
  openBrowserPage,
  PHONE,
  useBrowserWorld,
  type BrowserPage,
} from "../support/browser-world.ts";
import { seedMeeting } from "../support/seed-meetings.ts";
import { expectHidden, expectText, expectVisible } from "../support/user-sees.ts";
import { createTestAccount, ORGANISER, signedInSdk, type TestAccount } from "../support/users.ts";
import { openAdminScreen } from "./admin-fixtures.ts";
import { waitForPageReady } from "./site-fixtures.ts";

// In the room (issue 22), with three browsers: the projector (following the presenter view by
// code, nobody signed in), the organiser's phone on the presenter view, and a visitor's phone
// on the Ask page. A question travels from the visitor to the queue to the projector; one the
// filter holds back never reaches the projector; "I'm here" counts; and afterwards the
// database holds nothing that could tell who sent what.

const VISITOR_AGENT = "Mozilla/5.0 (Visitor Phone; room test) Mobile";
const CODE = /^[0-9A-Z]{5} [0-9A-Z]{5}$/;

describe("questions and a headcount in the room", () => {
  const world = useBrowserWorld();
  let organiser: TestAccount;
  let id: string;

  beforeAll(async () => {
    organiser = await createTestAccount(world.server, ORGANISER);
    const sdk = await signedInSdk(world.server, organiser);
    const now = Date.now();
    id = await seedMeeting(sdk, {
      title: "Room Night",
      start: new Date(now - 10 * 60_000).toISOString(),
      end: new Date(now + 50 * 60_000).toISOString(),
      agenda: { agenda_preview: "Questions and answers." },
    });
  });

  /** The projector follows the phone's presenter view by code, as in a classroom. */
  async function followFromProjector(phone: BrowserPage): Promise<BrowserPage> {
    await phone.page.getByRole("button", { name: "Show on the projector" }).click();
    const code = phone.page.getByText(CODE);
    await expectVisible(code);
    const projector = await openBrowserPage(world, { viewport: { width: 1280, height: 720 } });
    await projector.page.goto(`${world.server.url}/follow`);
    await projector.page
      .getByRole("textbox", { name: "Code" })
      .fill((await code.textContent()) ?? "");
    await projector.page.getByRole("button", { name: "Follow" }).click();
    await expectVisible(projector.page.getByRole("heading", { name: "Room Night" }));
    return projector;
  }

  it("a visitor's question reaches the queue and, shown, the projector; a held-back one never does; I'm here counts", async () => {
    const phone = await openBrowserPage(world, { viewport: PHONE, signedInAs: organiser });
    await openAdminScreen(phone.page, `${world.server.url}/admin/${id}/presenter`);
    const queueStatus = phone.page.getByRole("status").filter({ hasText: "waiting" });
    await expectText(queueStatus, /0 waiting, 0 held back, 0 in all\. 0 said they're here\./);
    const { page: projector } = await followFromProjector(phone);

    const visitor = await openBrowserPage(world, { viewport: PHONE, userAgent: VISITOR_AGENT });
    await visitor.page.goto(`${world.server.url}/ask/${id}`);
    await waitForPageReady(visitor.page);
    await expectVisible(visitor.page.getByRole("heading", { name: "Ask without your name" }));
    await expectNoAxeViolations(visitor.page);

    const field = visitor.page.getByRole("textbox", { name: "Your question" });
    const send = visitor.page.getByRole("button", { name: "Send question" });
    await field.fill("Shit, is the dance open to allies?");
    await send.click();
    await expectText(visitor.page.locator("[data-ask-status]"), /Sent\./);
    await field.fill("Can we invite the GSA from the middle school?");
    await send.click();
    await expectText(visitor.page.locator("[data-ask-status]"), /Sent\./);
    for (const width of [390, 320, 1280]) {
      await visitor.page.setViewportSize({ width, height: 844 });
      await expectVisible(visitor.page.getByRole("button", { name: "I'm here" }));
      await visitor.page.screenshot({
        path: `tests/.artifacts/screenshots/site-ask-${width}.png`,
        fullPage: true,
      });
    }
    await visitor.page.setViewportSize(PHONE);

    await expectText(queueStatus, /1 waiting, 1 held back, 2 in all\./);
    await expectVisible(phone.page.getByText("Held back by the filter"));
    await expectNoAxeViolations(phone.page);
    await phone.page.screenshot({
      path: "tests/.artifacts/screenshots/admin-presenter-questions-390.png",
      fullPage: true,
    });
    const invite = phone.page
      .getByRole("listitem")
      .filter({ hasText: "Can we invite the GSA from the middle school?" });
    await invite.getByRole("button", { name: /^Show/ }).click();

    await expectVisible(projector.getByRole("heading", { name: "Questions from the room" }));
    await expectVisible(projector.getByText("Can we invite the GSA from the middle school?"));
    await expectHidden(projector.getByText(/is the dance open to allies/));
    await projector.screenshot({
      path: "tests/.artifacts/screenshots/site-present-questions-1280x720.png",
    });

    // Hidden again: it leaves the projector.
    await invite.getByRole("button", { name: /^Hide/ }).click();
    await expectHidden(projector.getByText("Can we invite the GSA from the middle school?"));

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
    // A reload is the same phone (issue 31 item 4): the page says so, and it counts once.
    await visitor.page.reload();
    await waitForPageReady(visitor.page);
    await expectVisible(visitor.page.getByText(/reloading this page keeps yours/));
    await visitor.page.getByRole("button", { name: "I'm here" }).click();
    await expectText(
      visitor.page.locator("[data-checkin-status]"),
      "Already counted: one per phone.",
    );
    await expectText(queueStatus, /1 said they're here\./);

    // Nothing beside the questions and check-ins tells who sent them.
    const database = new Database(path.join(world.server.dataDir, DATABASE_FILE), {
      readonly: true,
    });
    try {
      const tables = database
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
        .pluck()
        .all() as string[];
      const everything = tables
        .map((table) => JSON.stringify(database.prepare(`SELECT * FROM "${table}"`).all()))
        .join("\n");
      expect(everything).toContain("Can we invite the GSA");
      expect(everything).not.toContain(VISITOR_AGENT);
      expect(everything).not.toContain("Visitor Phone");
      const roomTables = tables.filter((table) => /questions|checkins/.test(table));
      expect(roomTables.length).toBeGreaterThanOrEqual(2);
      for (const table of roomTables) {
        const rows = database.prepare(`SELECT * FROM "${table}"`).all() as Record<
          string,
          unknown
        >[];
        const text = JSON.stringify(rows);
        expect(text).not.toMatch(/127\.0\.0\.1|::1|::ffff/);
        expect(text).not.toMatch(/user:|session/i);
      }
    } finally {
      database.close();
    }
  }, 120_000);

  it("an organiser prepares a poll, opens it on the projector, a phone votes, and the totals show as they change and at closing", async () => {
    const phone = await openBrowserPage(world, { viewport: PHONE, signedInAs: organiser });
    await openAdminScreen(phone.page, `${world.server.url}/admin/${id}`);
    await phone.page
      .getByRole("textbox", { name: "Question", exact: true })
      .fill("Pizza or tacos?");
    await phone.page
      .getByRole("textbox", { name: "Options, one a line (2 to 6)" })
      .fill("Pizza\nTacos");
    await phone.page.getByRole("button", { name: "Add poll" }).click();
    await expectVisible(phone.page.getByText("Poll added."));
    await phone.page.screenshot({
      path: "tests/.artifacts/screenshots/admin-meeting-polls-390.png",
      fullPage: true,
    });

    await openAdminScreen(phone.page, `${world.server.url}/admin/${id}/presenter`);
    const { page: projector } = await followFromProjector(phone);
    const visitor = await openBrowserPage(world, { viewport: PHONE });
    await visitor.page.goto(`${world.server.url}/ask/${id}`);
    await waitForPageReady(visitor.page);
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
    // Reloaded, the same phone cannot vote again.
    visitor.expectConsoleError(failedSiteRequest(409, `/ask/${id}/send`));
    await visitor.page.reload();
    await waitForPageReady(visitor.page);
    await visitor.page.getByRole("radio", { name: "Pizza" }).check();
    await visitor.page.getByRole("button", { name: "Vote" }).click();
    await expectText(visitor.page.locator("[data-poll-status]"), "Already counted: one per phone.");
    await expectText(projector.locator(".room-poll-total").nth(0), "0");
    await expectText(projector.locator(".room-poll-state"), /1 vote\./);
    await projector.screenshot({
      path: "tests/.artifacts/screenshots/site-present-poll-1280x720.png",
    });

    await phone.page.getByRole("button", { name: /^Close poll/ }).click();
    await expectText(projector.locator(".room-poll-state"), "The poll is closed. 1 vote.");
    await expectVisible(
      visitor.page.getByRole("heading", { name: "Poll closed: Pizza or tacos?" }),
    );
    // The totals are the projector's: the Ask page, a public page, only says where they are.
    await expectVisible(visitor.page.getByText("The totals are on the screen."));
    await expectHidden(visitor.page.getByText("Tacos: 1"));
    await expectNoAxeViolations(visitor.page);
  }, 120_000);
});
