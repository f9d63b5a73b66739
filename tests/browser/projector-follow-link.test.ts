import jsQR from "jsqr";
import { PNG } from "pngjs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe.ts";
import {
  openBrowserPage,
  PHONE,
  useBrowserWorld,
  type BrowserPage,
} from "../support/browser-world.ts";
import { daysFromNow, seedMeeting } from "../support/seed-meetings.ts";
import { eventually, expectCount, expectText, expectVisible } from "../support/user-sees.ts";
import { createTestAccount, ORGANISER, signedInSdk, type TestAccount } from "../support/users.ts";
import { openAdminScreen } from "./admin-fixtures.ts";

// A projector follows the presenter view with nobody signed in on it (decisions 0070, 0149): the
// organiser's phone shows a code, the projector types it (or opens the address with it), and
// the phone's Next and Previous move the projector.

const CODE = /^[0-9A-Z]{5} [0-9A-Z]{5}$/;

async function decodeQrCode(page: Page): Promise<string | null> {
  const png = PNG.sync.read(await page.getByRole("img", { name: /QR code/ }).screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

describe("a projector following by code", () => {
  const world = useBrowserWorld();
  let organiser: TestAccount;
  let id: string;

  beforeAll(async () => {
    organiser = await createTestAccount(world.server, ORGANISER);
    const sdk = await signedInSdk(world.server, organiser);
    id = await seedMeeting(sdk, {
      title: "Projector Night",
      start: daysFromNow(3),
      end: daysFromNow(3, 1),
      agenda: { agenda_preview: "Snacks and slides." },
    });
  });

  /** The organiser's phone on the presenter view, signed in. */
  async function openPhone(): Promise<BrowserPage> {
    const phone = await openBrowserPage(world, { viewport: PHONE, signedInAs: organiser });
    await openAdminScreen(phone.page, `${world.server.url}/admin/${id}/presenter`);
    return phone;
  }

  /** Presses "Show on the projector" on the phone and reads the code it shows. */
  async function showOnTheProjector(phone: BrowserPage): Promise<string> {
    await phone.page.getByRole("button", { name: "Show on the projector" }).click();
    const code = phone.page.getByText(CODE);
    await expectVisible(code);
    return (await code.textContent()) ?? "";
  }

  it("the organiser's phone shows a code; the projector, not signed in, types it and follows Next and Previous live", async () => {
    const phone = await openPhone();
    const code = await showOnTheProjector(phone);
    await eventually(() => decodeQrCode(phone.page)).toBe(
      `${world.server.url}/follow#${code.replace(" ", "")}`,
    );
    await expectNoAxeViolations(phone.page);
    await phone.page.screenshot({
      path: "tests/.artifacts/screenshots/admin-presenter-follow-code-390.png",
      fullPage: true,
    });

    const projector = await openBrowserPage(world, { viewport: { width: 1280, height: 720 } });
    await projector.page.goto(`${world.server.url}/follow`);
    await projector.page.getByRole("textbox", { name: "Code" }).fill(code.toLowerCase());
    await expectNoAxeViolations(projector.page);
    await projector.page.getByRole("button", { name: "Follow" }).click();

    const deck = projector.page.getByRole("region", { name: "Present mode" });
    await expectVisible(deck);
    await expectVisible(projector.page.getByRole("heading", { name: "Projector Night" }));
    await expectVisible(projector.page.getByText("Following the presenter view."));
    // Read-only: the projector's own buttons cannot move the phone's presentation.
    await expectVisible(deck.getByRole("button", { name: "Next" }).and(deck.locator(":disabled")));
    await expectVisible(phone.page.getByText(/^A projector follows until \d/));
    // The link's token is the site's HttpOnly cookie of its follow route: no page script sees it.
    const [followCookie] = (await projector.page.context().cookies()).filter(
      (cookie) => cookie.name === "presenter_follow",
    );
    expect(followCookie).toMatchObject({ httpOnly: true, path: "/follow/api", sameSite: "Strict" });
    const pageSees = await projector.page.evaluate(
      () => `${document.cookie} ${JSON.stringify({ ...sessionStorage, ...localStorage })}`,
    );
    expect(pageSees).not.toContain(followCookie?.value);

    await phone.page.getByRole("button", { name: "Next" }).click();
    await expectVisible(projector.page.getByRole("heading", { name: "Club Guidelines" }));
    await phone.page.getByRole("button", { name: "Next" }).click();
    await expectVisible(projector.page.getByRole("heading", { name: "The Gay Agenda" }));
    await phone.page.getByRole("button", { name: "Previous" }).click();
    await expectVisible(projector.page.getByRole("heading", { name: "Club Guidelines" }));
    await expectText(
      projector.page.locator(".present-deck [aria-live]"),
      /^Slide 2 of \d+: Club Guidelines$/,
    );
    await projector.page.screenshot({
      path: "tests/.artifacts/screenshots/site-present-follow-link-1280.png",
    });

    // The code worked once; the organiser ends the link from the phone.
    await phone.page.getByRole("button", { name: "Stop the projector following" }).click();
    await expectCount(phone.page.getByText(/^A projector follows until/), 0);
    await Promise.all([projector.close(), phone.close()]);
  });

  it("the address shown on the phone opens present mode on the projector and leaves the code out of the address bar", async () => {
    const phone = await openPhone();
    const code = await showOnTheProjector(phone);
    const projector = await openBrowserPage(world, { viewport: { width: 1280, height: 720 } });
    await projector.page.goto(`${world.server.url}/follow#${code.replace(" ", "")}`);

    await expectVisible(projector.page.getByRole("region", { name: "Present mode" }));
    await expectVisible(projector.page.getByText("Following the presenter view."));
    expect(projector.page.url()).toBe(`${world.server.url}/agenda/${id}`);
    await phone.page.getByRole("button", { name: "Next" }).click();
    await expectVisible(
      projector.page.getByRole("heading", { name: /^(Club Guidelines|The Gay Agenda)$/ }),
    );
    await phone.page.getByRole("button", { name: "Stop the projector following" }).click();
    await expectCount(phone.page.getByText(/^A projector follows until/), 0);
    await Promise.all([projector.close(), phone.close()]);
  });
  it("an organiser ends the link from the phone: the projector says so at its next check", async () => {
    const phone = await openPhone();
    const code = await showOnTheProjector(phone);
    const projector = await openBrowserPage(world, { viewport: { width: 1280, height: 720 } });
    // The projector's clock is the browser's own, moved on below instead of waiting 30 s.
    await projector.page.clock.install();
    await projector.page.goto(`${world.server.url}/follow#${code.replace(" ", "")}`);
    await expectVisible(projector.page.getByText("Following the presenter view."));

    await phone.page.getByRole("button", { name: "Stop the projector following" }).click();
    await expectCount(phone.page.getByText(/^A projector follows until/), 0);
    // The site refuses the ended link's next credential, which the browser logs.
    projector.expectConsoleError({ kind: "failed-request", status: 401, path: "/follow/api" });
    await projector.page.clock.fastForward(31_000);
    await expectVisible(
      projector.page.getByText("The follow link has ended. Make a new one on the presenter view."),
    );
    await Promise.all([projector.close(), phone.close()]);
  });
});
