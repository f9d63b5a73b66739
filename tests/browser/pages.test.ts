import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startingSupportResources } from "../../app/lib/support-resource-files.ts";
import { daysFromNow, seedMeeting } from "../support/seed-meetings.ts";
import { contentPages, unknownPaths } from "./content-pages.ts";
import {
  NOT_FOUND_LOAD,
  openSitePage,
  startSiteWorld,
  waitForPageReady,
  type SiteWorld,
} from "./site-fixtures.ts";
import { eventually, expectCount, expectVisible } from "../support/user-sees.ts";

// What holds for every public page; each page as a visitor reads it, at each width, is in
// pages-phone.test.ts and pages-desktop.test.ts.

describe("what the content pages say", () => {
  let world: SiteWorld;

  beforeAll(async () => {
    world = await startSiteWorld();
  });

  afterAll(async () => {
    await world?.close();
  });

  it("the about page says who the club is for and that it is not affiliated with the school", async () => {
    const visitor = await openSitePage(world);
    const { page } = visitor;
    await page.goto(`${world.server.url}/about`);
    const text = await page.getByRole("main").textContent();
    expect(text).toContain("inclusive group of LGBTQ+ people and allies");
    expect(text).toContain("fun, friends, food and local news");
    await eventually(() => page.getByRole("contentinfo").textContent()).toContain(
      "not affiliated with",
    );
    await visitor.close();
  });

  it("the support page shows when each helpline was last checked", async () => {
    const visitor = await openSitePage(world);
    const { page } = visitor;
    await page.goto(`${world.server.url}/support`);
    const entries = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ hasText: "Last checked" });
    await expectCount(entries, startingSupportResources("en").length);
    await expectVisible(entries.first().getByText(/^Last checked [A-Z][a-z]+ \d{1,2}, \d{4}$/));
    await eventually(() => page.getByRole("main").textContent()).not.toMatch(/press 3/i);
    await visitor.close();
  });
});

describe("what every page response carries", () => {
  let world: SiteWorld;
  let meetingId: string;

  beforeAll(async () => {
    world = await startSiteWorld();
    meetingId = await seedMeeting(world.organiser, {
      title: "Pride Week Planning",
      start: daysFromNow(2),
      end: daysFromNow(2, 1),
    });
  });

  afterAll(async () => {
    await world?.close();
  });

  const paths = () => [
    "/",
    "/agenda",
    `/agenda/${meetingId}`,
    ...contentPages.map((page) => page.path),
    ...unknownPaths,
  ];

  it("every page has a strict CSP naming its inline scripts by hash (no nonce a cached copy could reuse), no referrer, nosniff and no cookie", async () => {
    // Pages React does not hydrate carry no inline script, so their policy names none.
    for (const path of paths()) {
      const response = await fetch(`${world.server.url}${path}`);
      const html = await response.text();
      const policy = response.headers.get("Content-Security-Policy") ?? "";

      expect(policy, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
      expect(policy, path).toContain("frame-ancestors 'self'");
      expect(policy, path).toContain("object-src 'none'");
      expect(policy, path).not.toMatch(/unsafe|nonce/);
      expect(html, path).not.toContain("nonce=");
      expect(response.headers.get("Referrer-Policy"), path).toBe("no-referrer");
      expect(response.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
      expect(response.headers.get("Set-Cookie"), path).toBeNull();
    }
  });

  it("public pages are checked with the server before each use, and a signed-in request gets its own nonce", async () => {
    const first = await fetch(world.server.url);
    expect(first.headers.get("Cache-Control")).toBe("public, no-cache");
    const withSession = { headers: { Cookie: "a_session_pride-club=anything" } };
    const [one, two] = await Promise.all([
      fetch(world.server.url, withSession),
      fetch(world.server.url, withSession),
    ]);
    const nonceOf = (response: Response) =>
      /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
    expect(nonceOf(one)).toBeDefined();
    expect(nonceOf(one)).not.toBe(nonceOf(two));
  });

  it("a visitor who reads every page gets no cookies, no stored data and no request to another site", async () => {
    const visitor = await openSitePage(world);
    visitor.expectConsoleError(NOT_FOUND_LOAD);
    const { page, context } = visitor;
    const otherSites: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).origin !== world.server.url) otherSites.push(request.url());
    });

    for (const path of paths()) {
      // Ready: every script has run, and whatever it would fetch has been asked for.
      await page.goto(`${world.server.url}${path}`);
      await waitForPageReady(page);
      expect(await page.evaluate(() => localStorage.length + sessionStorage.length), path).toBe(0);
    }
    expect(await context.cookies()).toEqual([]);
    expect(otherSites).toEqual([]);
    await visitor.close();
  });
});
