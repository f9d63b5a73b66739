import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { gfmTable } from "../../app/lib/admin/markdown-commands.ts";
import {
  openBrowserSession,
  useBrowserWorld,
  VIEWPORTS,
  type BrowserPage,
  type BrowserSession,
} from "../support/browser-world.ts";
import { daysFromNow, seedMeeting } from "../support/seed-meetings.ts";
import { createTestAccount, ORGANISER, signedInSdk } from "../support/users.ts";
import { eventually, expectCount, expectText, expectVisible } from "../support/user-sees.ts";
import { recordState } from "../support/record-state.ts";

function editor(page: Page) {
  return page.getByRole("textbox", { name: "Everything else", exact: true });
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

const world = useBrowserWorld();
let meetingUrl: string;
// Every journey here is a tab of one signed-in organiser: none of them saves or signs out.
let organiserSession: BrowserSession;

beforeAll(async () => {
  const organiser = await createTestAccount(world.server, ORGANISER);
  const seeder = await signedInSdk(world.server, await createTestAccount(world.server, ORGANISER));
  const id = await seedMeeting(seeder, {
    title: "Markdown",
    start: daysFromNow(3),
    end: daysFromNow(3, 1),
  });
  meetingUrl = `${world.server.url}/admin/${id}`;
  organiserSession = await openBrowserSession(world, { signedInAs: organiser });
});

afterAll(async () => {
  await organiserSession.close();
});

describe("the Markdown editor for Everything else", () => {
  let admin: BrowserPage;
  let page: Page;

  beforeEach(async () => {
    admin = await organiserSession.openPage();
    page = admin.page;
    await page.goto(meetingUrl);
    // The organiser scrolls to the field; the editor arrives as it comes into sight.
    await editor(page).scrollIntoViewIfNeeded();
    await expectVisible(page.getByRole("toolbar", { name: "Formatting" }));
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

      await eventually(() => editorText(page)).toBe(expected);
      const preview = page.getByRole("region", { name: "Preview" });
      await expectText(preview.locator(rendered), "hello");
    },
  );

  it("Control+B makes the selection bold without leaving the keyboard", async () => {
    await typeAndSelect(page, "loud");
    await page.keyboard.press("ControlOrMeta+B");
    await eventually(() => editorText(page)).toBe("**loud**");
  });

  it("the table picker inserts a table of the size chosen with the mouse", async () => {
    await editor(page).click();
    await page.getByRole("button", { name: "Insert table" }).click();
    const grid = page.getByRole("group", { name: "Table size" });
    await expectCount(grid.getByRole("button"), 36);
    await grid.getByRole("button", { name: "3 columns by 2 rows" }).hover();
    await recordState(page, "admin-table-picker");

    await grid.getByRole("button", { name: "3 columns by 2 rows" }).click();

    await expectCount(grid, 0);
    // A blank line after the table keeps the next paragraph out of it.
    await eventually(() => editorText(page)).toBe(`${gfmTable(3, 2)}\n\n`);
    // The preview renders a deferred value, so it catches up a render after the editor.
    const table = page.getByRole("region", { name: "Preview" }).getByRole("table");
    await eventually(() => table.getByRole("columnheader").allTextContents()).toEqual([
      "Column 1",
      "Column 2",
      "Column 3",
    ]);
    await expectCount(table.getByRole("row"), 2);
  });

  it("the table picker works with arrow keys, Enter and Escape", async () => {
    const insertTable = page.getByRole("button", { name: "Insert table" });
    await insertTable.focus();
    await page.keyboard.press("Enter");
    await eventually(() =>
      page.evaluate(() => document.activeElement?.getAttribute("aria-label")),
    ).toBe("1 column by 1 row");
    await page.keyboard.press("Escape");
    await eventually(() =>
      insertTable.evaluate((button) => button === document.activeElement),
    ).toBe(true);
    await eventually(() => insertTable.getAttribute("aria-expanded")).toBe("false");

    await page.keyboard.press("Space");
    await eventually(() =>
      page.evaluate(() => document.activeElement?.getAttribute("aria-label")),
    ).toBe("1 column by 1 row");
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
    await eventually(() =>
      page.evaluate(() => document.activeElement?.getAttribute("aria-label")),
    ).toBe("3 columns by 3 rows");
    await page.keyboard.press("Enter");

    await eventually(() => editorText(page)).toBe(`${gfmTable(3, 3)}\n\n`);
  });

  it("Clear asks first, keeps the text when refused, and Undo and Redo step through it", async () => {
    const toolbar = page.getByRole("toolbar", { name: "Formatting" });
    const undo = toolbar.getByRole("button", { name: "Undo" });
    const redo = toolbar.getByRole("button", { name: "Redo" });
    await eventually(() => undo.getAttribute("aria-disabled")).toBe("true");
    await editor(page).click();
    await page.keyboard.type("Keep me");

    const questions: string[] = [];
    page.once("dialog", (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await toolbar.getByRole("button", { name: "Clear" }).click();
    expect(questions).toEqual(["Are you sure you want to clear all contents?"]);
    await eventually(() => editorText(page)).toBe("Keep me");

    page.once("dialog", (dialog) => void dialog.accept());
    await toolbar.getByRole("button", { name: "Clear" }).click();
    await eventually(() => editorText(page)).toBe("");

    await undo.click();
    await eventually(() => editorText(page)).toBe("Keep me");
    await eventually(() => redo.getAttribute("aria-disabled")).toBe("false");
    await redo.click();
    await eventually(() => editorText(page)).toBe("");
    await eventually(() => redo.getAttribute("aria-disabled")).toBe("true");
  });

  it("the toolbar is one tab stop, and arrow keys, Home and End move along it", async () => {
    const toolbar = page.getByRole("toolbar", { name: "Formatting" });
    await expectCount(toolbar.locator('[tabindex="0"]'), 1);
    const focusedName = () =>
      page.evaluate(() => document.activeElement?.getAttribute("aria-label"));

    await toolbar.getByRole("button", { name: "Bold" }).focus();
    await page.keyboard.press("ArrowRight");
    await eventually(() => focusedName()).toBe("Italic");
    await page.keyboard.press("End");
    await eventually(() => focusedName()).toBe("Clear");
    await page.keyboard.press("ArrowRight");
    await eventually(() => focusedName()).toBe("Bold");
    await page.keyboard.press("ArrowLeft");
    await eventually(() => focusedName()).toBe("Clear");
    await page.keyboard.press("Home");
    await eventually(() => focusedName()).toBe("Bold");

    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await eventually(() => focusedName()).toBe("Italic");
  });
});

describe("the Markdown editor at phone width", () => {
  it("is fetched only when the organiser scrolls towards its field", async () => {
    const admin = await organiserSession.openPage({ viewport: VIEWPORTS[0].size });
    const { page } = admin;
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(meetingUrl);
    await expectVisible(page.getByRole("textbox", { name: "Title" }));
    // Once the screen is up and the network has gone quiet, nothing has asked for the editor.
    await page.waitForLoadState("networkidle");
    expect(fetched.filter((path) => path.includes("markdown-island"))).toEqual([]);

    await editor(page).scrollIntoViewIfNeeded();
    await expectVisible(page.getByRole("toolbar", { name: "Formatting" }));
    expect(fetched.some((path) => path.includes("markdown-island"))).toBe(true);
    await admin.close();
  });

  it.each(VIEWPORTS)("the open table picker stays on screen at $name width", async ({ size }) => {
    const admin = await organiserSession.openPage({ viewport: size });
    const { page } = admin;
    await page.goto(meetingUrl);

    // The editor arrives as the organiser scrolls to its field.
    await editor(page).scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Insert table" }).click();
    const grid = page.getByRole("group", { name: "Table size" });
    await expectVisible(grid);
    const box = await grid.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= size.width).toBe(true);
    await admin.close();
  });
});
