import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { loadSettings } from "../../../server/env.ts";
import { startServer, type RunningServer } from "../../../server/http-server.ts";
import { startAppwriteStandIn, type ServerProcess } from "../../support/server-process.ts";

// The site on a real Appwrite elsewhere (issue 29 item 5b, decision 0137): the embedded backend
// alone in another process stands in for it, and is then stopped, as an Appwrite that goes down.
// Needs the site's build (`npx react-router build`).

let folders: string[];
let appwrite: ServerProcess;
let site: RunningServer;

beforeEach(async () => {
  folders = ["appwrite", "site"].map((name) =>
    fs.mkdtempSync(path.join(os.tmpdir(), `pride-club-unreachable-${name}-`)),
  );
  appwrite = await startAppwriteStandIn(folders[0] ?? "");
  site = await startServer(
    loadSettings({ PORT: "0", DATA_DIR: folders[1], APPWRITE_ENDPOINT: appwrite.endpoint }),
  );
  // The site logs each read Appwrite did not answer; the tests read what visitors get instead.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await site.close();
  await appwrite.kill();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

const health = async () => {
  const response = await fetch(`${site.url}/healthz`);
  return { status: response.status, body: (await response.json()) as Record<string, string> };
};

test("a monitor sees /healthz ok while Appwrite answers, and degraded once Appwrite stops", async () => {
  expect(await health()).toEqual({ status: 200, body: { status: "ok", appwrite: "ok" } });

  await appwrite.kill();

  // The last look is kept a few seconds (appwrite-reach.ts), so a fast monitor costs Appwrite little.
  await expect.poll(health, { timeout: 10_000, interval: 250 }).toMatchObject({
    status: 200,
    body: { status: "degraded", appwrite: "unreachable", cause: "no connection" },
  });
});

test.each([
  {
    name: "the About page in English",
    path: "/about",
    heading: "The club's information can't be reached just now",
  },
  {
    name: "the About page in Spanish",
    path: "/es/about",
    heading: "No se puede acceder a la información del club en este momento",
  },
  {
    name: "the support page",
    path: "/support",
    heading: "The club's information can't be reached just now",
  },
  {
    name: "the guidelines page",
    path: "/guidelines",
    heading: "The club's information can't be reached just now",
  },
  {
    name: "a docs page",
    path: "/docs/lgbtq",
    heading: "The club's information can't be reached just now",
  },
])(
  "with Appwrite stopped, $name answers 503 with Retry-After and says the club's data cannot be reached",
  async ({ path: pagePath, heading }) => {
    // Asked with a cookie, the page is drawn and not kept: a page kept before Appwrite stopped
    // would be served as it was for up to 30 seconds (server/site-routes.ts).
    const before = await fetch(`${site.url}${pagePath}`, { headers: { Cookie: "seen=1" } });
    expect(before.status).toBe(200);

    await appwrite.kill();

    const response = await fetch(`${site.url}${pagePath}`);
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("60");
    expect(await response.text()).toContain(`<h1>${heading.replaceAll("'", "&#x27;")}</h1>`);
  },
);

test.each([
  { name: "the calendar feed", path: "/calendar.ics" },
  { name: "the news feed", path: "/feed.xml" },
])("with Appwrite stopped, $name answers 503 with Retry-After", async ({ path: filePath }) => {
  await appwrite.kill();

  const response = await fetch(`${site.url}${filePath}`);

  expect(response.status).toBe(503);
  expect(response.headers.get("Retry-After")).toBe("60");
  expect(await response.text()).toMatch(/could not be (read|made) just now/);
});
