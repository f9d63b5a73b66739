import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

// The one way browser tests assert what a person sees: every check waits (vitest's poll timeout,
// vitest.config.ts) until the page shows it, because a page keeps changing after a click or a
// navigation returns. A one-shot read (`expect(await x.isVisible())`) races the page and flakes.

/**
 * Waits until `read` (a look at the page) satisfies the matcher that follows, for the state a
 * named helper below does not cover: `await eventually(() => field.inputValue()).toBe("14:30")`.
 */
export function eventually<T>(read: () => Promise<T> | T, message?: string) {
  return expect.poll(read, message === undefined ? {} : { message });
}

/** Waits until `locator` is on screen. */
export function expectVisible(locator: Locator, message?: string): Promise<void> {
  return eventually(() => locator.isVisible(), message ?? `${locator} is visible`).toBe(true);
}

/** Waits until `locator` is not on screen (gone, or hidden). */
export function expectHidden(locator: Locator, message?: string): Promise<void> {
  return eventually(() => locator.isVisible(), message ?? `${locator} is hidden`).toBe(false);
}

/** Waits until `locator` matches exactly `count` elements. */
export function expectCount(locator: Locator, count: number, message?: string): Promise<void> {
  return eventually(() => locator.count(), message ?? `${locator} count`).toBe(count);
}

/** Waits until `locator`'s text is `text`, or contains it when `text` is a pattern. */
export function expectText(locator: Locator, text: string | RegExp): Promise<void> {
  const read = eventually(() => locator.textContent(), `${locator} text`);
  return typeof text === "string" ? read.toBe(text) : read.toMatch(text);
}

/** Waits until the focused element's text (a button's, a heading's) is `text`. */
export function expectFocusOn(page: Page, text: string): Promise<void> {
  return eventually(
    () => page.evaluate(() => document.activeElement?.textContent ?? null),
    "the focused element's text",
  ).toBe(text);
}
