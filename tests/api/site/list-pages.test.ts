import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { get as getAsSent } from "../../../cli/bench/recording.ts";
import { deleteEvent } from "../../../app/lib/collections/events.ts";
import type { SdkUser } from "../../support/sdk.ts";
import { daysFromNow, seedEvent, seedMeeting } from "../../support/seed-meetings.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin, type TestAccount } from "../../support/users.ts";

// /meetings and /events as a visitor (and a crawler) reads them: every item, upcoming first,
// soonest first, then past, most recent first, twenty a page (decision 0091). Needs a build.

let server: TestServer;
let organiser: SdkUser & TestAccount;

beforeAll(async () => {
  server = await startTestServer({ withSite: true });
  organiser = await signedInAdmin(server);
  // 3 upcoming events (stored out of order) and 40 past ones: three pages.
  for (const days of [9, 2, 5]) {
    await seedEvent(organiser, {
      title: `Coming Event in ${days} days`,
      time: daysFromNow(days),
      end: daysFromNow(days, 2),
    });
  }
  for (let index = 1; index <= 40; index += 1) {
    await seedEvent(organiser, {
      title: `Past Event ${index} days ago`,
      time: daysFromNow(-index),
    });
  }
  await seedMeeting(organiser, {
    title: "Snow Day Social",
    start: daysFromNow(3),
    end: daysFromNow(3, 1),
    canceled: true,
  });
  await seedMeeting(organiser, {
    title: "Pride Week Planning",
    start: daysFromNow(1),
    end: daysFromNow(1, 1),
  });
  await seedMeeting(organiser, {
    title: "Last Week's Games",
    start: daysFromNow(-7),
    end: daysFromNow(-7, 1),
  });
});

afterAll(() => server?.stop());

async function get(path: string) {
  const response = await fetch(`${server.url}${path}`);
  return { response, text: await response.text() };
}

/** The titles of the cards on a list page, in the order a visitor reads them. */
function cardTitles(html: string): string[] {
  return [
    ...html.matchAll(/<h3 id="(?:event|meeting)-[^"]+" class="card-title">([^<]*)<\/h3>/g),
  ].map(([, title]) => (title ?? "").replace("&#x27;", "'"));
}

describe("/events, every event", () => {
  it("the first page lists the upcoming events soonest first, then the most recent past ones", async () => {
    const { response, text } = await get("/events");

    expect(response.status).toBe(200);
    expect(cardTitles(text)).toEqual([
      "Coming Event in 2 days",
      "Coming Event in 5 days",
      "Coming Event in 9 days",
      ...Array.from({ length: 17 }, (_, index) => `Past Event ${index + 1} days ago`),
    ]);
    expect(text).toContain("All events, page 1 of 3");
    expect(text).toContain('<a class="button button-ghost" rel="next" href="/events?page=2">');
    expect(text).not.toContain('rel="prev"');
  });

  it("the second page carries on where the first stopped, with links both ways", async () => {
    const { response, text } = await get("/events?page=2");

    expect(response.status).toBe(200);
    expect(cardTitles(text)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Past Event ${index + 18} days ago`),
    );
    expect(text).toContain('rel="prev" href="/events"');
    expect(text).toContain('rel="next" href="/events?page=3"');
    expect(text).toContain(`<link rel="canonical" href="${server.publicUrl}/events?page=2"/>`);
  });

  it("the last page holds the rest and links only back", async () => {
    const { text } = await get("/events?page=3");

    expect(cardTitles(text)).toEqual([
      "Past Event 38 days ago",
      "Past Event 39 days ago",
      "Past Event 40 days ago",
    ]);
    expect(text).toContain('rel="prev" href="/events?page=2"');
    expect(text).not.toContain('rel="next"');
  });

  it.each([
    { name: "a page past the last", query: "?page=4" },
    { name: "page 0", query: "?page=0" },
    { name: "a negative page", query: "?page=-1" },
    { name: "a word", query: "?page=two" },
    { name: "a fraction", query: "?page=1.5" },
    { name: "a number far too large", query: "?page=99999999999999999999999" },
    { name: "two pages at once", query: "?page=1&page=2" },
  ])(
    "$name answers 404 with a way back to the first page, never a server fault",
    async ({ query }) => {
      const { response, text } = await get(`/events${query}`);

      expect(response.status).toBe(404);
      expect(text).toContain("No such page of events");
      expect(text).toContain('href="/events"');
    },
  );
});

describe("/meetings, every meeting", () => {
  it("lists the upcoming meetings soonest first, canceled ones marked, then the past ones", async () => {
    const { response, text } = await get("/meetings");

    expect(response.status).toBe(200);
    expect(cardTitles(text)).toEqual([
      "Pride Week Planning",
      "Snow Day Social",
      "Last Week's Games",
    ]);
    expect(text).toContain('<p class="badge badge-canceled">Canceled</p>');
    expect(text).toContain("<h1>All meetings</h1>");
    expect(text).not.toContain('class="pager"');
  });

  it("?page=2 of a list that fits one page answers 404", async () => {
    expect((await get("/meetings?page=2")).response.status).toBe(404);
  });
});

describe("a list's later page, kept like a page", () => {
  it("is compressed with an ETag a browser revalidates to a 304, and shows a new event on the next fetch", async () => {
    const target = `${server.url}/events?page=3`;
    const first = await getAsSent(target, { "Accept-Encoding": "br" });
    const etag = first.headers.etag ?? "";

    expect(first.status).toBe(200);
    expect(first.headers["content-encoding"]).toBe("br");
    expect((await getAsSent(target, { "If-None-Match": etag })).status).toBe(304);

    const id = await seedEvent(organiser, {
      title: "Past Event long ago",
      time: daysFromNow(-400),
    });
    try {
      const after = await getAsSent(target, { "If-None-Match": etag });

      expect(after.status).toBe(200);
      expect(cardTitles(after.body.toString("utf8"))).toContain("Past Event long ago");
    } finally {
      // The other tests read page 3 as seeded.
      await deleteEvent(organiser.databases, id);
    }
  });
});
