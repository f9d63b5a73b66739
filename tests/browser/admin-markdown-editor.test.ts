import type { Page } from "playwright-core";
import { beforeAll, beforeEach, afterEach, describe, expect, it } from "vitest";
import { gfmTable } from "../../app/lib/admin/markdown-commands.ts";
import {
  openBrowserPage,
  useBrowserWorld,
  VIEWPORTS,
  type BrowserPage,
} from "../support/browser-world.ts";
import { daysFromNow, seedMeeting } from "../support/seed-meetings.ts";
import { createAccount, signedInSdk, type TestAccount } from "../support/users.ts";
import { recordState } from "./admin-fixtures.ts";

function editor(page: Page) {
  return page.getByRole("textbox", { name: "Everything else" });
}

/** The editor's text, one document line per rendered line. */
async function editorText(page: Page): Promise<string> {
  return (await editor(page).locator(".cm-line").allTextContents()).join("\n");
}

/** Replaces the editor's text with `text`, typed, and selects all of it. */
async function typeAndSelect(page: Page, text: string): Promise<void> {
  await editor(page).click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
  await page.keyboard.press("ControlOrMeta+A");
}

describe("the Markdown editor for Everything else", () => {
  const world = useBrowserWorld();
  let organiser: TestAccount;
  let meetingUrl: string;
  let admin: BrowserPage;
  let page: Page;

  beforeAll(async () => {
    organiser = await createAccount(world.server, { isAdmin: true });
    const seeder = await signedInSdk(
      world.server,
      await createAccount(world.server, { isAdmin: true }),
    );
    const id = await seedMeeting(seeder, {
      title: "Markdown",
      start: daysFromNow(3),
      end: daysFromNow(3, 1),
    });
    meetingUrl = `${world.server.url}/admin/${id}`;
  });

  beforeEach(async () => {
    admin = await openBrowserPage(world, { signedInAs: organiser });
    page = admin.page;
    await page.goto(meetingUrl);
    await expect.poll(() => editor(page).isVisible()).toBe(true);
  });

  afterEach(async () => {
    await admin.close();
  });

  it.each([
    { button: "Bold", expected: "**hello**", rendered: "strong" },
    { button: "Italic", expected: "_hello_", rendered: "em" },
    { button: "Heading", expected: "## hello", rendered: "h3" },
    { button: "Bulleted list", expected: "- hello", rendered: "ul > li" },
    { button: "Numbered list", expected: "1. hello", rendered: "ol > li" },
    { button: "Link", expected: "[hello](https://)", rendered: "a" },
    { button: "Quote", expected: "> hello", rendered: "blockquote > p" },
    { button: "Code", expected: "`hello`", rendered: "code" },
  ])(
    "the $button button formats the selection, and the preview shows it",
    async ({ button, expected, rendered }) => {
      await typeAndSelect(page, "hello");
      await page
        .getByRole("toolbar", { name: "Formatting" })
        .getByRole("button", { name: button, exact: true })
        .click();

      expect(await editorText(page)).toBe(expected);
      const preview = page.getByRole("region", { name: "Preview" });
      expect(await preview.locator(rendered).textContent()).toBe("hello");
    },
  );

  it("Control+B makes the selection bold without leaving the keyboard", async () => {
    await typeAndSelect(page, "loud");
    await page.keyboard.press("ControlOrMeta+B");
    expect(await editorText(page)).toBe("**loud**");
  });

  it("the table picker inserts a table of the size chosen with the mouse", async () => {
    await editor(page).click();
    await page.getByRole("button", { name: "Insert table" }).click();
    const grid = page.getByRole("group", { name: "Table size" });
    expect(await grid.getByRole("button").count()).toBe(36);
    await grid.getByRole("button", { name: "3 columns by 2 rows" }).hover();
    await recordState(page, "table-picker");

    await grid.getByRole("button", { name: "3 columns by 2 rows" }).click();

    expect(await grid.count()).toBe(0);
    // A blank line after the table keeps the next paragraph out of it.
    expect(await editorText(page)).toBe(`${gfmTable(3, 2)}\n\n`);
    // The preview renders a deferred value, so it catches up a render after the editor.
    const table = page.getByRole("region", { name: "Preview" }).getByRole("table");
    await expect
      .poll(() => table.getByRole("columnheader").allTextContents())
      .toEqual(["Column 1", "Column 2", "Column 3"]);
    expect(await table.getByRole("row").count()).toBe(2);
  });

  it("the table picker works with arrow keys, Enter and Escape", async () => {
    const insertTable = page.getByRole("button", { name: "Insert table" });
    await insertTable.focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("1 column by 1 row");
    await page.keyboard.press("Escape");
    await expect
      .poll(() => insertTable.evaluate((button) => button === document.activeElement))
      .toBe(true);
    expect(await insertTable.getAttribute("aria-expanded")).toBe("false");

    await page.keyboard.press("Space");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("1 column by 1 row");
    for (const key of [
      "ArrowRight",
      "ArrowRight",
      "ArrowRight",
      "ArrowDown",
      "ArrowDown",
      "ArrowLeft",
    ]) {
      await page.keyboard.press(key);
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "3 columns by 3 rows",
    );
    await page.keyboard.press("Enter");

    expect(await editorText(page)).toBe(`${gfmTable(3, 3)}\n\n`);
  });

  it("Clear asks first, keeps the text when refused, and Undo and Redo step through it", async () => {
    const toolbar = page.getByRole("toolbar", { name: "Formatting" });
    const undo = toolbar.getByRole("button", { name: "Undo" });
    const redo = toolbar.getByRole("button", { name: "Redo" });
    expect(await undo.getAttribute("aria-disabled")).toBe("true");
    await editor(page).click();
    await page.keyboard.type("Keep me");

    const questions: string[] = [];
    page.once("dialog", (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await toolbar.getByRole("button", { name: "Clear" }).click();
    expect(questions).toEqual(["Are you sure you want to clear all contents?"]);
    expect(await editorText(page)).toBe("Keep me");

    page.once("dialog", (dialog) => void dialog.accept());
    await toolbar.getByRole("button", { name: "Clear" }).click();
    await expect.poll(() => editorText(page)).toBe("");

    await undo.click();
    expect(await editorText(page)).toBe("Keep me");
    expect(await redo.getAttribute("aria-disabled")).toBe("false");
    await redo.click();
    expect(await editorText(page)).toBe("");
    expect(await redo.getAttribute("aria-disabled")).toBe("true");
  });

  it("the toolbar is one tab stop, and arrow keys, Home and End move along it", async () => {
    const toolbar = page.getByRole("toolbar", { name: "Formatting" });
    expect(await toolbar.locator('[tabindex="0"]').count()).toBe(1);
    const focusedName = () =>
      page.evaluate(() => document.activeElement?.getAttribute("aria-label"));

    await toolbar.getByRole("button", { name: "Bold" }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await focusedName()).toBe("Italic");
    await page.keyboard.press("End");
    expect(await focusedName()).toBe("Clear");
    await page.keyboard.press("ArrowRight");
    expect(await focusedName()).toBe("Bold");
    await page.keyboard.press("ArrowLeft");
    expect(await focusedName()).toBe("Clear");
    await page.keyboard.press("Home");
    expect(await focusedName()).toBe("Bold");

    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    expect(await focusedName()).toBe("Italic");
  });
});

describe("the Markdown editor at phone width", () => {
  const world = useBrowserWorld();

  it.each(VIEWPORTS)("the open table picker stays on screen at $name width", async ({ size }) => {
    const organiser = await createAccount(world.server, { isAdmin: true });
    const seeder = await signedInSdk(
      world.server,
      await createAccount(world.server, { isAdmin: true }),
    );
    const id = await seedMeeting(seeder, {
      title: "Phone",
      start: daysFromNow(3),
      end: daysFromNow(3, 1),
    });
    const admin = await openBrowserPage(world, { viewport: size, signedInAs: organiser });
    const { page } = admin;
    await page.goto(`${world.server.url}/admin/${id}`);

    await page.getByRole("button", { name: "Insert table" }).click();
    const grid = page.getByRole("group", { name: "Table size" });
    await expect.poll(() => grid.isVisible()).toBe(true);
    const box = await grid.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= size.width).toBe(true);
    await admin.close();
  });
});
