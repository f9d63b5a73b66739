import { afterAll, beforeAll, describe, it } from "vitest";
import {
  openBrowserPage,
  PHONE,
  useBrowserWorld,
  type BrowserSession,
} from "../../support/browser-world.ts";
import { daysFromNow, seedMeeting } from "../../support/seed-meetings.ts";
import { BACKEND_MODES } from "../../support/site-on-a-stand-in.ts";
import { expectCount, expectVisible } from "../../support/user-sees.ts";
import { signedInSdk } from "../../support/users.ts";
import { openAdminScreen } from "../admin-fixtures.ts";
import { newOrganiser, signInThroughTheForm } from "./sign-in.ts";

// A follow code in both modes (issue 29): a projector nobody signed in on follows the
// organiser's presenter view by the code the phone shows, on a real Appwrite too.

const CODE = /^[0-9A-Z]{5} [0-9A-Z]{5}$/;

describe.each(BACKEND_MODES)("a projector following by code, on $name", ({ mode }) => {
  const world = useBrowserWorld({ mode });
  let organiser: BrowserSession;
  let id: string;

  beforeAll(async () => {
    const account = await newOrganiser(world);
    id = await seedMeeting(await signedInSdk(world.server, account), {
      title: "Projector Night",
      start: daysFromNow(3),
      end: daysFromNow(3, 1),
      agenda: { agenda_preview: "Snacks and slides." },
    });
    organiser = await signInThroughTheForm(world, account);
  });

  afterAll(async () => {
    await organiser?.close();
  });

  it("the organiser's phone shows a code; the projector, not signed in, types it and follows Next and Previous", async () => {
    const phone = await organiser.openPage({ viewport: PHONE });
    await openAdminScreen(phone.page, `${world.server.url}/admin/${id}/presenter`);
    const showOnProjector = phone.page.getByRole("button", { name: "Show on the projector" });
    await expectVisible(showOnProjector);
    await showOnProjector.click();
    const shown = phone.page.getByText(CODE);
    await expectVisible(shown);
    const code = (await shown.textContent()) ?? "";

    const projector = await openBrowserPage(world, { viewport: { width: 1280, height: 720 } });
    await projector.page.goto(`${world.server.url}/follow`);
    await projector.page.getByRole("textbox", { name: "Code" }).fill(code);
    await projector.page.getByRole("button", { name: "Follow" }).click();
    await expectVisible(projector.page.getByRole("heading", { name: "Projector Night" }));
    await expectVisible(projector.page.getByText("Following the presenter view."));

    await phone.page.getByRole("button", { name: "Next" }).click();
    await expectVisible(projector.page.getByRole("heading", { name: "Club Guidelines" }));
    await phone.page.getByRole("button", { name: "Next" }).click();
    await expectVisible(projector.page.getByRole("heading", { name: "The Gay Agenda" }));
    await phone.page.getByRole("button", { name: "Previous" }).click();
    await expectVisible(projector.page.getByRole("heading", { name: "Club Guidelines" }));

    await phone.page.getByRole("button", { name: "Stop the projector following" }).click();
    await expectCount(phone.page.getByText(/^A projector follows until/), 0);
    await Promise.all([projector.close(), phone.close()]);
  });
});
