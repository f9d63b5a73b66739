import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openBrowserPage, useBrowserWorld } from "../support/browser-world.ts";
import { daysFromNow, readAgenda, readMeeting, seedMeeting } from "../support/seed-meetings.ts";
import { createTestAccount, ORGANISER, signedInSdk } from "../support/users.ts";

import { eventually, expectVisible } from "../support/user-sees.ts";

interface FocusedElement {
  name: string;
  hasVisibleFocus: boolean;
}

/** The focused element's accessible name (roughly) and whether a focus ring shows around it. */
function describeFocus(page: Page): Promise<FocusedElement> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement)) return { name: "", hasVisibleFocus: false };
    const labelledBy = element.getAttribute("aria-labelledby");
    const name =
      element.getAttribute("aria-label") ??
      (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
        ? element.labels?.[0]?.textContent
        : element.textContent) ??
      "";
    // CodeMirror draws the ring on the editor around its focused content element.
    const ringHolder = element.closest(".cm-editor") ?? element;
    const style = getComputedStyle(ringHolder);
    const hasOutline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    return {
      name: name.trim().replace(/\s+/g, " "),
      hasVisibleFocus: hasOutline || style.boxShadow !== "none",
    };
  });
}

/** Presses Tab until the element named `name` has focus; every stop on the way must show focus. */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let step = 0; step < 60; step++) {
    await page.keyboard.press("Tab");
    // CodeMirror marks itself focused a moment after the focus event.
    await eventually(() => describeFocus(page)).toMatchObject({ hasVisibleFocus: true });
    if ((await describeFocus(page)).name === name) return;
  }
  throw new Error(`Tab never reached "${name}".`);
}

describe("the admin screens with the keyboard alone", () => {
  const world = useBrowserWorld();

  it("an organiser signs in, opens a meeting, edits it and saves with Tab, Enter and Space only", async () => {
    const organiser = await createTestAccount(world.server, ORGANISER);
    const seeder = await signedInSdk(
      world.server,
      await createTestAccount(world.server, ORGANISER),
    );
    const id = await seedMeeting(seeder, {
      title: "Keyboard Club",
      start: daysFromNow(2),
      end: daysFromNow(2, 1),
    });
    const admin = await openBrowserPage(world);
    const { page } = admin;
    await page.goto(`${world.server.url}/admin`);
    await expectVisible(page.getByLabel("Email"));

    await tabTo(page, "Email");
    await page.keyboard.type(organiser.email);
    await tabTo(page, "Password");
    await page.keyboard.type(organiser.password);
    await page.keyboard.press("Enter");
    await expectVisible(page.getByRole("heading", { level: 1, name: "Admin Panel" }));

    await tabTo(page, "Edit Keyboard Club");
    await page.keyboard.press("Enter");
    await expectVisible(page.getByRole("heading", { level: 1, name: "Manage Meeting" }));

    await tabTo(page, "Title");
    await page.keyboard.press("End");
    await page.keyboard.type(" Social");
    await tabTo(page, "Canceled");
    await page.keyboard.press("Space");
    await tabTo(page, "Agenda preview");
    await page.keyboard.type("Games with the keyboard.");
    await tabTo(page, "Everything else");
    await page.keyboard.type("- typed without a mouse");
    await tabTo(page, "Save");
    await page.keyboard.press("Space");

    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    const meeting = await readMeeting(seeder, id);
    expect({ title: meeting.title, canceled: meeting.canceled }).toEqual({
      title: "Keyboard Club Social",
      canceled: true,
    });
    const agenda = await readAgenda(seeder, id);
    expect({ preview: agenda.agenda_preview, extra: agenda.everything_else }).toEqual({
      preview: "Games with the keyboard.",
      extra: "- typed without a mouse",
    });
    await admin.close();
  });
});
