import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useBrowserWorld, type BrowserSession } from "../../support/browser-world.ts";
import { daysFromNow, seedMeeting } from "../../support/seed-meetings.ts";
import { BACKEND_MODES } from "../../support/site-on-a-stand-in.ts";
import { expectVisible } from "../../support/user-sees.ts";
import { signedInSdk } from "../../support/users.ts";
import { newOrganiser, signInThroughTheForm } from "./sign-in.ts";

// Issue 32: after sign-in no page script can read a session, on either backend. The site keeps
// the session's secret in its own HttpOnly cookie (decision 0148); the screens the server draws
// hold nothing of it (decision 0150), and the presenter view, which React still draws, holds a
// short-lived JWT in memory only. With a real Appwrite on another origin, its SDK's localStorage
// stand-in for cookies (cookieFallback) is never written.

describe.each(BACKEND_MODES)("the organiser's session, on $name", ({ mode }) => {
  const world = useBrowserWorld({ mode });
  let organiser: BrowserSession;
  let id: string;

  beforeAll(async () => {
    const account = await newOrganiser(world);
    id = await seedMeeting(await signedInSdk(world.server, account), {
      title: "Out of reach",
      start: daysFromNow(2),
      end: daysFromNow(2, 1),
    });
    organiser = await signInThroughTheForm(world, account);
  });

  afterAll(async () => {
    await organiser?.close();
  });

  it("is out of every page script's reach on the panel, Manage Meeting and the presenter view", async () => {
    const tab = await organiser.openPage();
    const { page } = tab;
    const secret = await sessionSecretOf(page);
    expect(secret.length).toBeGreaterThan(20);
    for (const [path, heading] of [
      ["/admin", "Admin Panel"],
      [`/admin/${id}`, "Manage Meeting"],
      [`/admin/${id}/presenter`, "Presenter view"],
    ] as const) {
      await page.goto(`${world.server.url}${path}`);
      await expectVisible(page.getByRole("heading", { level: 1, name: heading }));
      const readable = await page.evaluate(() =>
        JSON.stringify({
          local: { ...window.localStorage },
          session: { ...window.sessionStorage },
          cookies: document.cookie,
        }),
      );
      expect(readable, path).not.toContain(secret);
      expect(readable, path).not.toContain("cookieFallback");
      expect(readable, path).not.toContain("a_session_");
    }
    await tab.close();
  });
});

/** The Appwrite session's secret, as the site's cookie holds it (`since.seen.secret`). */
async function sessionSecretOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find(({ name }) => name === "club-session");
  expect(cookie).toMatchObject({ httpOnly: true });
  return decodeURIComponent(cookie?.value ?? "")
    .split(".")
    .slice(2)
    .join(".");
}
