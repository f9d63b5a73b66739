import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { currentSchoolYear, schoolYear } from "../../app/lib/year-archive/school-year.ts";
import { pngImage, upload } from "../api/storage/storage-fixtures.ts";
import { openBrowserPage, PHONE, useBrowserWorld } from "../support/browser-world.ts";
import { parseCalendar } from "../support/ical.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { recordState } from "../support/record-state.ts";
import { saveTallWindowScreenshot } from "../support/screenshots.ts";
import { seedEvent, seedMeeting } from "../support/seed-meetings.ts";
import {
  eventually,
  expectCount,
  expectHidden,
  expectText,
  expectVisible,
} from "../support/user-sees.ts";
import { createTestAccount, ORGANISER, signedInSdk } from "../support/users.ts";
import { expectStatus } from "./account-fixtures.ts";

// The yearly handover on a phone (issue 20 item 6, decision 0117): invite next year's organiser,
// remove one who leaves (never everyone), and download the year, which opens offline from disk.

const run = promisify(execFile);
const ZONE = "America/Chicago";
const DAY_MS = 24 * 60 * 60 * 1000;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "handover-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe("the end of the school year", () => {
  const world = useBrowserWorld({ clubTimeZone: ZONE });

  it("an organiser on a phone invites next year's, removes a leaving one but never everyone, and downloads a year that opens offline", async () => {
    const robin = await createTestAccount(world.server, ORGANISER);
    const sam = await createTestAccount(world.server, { labels: ["admin"], name: "Sam Leaving" });
    const year = schoolYear(currentSchoolYear(new Date(), ZONE), ZONE);
    const dayIn = (days: number) => new Date(Date.parse(year.from) + days * DAY_MS).toISOString();
    const seeder = await signedInSdk(world.server, robin);
    const meeting = await seedMeeting(seeder, {
      title: "Pride Week Planning",
      start: dayIn(60),
      end: dayIn(60.05),
      agenda: { agenda_preview: "Posters and snacks.", question_1: "What should we paint?" },
    });
    const flyer = await upload(seeder, await pngImage(600, 800), "spring-dance.png");
    await seedEvent(seeder, {
      title: "Spring Dance",
      time: dayIn(240),
      end: dayIn(240.1),
      flyer_file_id: flyer.$id,
      flyer_alt: "A disco ball over the gym",
      flyer_width: 600,
      flyer_height: 800,
    });

    const { page, close } = await openBrowserPage(world, { viewport: PHONE, signedInAs: robin });
    await page.goto(`${world.server.url}/admin`);
    await page.getByRole("link", { name: "End of the school year" }).click();
    await expectVisible(page.getByRole("heading", { level: 1, name: "End of the school year" }));
    // Drawn by the site's server: React is not on the page.
    await expectCount(page.locator("html[data-hydrates]"), 0, "React hydrating the screen");
    await recordState(page, "handover-screen");
    await page.setViewportSize({ width: 320, height: 700 });
    await saveTallWindowScreenshot(page, "handover-screen");
    await page.setViewportSize(PHONE);

    await page.getByLabel("Their email address").fill("next@school.example");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expectStatus(page, "Invitation sent.");
    await expectText(
      page.getByRole("region", { name: "Pending invitations" }),
      /next@school\.example/,
    );

    const leaving = page.getByRole("region", { name: "Who is leaving?" });
    await leaving.getByRole("checkbox", { name: /Sam Leaving/ }).check();
    await leaving.getByRole("checkbox", { name: /Robin Organiser \(you\)/ }).check();
    await leaving.getByRole("button", { name: "Remove the ticked organisers" }).click();
    // The server refuses to ask about everyone, and keeps the boxes as they were ticked.
    await expectText(leaving.getByRole("alert"), /untick at least one organiser who stays/);
    await expectCount(page.getByRole("dialog"), 0, "a confirmation");
    await recordState(page, "handover-everyone-ticked");
    await leaving.getByRole("checkbox", { name: /Robin Organiser/ }).uncheck();
    expect(await leaving.getByRole("checkbox", { name: /Sam Leaving/ }).isChecked()).toBe(true);
    await leaving.getByRole("button", { name: "Remove the ticked organisers" }).click();
    const confirm = page.getByRole("dialog", { name: "Remove this organiser?" });
    await expectText(confirm, /Sam Leaving/);
    await expectNoAxeViolations(page);
    await recordState(page, "handover-confirm");
    await confirm.getByRole("button", { name: "Remove", exact: true }).click();
    await expectStatus(page, "1 organiser removed.");
    await expectHidden(leaving.getByRole("checkbox", { name: /Sam Leaving/ }));
    await expectText(leaving, /You are the only organiser, so nobody can be removed/);
    expect((await (await signedInSdk(world.server, sam)).account.get()).labels).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download the archive" }).click(),
    ]);
    const zipFile = path.join(folder, download.suggestedFilename());
    await download.saveAs(zipFile);
    expect(download.suggestedFilename()).toMatch(/-\d{4}-\d{4}\.zip$/);
    const out = path.join(folder, "archive");
    await run("unzip", ["-q", zipFile, "-d", out]);
    const calendar = parseCalendar(fs.readFileSync(path.join(out, "year.ics"), "utf8"));
    expect([...calendar.events.values()].map((event) => event.summary).sort()).toEqual([
      "Pride Week Planning",
      "Spring Dance",
    ]);
    await close();

    // Opened from disk with the network off, as someone would years later.
    const reader = await openBrowserPage(world, { viewport: PHONE });
    await reader.context.setOffline(true);
    await reader.page.goto(pathToFileURL(path.join(out, "index.html")).href);
    await expectVisible(reader.page.getByRole("heading", { level: 1, name: /the school year/ }));
    await saveTallWindowScreenshot(reader.page, "handover-archive-index");
    await reader.page.setViewportSize(PHONE);
    await reader.page.getByRole("link", { name: "Pride Week Planning" }).click();
    await expectVisible(
      reader.page.getByRole("heading", { level: 1, name: "Pride Week Planning" }),
    );
    await expectText(reader.page.getByRole("main"), /What should we paint\?/);
    await saveTallWindowScreenshot(reader.page, "handover-archive-meeting");
    await reader.page.setViewportSize(PHONE);
    expect(reader.page.url()).toContain(meeting);
    await reader.page.getByRole("link", { name: "Back to the whole year" }).click();
    await reader.page.getByRole("link", { name: "Spring Dance" }).click();
    await expectVisible(reader.page.getByRole("heading", { level: 1, name: "Spring Dance" }));
    // The year keeps its flyers: the picture is in the archive, shown offline with its alt text.
    const poster = reader.page.getByRole("img", { name: "A disco ball over the gym" });
    await eventually(() => poster.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(
      600,
    );
    await reader.page.getByRole("link", { name: "Back to the whole year" }).click();
    await reader.page.getByRole("link", { name: /^Welcome to / }).click();
    await expectVisible(reader.page.getByRole("heading", { level: 1, name: /^Welcome to / }));
    await reader.close();
  });
});
