import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { currentSchoolYear, schoolYear } from "../../../app/lib/year-archive/school-year.ts";
import { pngImage, upload } from "../../api/storage/storage-fixtures.ts";
import { PHONE, useBrowserWorld } from "../../support/browser-world.ts";
import { parseCalendar } from "../../support/ical.ts";
import { seedEvent, seedMeeting } from "../../support/seed-meetings.ts";
import { BACKEND_MODES } from "../../support/site-on-a-stand-in.ts";
import { expectHidden, expectText, expectVisible } from "../../support/user-sees.ts";
import { createTestAccount, signedInSdk } from "../../support/users.ts";
import { expectStatus } from "../account-fixtures.ts";
import { newOrganiser, signInThroughTheForm } from "./sign-in.ts";

// The yearly handover in both modes (issue 29): the removals and the year's archive are the
// site's server's work with its key on a real Appwrite too. Invite next year's organiser, remove
// one who leaves (never everyone), and download the year with its meetings, events and flyers.

const run = promisify(execFile);
const ZONE = "America/Chicago";
const DAY_MS = 24 * 60 * 60 * 1000;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "handover-both-modes-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe.each(BACKEND_MODES)("the end of the school year, on $name", ({ mode }) => {
  const world = useBrowserWorld({ mode, clubTimeZone: ZONE });

  it("an organiser on a phone invites next year's, removes a leaving one but never everyone, and downloads the year", async () => {
    const robin = await newOrganiser(world);
    const sam = await createTestAccount(world.server, { labels: ["admin"], name: "Sam Leaving" });
    const year = schoolYear(currentSchoolYear(new Date(), ZONE), ZONE);
    const dayIn = (days: number) => new Date(Date.parse(year.from) + days * DAY_MS).toISOString();
    const seeder = await signedInSdk(world.server, robin);
    await seedMeeting(seeder, {
      title: "Pride Week Planning",
      start: dayIn(60),
      end: dayIn(60.05),
      agenda: { agenda_preview: "Posters and snacks." },
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

    const session = await signInThroughTheForm(world, robin);
    const { page, close } = await session.openPage({ viewport: PHONE });
    await page.goto(`${world.server.url}/admin`);
    await page.getByRole("link", { name: "End of the school year" }).click();
    await expectVisible(page.getByRole("heading", { level: 1, name: "End of the school year" }));

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
    await expectText(leaving.getByRole("alert"), /untick at least one organiser who stays/);
    await leaving.getByRole("checkbox", { name: /Robin Organiser/ }).uncheck();
    await leaving.getByRole("button", { name: "Remove the ticked organisers" }).click();
    const confirm = page.getByRole("dialog", { name: "Remove this organiser?" });
    await expectText(confirm, /Sam Leaving/);
    await confirm.getByRole("button", { name: "Remove", exact: true }).click();
    await expectStatus(page, "1 organiser removed.");
    await expectHidden(leaving.getByRole("checkbox", { name: /Sam Leaving/ }));
    await expectText(leaving, /You are the only organiser, so nobody can be removed/);
    expect((await (await signedInSdk(world.server, sam)).account.get()).labels).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download the archive" }).click(),
    ]);
    const zipFile = path.join(folder, `${mode}-${download.suggestedFilename()}`);
    await download.saveAs(zipFile);
    const out = path.join(folder, `${mode}-archive`);
    await run("unzip", ["-q", zipFile, "-d", out]);
    const calendar = parseCalendar(fs.readFileSync(path.join(out, "year.ics"), "utf8"));
    expect([...calendar.events.values()].map((event) => event.summary).sort()).toEqual([
      "Pride Week Planning",
      "Spring Dance",
    ]);
    // The year keeps its flyers: a JPEG the site's server read from Appwrite's storage.
    const flyers = fs
      .readdirSync(path.join(out, "events"))
      .filter((file) => file.endsWith("-flyer.jpg"));
    expect(flyers).toHaveLength(1);
    const jpeg = fs.readFileSync(path.join(out, "events", flyers[0] ?? ""));
    expect([...jpeg.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    await close();
    await session.close();
  });
});
