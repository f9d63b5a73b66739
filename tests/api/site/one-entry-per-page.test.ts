import http from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { daysFromNow, seedMeeting } from "../../support/seed-meetings.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin } from "../../support/users.ts";

// Every spelling of a page's path, sent over real HTTP to the real server: one kept entry per
// page, the others a permanent redirect to the path as the route table writes it.

let server: TestServer;
let meetingId: string;

beforeAll(async () => {
  // Needs `npm run build` first: the site is served from its build.
  server = await startTestServer({ withSite: true });
  const organiser = await signedInAdmin(server);
  meetingId = await seedMeeting(organiser, {
    title: "Spelling Bee Night",
    start: daysFromNow(2),
    end: daysFromNow(2, 1),
  });
});

afterAll(() => server.stop());

/** A GET as a guest sends it, redirects not followed, any Host header allowed. */
function get(
  target: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.url}${target}`, { headers }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      })
      .on("error", reject);
  });
}

describe("a page spelled otherwise than its route is sent to its one address", () => {
  test.each([
    { name: "upper case", target: "/ABOUT", location: "/about" },
    { name: "mixed case", target: "/AbOuT", location: "/about" },
    { name: "a percent-encoded letter", target: "/%61bout", location: "/about" },
    { name: "a trailing slash", target: "/about/", location: "/about" },
    { name: "an upper-case docs page prefix", target: "/DOCS/lgbtq", location: "/docs/lgbtq" },
    { name: "the calendar file in capitals", target: "/Calendar.ICS", location: "/calendar.ics" },
    {
      name: "the calendar with a reminder, its query kept",
      target: "/CALENDAR.ics?alarm=15",
      location: "/calendar.ics?alarm=15",
    },
    { name: "the feed with a trailing slash", target: "/feed.xml/", location: "/feed.xml" },
    {
      name: "the admin area in capitals",
      target: "/ADMIN/organisers",
      location: "/admin/organisers",
    },
    { name: "the admin panel with a slash", target: "/Admin/", location: "/admin" },
  ])("$name: 301 to $location", async ({ target, location }) => {
    const response = await get(target);

    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  test("an agenda's id keeps its case: only the route's own words are lowered", async () => {
    const response = await get(`/AGENDA/${meetingId}/`);

    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(`/agenda/${meetingId}`);
  });

  test("the redirect is built from the route, whatever Host or forwarding header is sent", async () => {
    const response = await get("/ABOUT", {
      Host: "evil.example",
      "X-Forwarded-Host": "evil.example",
      "X-Forwarded-Proto": "https",
    });

    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("/about");
  });

  test("a path spelled as its route is answered itself, with no redirect", async () => {
    for (const target of ["/", "/about", `/agenda/${meetingId}`, "/calendar.ics", "/feed.xml"]) {
      expect((await get(target)).status, target).toBe(200);
    }
  });
});

test("500 spellings of two pages leave one kept entry each, and the pages stay kept", async () => {
  const about = await get("/about");
  const spellings = Array.from({ length: 600 }, (_, index) => caseSpelling("guidelines", index));
  for (const target of spellings.slice(1)) {
    expect((await get(target)).status, target).toBe(301);
  }
  const guidelines = await get("/guidelines");

  const held = server.heldInMemory().pages;
  // `/`, `/about`, the agenda, the calendar, the feed (above) and `/guidelines`, nothing else.
  expect(held?.pages).toBeLessThanOrEqual(6);
  expect(guidelines.status).toBe(200);
  const aboutAgain = await get("/about", { "If-None-Match": about.headers.etag ?? "" });
  expect(aboutAgain.status).toBe(304);
});

test("an admin screen in any case is never kept as a public page, and says no-store", async () => {
  const before = server.heldInMemory().pages?.pages ?? 0;
  for (const target of ["/ADMIN/organisers", "/Admin/Organisers", "/admin/organisers"]) {
    await get(target);
  }
  const screen = await get("/admin/organisers");

  expect(screen.status).toBe(200);
  expect(screen.headers["cache-control"]).toBe("no-store");
  expect(server.heldInMemory().pages?.pages).toBe(before);
});

/** `word` with its letters upper-cased as the bits of `index` say (index 0: as written). */
function caseSpelling(word: string, index: number): string {
  const letters = [...word].map((letter, at) =>
    (index >> at) & 1 ? letter.toUpperCase() : letter,
  );
  return `/${letters.join("")}`;
}
