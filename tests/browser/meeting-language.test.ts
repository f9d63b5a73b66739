import { afterAll, beforeAll, expect, it } from "vitest";
import {
  openBrowserSession,
  useBrowserWorld,
  type BrowserSession,
} from "../support/browser-world.ts";
import { daysFromNow, readMeeting, seedMeeting } from "../support/seed-meetings.ts";
import type { SdkUser } from "../support/sdk.ts";
import { createTestAccount, ORGANISER, signedInSdk } from "../support/users.ts";
import { expectVisible } from "../support/user-sees.ts";
import { openAdminScreen } from "./admin-fixtures.ts";

// Issue 24: an organiser says which language a meeting is written in; visitors reading the site
// in the other language see its words marked and are told.

const world = useBrowserWorld();
let sdk: SdkUser;
let organiserSession: BrowserSession;

beforeAll(async () => {
  const organiser = await createTestAccount(world.server, ORGANISER);
  sdk = await signedInSdk(world.server, await createTestAccount(world.server, ORGANISER));
  organiserSession = await openBrowserSession(world, { signedInAs: organiser });
});

afterAll(async () => {
  await organiserSession.close();
});

it("an organiser marks a meeting as written in Spanish, and an English visitor is told", async () => {
  const id = await seedMeeting(sdk, {
    title: "Noche de juegos",
    start: daysFromNow(3),
    end: daysFromNow(3, 1),
    agenda: { agenda_preview: "Juegos de mesa." },
  });
  const admin = await organiserSession.openPage({ viewport: { width: 390, height: 844 } });
  const { page } = admin;
  await openAdminScreen(page, `${world.server.url}/admin/${id}`);
  await expectVisible(page.getByText("No polls yet."));

  await page.getByLabel("Language of this meeting").selectOption({ label: "Español" });
  await page.getByLabel("Language of this meeting").scrollIntoViewIfNeeded();
  await page.screenshot({ path: "tests/.artifacts/screenshots/admin-meeting-language-390.png" });
  await page.getByRole("button", { name: "Save" }).click();
  await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
  expect((await readMeeting(sdk, id)).language).toBe("es");
  await admin.close();

  const visitor = await organiserSession.openPage();
  await visitor.page.goto(`${world.server.url}/agenda/${id}`);
  await expectVisible(visitor.page.getByText("This meeting's agenda is written in Spanish."));
  await expectVisible(visitor.page.locator('h1[lang="es"]', { hasText: "Noche de juegos" }));
  await visitor.close();
});
