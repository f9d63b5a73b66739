import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DATABASE_ID } from "../../app/lib/collections/database.ts";
import { PAGES, pageId } from "../../app/lib/collections/pages.ts";
import { pngImage, upload } from "../api/storage/storage-fixtures.ts";
import { openBrowserPage, PHONE, useBrowserWorld } from "../support/browser-world.ts";
import { recordState } from "../support/record-state.ts";
import { daysFromNow, seedEvent, seedMeeting } from "../support/seed-meetings.ts";
import { startTestServer } from "../support/test-server.ts";
import { eventually, expectText, expectVisible } from "../support/user-sees.ts";
import { createTestAccount, ORGANISER, signedInSdk } from "../support/users.ts";

// Moving host without a shell (issue 30 item 4, decisions 0143 and 0144), on a phone: an organiser
// downloads a backup from the End of the school year screen; a new install's setup link offers to
// restore it instead, refuses it until the person chooses a backup from another install, and then
// serves the club at once: its meetings, pages, events with their pictures, and its organisers.

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "move-host-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe("moving the club to a new host", () => {
  const world = useBrowserWorld();

  it("an organiser downloads a backup, and a new install's setup screen restores it whole", async () => {
    const robin = await createTestAccount(world.server, ORGANISER);
    const seeder = await signedInSdk(world.server, robin);
    const meetingId = await seedMeeting(seeder, {
      title: "Moving Day Social",
      start: daysFromNow(4),
      end: daysFromNow(4, 1),
    });
    const flyer = await upload(seeder, await pngImage(600, 800), "pride-picnic.png");
    const eventId = await seedEvent(seeder, {
      title: "Pride Picnic",
      time: daysFromNow(20),
      end: daysFromNow(20, 3),
      flyer_file_id: flyer.$id,
      flyer_alt: "A rainbow blanket on the grass",
      flyer_width: 600,
      flyer_height: 800,
    });

    await seeder.databases.updateDocument({
      databaseId: DATABASE_ID,
      collectionId: PAGES,
      documentId: pageId("about"),
      data: { body: "We meet in the art room on Thursdays, and we moved house." },
    });

    const old = await openBrowserPage(world, { viewport: PHONE, signedInAs: robin });
    await old.page.goto(`${world.server.url}/admin/handover`);
    const section = old.page.getByRole("region", { name: "Back up the whole site" });
    await expectText(
      section,
      /every account on the site with its name, email address, password hash/,
    );
    await expectText(section, /Keep it private, like a password/);
    const [download] = await Promise.all([
      old.page.waitForEvent("download"),
      section.getByRole("button", { name: "Download a backup" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^pride-club-backup-.+\.tar\.gz$/);
    const backupFile = path.join(folder, download.suggestedFilename());
    await download.saveAs(backupFile);
    await old.close();

    const logged: string[] = [];
    const newSite = await startTestServer({ withSite: true, log: (line) => logged.push(line) });
    try {
      const setupLink = /http:\/\/\S+\/welcome\?\S+/.exec(logged.join("\n"))?.[0] ?? "missing";
      const mover = await openBrowserPage(world, { viewport: PHONE });
      const { page } = mover;
      await page.goto(setupLink);
      const restore = page.getByRole("region", {
        name: "Moving the club here? Restore a backup instead",
      });
      await expectVisible(restore);
      await recordState(page, "setup-restore");
      await restore.getByLabel("Backup file (.tar.gz)").setInputFiles(backupFile);
      mover.expectConsoleError(/status of 409/);
      await restore.getByRole("button", { name: "Restore the backup" }).click();
      await expectText(restore.getByRole("status"), /This site did not make this backup/);

      await restore
        .getByRole("checkbox", { name: /Restore it even if this site did not make it/ })
        .check();
      await restore.getByRole("button", { name: "Restore the backup" }).click();
      await expectText(restore.getByRole("status"), /The backup is restored/);
      await expectText(restore, /the database passes SQLite's integrity check/);
      await expectText(restore, /who made it: it was signed by another install/);
      await recordState(page, "setup-restored");

      await page.getByRole("link", { name: "Sign in" }).click();
      await expectVisible(page.getByRole("heading", { level: 1, name: "Access Denied" }));
      await page.getByLabel("Email").fill(robin.email);
      await page.getByLabel("Password").fill(robin.password);
      await page.getByRole("button", { name: "Login" }).click();
      await expectVisible(page.getByRole("heading", { level: 1, name: "Admin Panel" }));

      await page.goto(`${newSite.url}/agenda/${meetingId}`);
      await expectVisible(page.getByRole("heading", { level: 1, name: "Moving Day Social" }));
      await page.goto(`${newSite.url}/about`);
      await expectText(page.getByRole("main"), /we moved house/);
      await page.goto(`${newSite.url}/events/${eventId}`);
      const picture = page.getByRole("img", { name: "A rainbow blanket on the grass" });
      await eventually(() =>
        picture.evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).toBeGreaterThan(0);
      await mover.close();
    } finally {
      await newSite.stop();
    }
  });
});
