import { beforeAll, describe, expect, it } from "vitest";
import { openBrowserPage, PHONE, useBrowserWorld } from "../support/browser-world.ts";
import { daysFromNow, seedEvent, seedMeeting } from "../support/seed-meetings.ts";
import { eventually, expectVisible } from "../support/user-sees.ts";
import type { SdkUser } from "../support/sdk.ts";
import { createTestAccount, ORGANISER, signedInSdk } from "../support/users.ts";
import { waitForPageReady } from "./site-fixtures.ts";

// Issue 31 item 10, the small things a visitor meets: the Ask page's question box stands out
// from the page (3:1 or more), a phone shows the meeting's agenda before the six guidelines, and
// an event card says when the event ends when that is another time or day.

/** WCAG 2.2's contrast ratio of two computed `rgb(...)` colours. */
function contrast(one: string, other: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const light = Math.max(luminance(one), luminance(other));
  const dark = Math.min(luminance(one), luminance(other));
  return (light + 0.05) / (dark + 0.05);
}

describe("small things on the public pages", () => {
  const world = useBrowserWorld();
  let sdk: SdkUser;
  let meeting: string;

  beforeAll(async () => {
    sdk = await signedInSdk(world.server, await createTestAccount(world.server, ORGANISER));
    meeting = await seedMeeting(sdk, {
      title: "Small Things Night",
      start: daysFromNow(1),
      end: daysFromNow(1, 1),
      agenda: { agenda_preview: "Snacks and a game." },
    });
  });

  it("the Ask page's question box has an edge at 3:1 or more against the page", async () => {
    const visitor = await openBrowserPage(world, { viewport: PHONE });
    await visitor.page.goto(`${world.server.url}/ask/${meeting}`);
    await waitForPageReady(visitor.page);
    const box = visitor.page.getByRole("textbox", { name: "Your question" });
    await expectVisible(box);
    const colours = await box.evaluate((field) => {
      let ground: Element | null = field.parentElement;
      let background = "rgba(0, 0, 0, 0)";
      while (ground !== null && /rgba\(.*, 0\)|transparent/.test(background)) {
        background = getComputedStyle(ground).backgroundColor;
        ground = ground.parentElement;
      }
      return { edge: getComputedStyle(field).borderTopColor, background };
    });
    expect(contrast(colours.edge, colours.background)).toBeGreaterThanOrEqual(3);
    await visitor.close();
  });

  it.each([320, 390])("at %i px the agenda comes before the six guidelines", async (width) => {
    const visitor = await openBrowserPage(world, { viewport: { width, height: 800 } });
    await visitor.page.goto(`${world.server.url}/agenda/${meeting}`);
    await waitForPageReady(visitor.page);
    const top = (name: string) =>
      visitor.page
        .getByRole("heading", { name, exact: true })
        .evaluate((heading) => heading.getBoundingClientRect().top);
    await expectVisible(visitor.page.getByRole("heading", { name: "The Gay Agenda" }));
    await eventually(
      async () => (await top("The Gay Agenda")) < (await top("Club Guidelines")),
    ).toBe(true);
    await visitor.close();
  });

  it("an event card shows its end when it ends at another time, and its date when another day", async () => {
    await seedEvent(sdk, {
      title: "Evening Film",
      time: "2030-06-01T23:00:00.000Z",
      end: "2030-06-02T01:30:00.000Z",
    });
    await seedEvent(sdk, {
      title: "Weekend Camp",
      time: "2030-06-07T15:00:00.000Z",
      end: "2030-06-09T20:00:00.000Z",
    });
    const visitor = await openBrowserPage(world, { viewport: PHONE });
    await visitor.page.goto(`${world.server.url}/events`);
    await waitForPageReady(visitor.page);
    const card = (title: string) => visitor.page.getByRole("article").filter({ hasText: title });
    await expectVisible(card("Evening Film").getByText("6:00 PM - 8:30 PM"));
    await expectVisible(card("Weekend Camp").getByText("10:00 AM - June 9, 2030, 3:00 PM"));
    await visitor.close();
  });
});
