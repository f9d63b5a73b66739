import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supportResources } from "../../app/lib/support-resources.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { VIEWPORTS } from "../support/browser-world.ts";
import { daysFromNow, seedEvent, seedMeeting } from "../support/seed-meetings.ts";
import {
  NOT_FOUND_LOAD,
  openSitePage,
  saveScreenshot,
  startSiteWorld,
  waitForHydration,
  type SiteWorld,
} from "./site-fixtures.ts";
import { eventually, expectCount, expectText, expectVisible } from "../support/user-sees.ts";

const CLUB = "Maple Ridge Pride Club";

const contentPages = [
  { name: "about", path: "/about", heading: `Welcome to ${CLUB}`, title: CLUB },
  { name: "join", path: "/join", heading: "How to Join", title: `How to Join | ${CLUB}` },
  {
    name: "guidelines",
    path: "/guidelines",
    heading: "Club Guidelines",
    title: `Club Guidelines | ${CLUB}`,
  },
  {
    name: "docs-lgbtq",
    path: "/docs/lgbtq",
    heading: "What is LGBTQ+?",
    title: `What is LGBTQ+? | ${CLUB}`,
  },
  {
    name: "docs-guide",
    path: "/docs/guide-to-lgbtq",
    heading: "Guide to LGBTQ+",
    title: `Guide to LGBTQ+ | ${CLUB}`,
  },
  { name: "privacy", path: "/privacy", heading: "Privacy", title: `Privacy | ${CLUB}` },
  { name: "support", path: "/support", heading: "Support", title: `Support | ${CLUB}` },
  { name: "quick-exit", path: "/quick-exit", heading: "Quick exit", title: `Quick exit | ${CLUB}` },
];

const NOT_FOUND_TEXT = "Page Not Found - The page you are looking for does not exist.";
const unknownPaths = ["/no-such-page", "/docs/unknown", "/agenda/one/two"];

describe("the content pages", () => {
  let world: SiteWorld;
  let meetingId: string;

  beforeAll(async () => {
    world = await startSiteWorld();
    meetingId = await seedMeeting(world.organiser, {
      title: "Pride Week Planning",
      start: daysFromNow(2),
      end: daysFromNow(2, 1),
    });
    await seedEvent(world.organiser, { title: "Bake Sale", time: daysFromNow(4) });
  });

  afterAll(async () => {
    await world?.close();
  });

  describe.each(VIEWPORTS)("at $name width", ({ name: width, size }) => {
    it.each(contentPages)(
      "a visitor reads the $name page, titled, with one h1, accessible in both colour schemes",
      async ({ name, path, heading, title }) => {
        const visitor = await openSitePage(world, { viewport: size });
        const { page } = visitor;
        const response = await page.goto(`${world.server.url}${path}`);

        expect(response?.status()).toBe(200);
        await eventually(() => page.title()).toBe(title);
        await eventually(() => page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([
          heading,
        ]);
        await expectVisible(page.getByRole("main"));
        await expectNoAxeViolations(page);
        await saveScreenshot(page, `${name}-${width}`);
        await page.emulateMedia({ colorScheme: "dark" });
        await expectNoAxeViolations(page);
        await visitor.close();
      },
    );

    it.each(unknownPaths)(
      "%s is the 404 page with status 404, in both colour schemes",
      async (path) => {
        const visitor = await openSitePage(world, { viewport: size });
        visitor.expectConsoleError(NOT_FOUND_LOAD);
        const { page } = visitor;
        const response = await page.goto(`${world.server.url}${path}`);

        expect(response?.status()).toBe(404);
        await expectText(page.getByRole("heading", { level: 1 }), NOT_FOUND_TEXT);
        await expectNoAxeViolations(page);
        if (path === unknownPaths[0]) await saveScreenshot(page, `not-found-${width}`);
        await page.emulateMedia({ colorScheme: "dark" });
        await expectNoAxeViolations(page);
        await visitor.close();
      },
    );

    it("the landing page and an agenda pass the accessibility check in the dark colour scheme", async () => {
      const visitor = await openSitePage(world, { viewport: size, colorScheme: "dark" });
      const { page } = visitor;
      await page.goto(world.server.url);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `landing-dark-${width}`);
      await page.goto(`${world.server.url}/agenda/${meetingId}`);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `agenda-dark-${width}`);
      await visitor.close();
    });
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
    await expectCount(entries, supportResources.length);
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
    for (const path of paths()) {
      const response = await fetch(`${world.server.url}${path}`);
      const html = await response.text();
      const policy = response.headers.get("Content-Security-Policy") ?? "";

      expect(policy, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(policy, path).toContain("frame-ancestors 'none'");
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
      // Hydrated: every script has run, and whatever it would fetch has been asked for.
      await page.goto(`${world.server.url}${path}`);
      await waitForHydration(page);
      expect(await page.evaluate(() => localStorage.length + sessionStorage.length), path).toBe(0);
    }
    expect(await context.cookies()).toEqual([]);
    expect(otherSites).toEqual([]);
    await visitor.close();
  });
});
