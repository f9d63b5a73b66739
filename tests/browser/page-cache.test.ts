import http, { type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveMeeting } from "../../app/lib/collections/meetings.ts";
import { daysFromNow, seedMeeting } from "../support/seed-meetings.ts";
import { expectText } from "../support/user-sees.ts";
import { openSitePage, startSiteWorld, waitForPageReady, type SiteWorld } from "./site-fixtures.ts";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

// Public pages come from the page cache (server/page-cache.ts): these check what a visitor and
// their browser notice of it. The server's clock is the test's, so it can be moved.
describe("public pages served from memory", () => {
  let world: SiteWorld;
  let clockOffset = 0;
  let meetingId: string;
  const start = daysFromNow(2, 1);
  const end = daysFromNow(2, 2);

  beforeAll(async () => {
    world = await startSiteWorld({ now: () => new Date(Date.now() + clockOffset) });
    meetingId = await seedMeeting(world.organiser, { title: "Pride Week Planning", start, end });
  });

  afterAll(async () => {
    await world?.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${world.server.url}${path}`, { headers });

  it("a browser that revalidates an unchanged page gets a 304, and the page again once it changed", async () => {
    const first = await get(`/agenda/${meetingId}`);
    const etag = first.headers.get("ETag");
    expect(first.headers.get("Cache-Control")).toBe("public, no-cache");
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(await first.text()).toContain("Pride Week Planning");

    const unchanged = await get(`/agenda/${meetingId}`, { "If-None-Match": etag ?? "" });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");

    await saveMeeting(world.organiser.databases, meetingId, {
      title: "Pride Week Planning (moved)",
      location: "Gym",
      location_on_request: false,
      accessibility_notes: "",
      language: "",
      start,
      end,
      canceled: false,
    });
    const changed = await get(`/agenda/${meetingId}`, { "If-None-Match": etag ?? "" });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
    expect(await changed.text()).toContain("Pride Week Planning (moved)");
  });

  it("the page comes brotli- or gzip-compressed as the browser accepts, and decodes to the same page", async () => {
    const plain = await get("/about", { "Accept-Encoding": "identity" });
    const html = await plain.text();
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(html).toContain("<!DOCTYPE html>");

    // Raw bytes: Node's fetch would decode them, hiding which encoding came.
    for (const [accept, encoding, decode] of [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["gzip;q=1, br;q=0", "gzip", gunzipSync],
    ] as const) {
      const response = await rawGet(`${world.server.url}/about`, accept);
      expect(response.headers["content-encoding"], accept).toBe(encoding);
      expect(response.headers.vary, accept).toBe("Accept-Encoding");
      expect(decode(response.body).toString("utf8"), accept).toBe(html);
    }
  });

  it("the page's scripts and styles come precompressed too, and fingerprinted ones are kept for a year", async () => {
    const html = await (await get("/")).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
      ([, asset]) => asset ?? "",
    );
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets.slice(0, 3)) {
      const plain = Buffer.from(await (await get(asset)).arrayBuffer());
      const response = await rawGet(`${world.server.url}${asset}`, "gzip, deflate, br");
      expect(response.headers["content-encoding"], asset).toBe("br");
      expect(response.headers["cache-control"], asset).toBe("public, max-age=31536000, immutable");
      expect(brotliDecompressSync(response.body).equals(plain), asset).toBe(true);
    }
    // The icon keeps its name across builds: kept a day, so a new one shows the next day.
    const icon = await rawGet(`${world.server.url}/favicon.svg`, "gzip, deflate, br");
    expect(icon.headers["cache-control"]).toBe("public, max-age=86400");
  });

  it("relative times and 'Ended' stay exact on a cached page when the clock moves on", async () => {
    const landing = await get("/");
    expect(await landing.text()).toMatch(/>in 2 days</);

    clockOffset = DAY;
    expect(await (await get("/")).text()).toMatch(/>in 1 day</);

    clockOffset = 2 * DAY + 3 * HOUR;
    const later = await (await get("/")).text();
    expect(later).toMatch(/>2 hours ago</);
    expect(later).toContain(">Ended<");
    clockOffset = 0;
  });

  it("a cached page carries no nonce, and Chromium runs its scripts without a CSP refusal", async () => {
    const cachedPolicy = async (path: string) => {
      const response = await get(path);
      expect(await response.text(), path).not.toContain("nonce=");
      const policy = response.headers.get("Content-Security-Policy") ?? "";
      expect(policy, path).not.toMatch(/nonce|unsafe/);
      return policy;
    };
    // Public pages are not hydrated: no inline script at all, so the policy names none.
    expect(await cachedPolicy("/")).toContain("script-src 'self';");
    expect(await cachedPolicy(`/agenda/${meetingId}`)).toContain("script-src 'self';");

    // A CSP refusal is a console error, which fails the visit when it closes.
    const visitor = await openSitePage(world);
    const { page } = visitor;
    await page.goto(world.server.url);
    await waitForPageReady(page);
    await expectText(page.getByRole("heading", { level: 1 }), "Maple Ridge Pride Club");
    // The agenda page also loads its live feed, which reads the page again.
    await page.goto(`${world.server.url}/agenda/${meetingId}`);
    await waitForPageReady(page);
    await expectText(page.getByRole("heading", { level: 1 }), /^Pride Week Planning/);
    await visitor.close();
  });
});

/** GETs `url` with this Accept-Encoding and returns the raw, undecoded body. */
function rawGet(
  url: string,
  acceptEncoding: string,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on("error", reject);
      })
      .on("error", reject);
  });
}
