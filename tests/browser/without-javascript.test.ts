import { afterAll, beforeAll, describe, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { PHONE } from "../support/browser-world.ts";
import { daysFromNow, seedMeeting } from "../support/seed-meetings.ts";
import { expectHidden, expectVisible } from "../support/user-sees.ts";
import { startSiteWorld, type SiteWorld } from "./site-fixtures.ts";

// Issue 23: with JavaScript turned off, public pages show no control that needs it, and the admin
// screens say they need it instead of loading for ever.

describe("a browser without JavaScript", () => {
  let world: SiteWorld;
  let context: BrowserContext;
  let id: string;

  beforeAll(async () => {
    world = await startSiteWorld();
    id = await seedMeeting(world.organiser, {
      title: "Poster Night",
      start: daysFromNow(2),
      end: daysFromNow(2, 1),
      agenda: { agenda_preview: "Markers and glitter." },
    });
    context = await world.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  });

  afterAll(async () => {
    await context?.close();
    await world?.close();
  });

  it("a visitor reads an agenda with no Present mode button, which could not work", async () => {
    const page = await context.newPage();
    await page.goto(`${world.server.url}/agenda/${id}`);
    await expectVisible(page.getByRole("heading", { level: 1, name: "Poster Night" }));
    await expectVisible(page.getByText("Markers and glitter."));
    await expectHidden(page.getByRole("button", { name: "Present mode" }));
    await page.close();
  });

  it.each(["/admin", "/admin/account", `/admin/organisers`])(
    "a visitor at %s gets the sign-in form the server draws, which needs no JavaScript",
    async (path) => {
      const page = await context.newPage();
      await page.goto(`${world.server.url}${path}`);
      await expectVisible(page.getByLabel("Email"));
      await expectVisible(page.getByRole("button", { name: "Login" }));
      await expectHidden(page.getByText("This screen needs JavaScript", { exact: false }));
      await page.close();
    },
  );
});
