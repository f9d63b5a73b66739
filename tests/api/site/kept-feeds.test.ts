import { get as getAsSent } from "../../../cli/bench/recording.ts";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { SdkUser } from "../../support/sdk.ts";
import { seedMeeting } from "../../support/seed-meetings.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin } from "../../support/users.ts";

// The calendar files and the feed as a crowd of calendar apps and feed readers fetch them: kept
// and revalidated like pages, with a window that moves on the hour, not every millisecond.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
// The server's clock, set by each test: a quarter past an hour, days after the real now.
const tenPast = Math.floor(Date.now() / HOUR) * HOUR + 5 * DAY + 15 * 60 * 1000;
let clock = tenPast;

let server: TestServer;
let organiser: SdkUser;

beforeAll(async () => {
  server = await startTestServer({ withSite: true, now: () => new Date(clock) });
  organiser = await signedInAdmin(server);
});

afterAll(() => server.stop());

/** A GET as a calendar app or feed reader sends it (compressed, maybe revalidating). */
function get(target: string, headers: Record<string, string> = {}) {
  return getAsSent(`${server.url}${target}`, headers);
}

const text = async (target: string) => (await get(target)).body.toString("utf8");

describe.each(["/calendar.ics", "/calendar.ics?alarm=15", "/feed.xml"])("%s", (target) => {
  test("is kept: compressed, with an ETag a reader revalidates to a 304", async () => {
    const first = await get(target, { "Accept-Encoding": "br" });
    const etag = first.headers.etag ?? "";

    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, no-cache");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const revalidated = await get(target, { "Accept-Encoding": "br", "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
  });

  test("shows an organiser's new meeting on the next fetch, without waiting", async () => {
    const before = await get(target);
    const title = `Crowd-Proof Social ${target}`;
    await seedMeeting(organiser, {
      title,
      start: new Date(clock + 2 * DAY).toISOString(),
      end: new Date(clock + 2 * DAY + HOUR).toISOString(),
    });

    const after = await get(target, { "If-None-Match": before.headers.etag ?? "" });
    expect(after.status).toBe(200);
    expect(after.body.toString("utf8")).toContain(title);
  });
});

test("every render within the hour reads the same queries, and the window moves on with the hour", async () => {
  clock = tenPast;
  // Ended thirty days and ten minutes before a quarter past: inside the hour's window (which
  // starts at the hour), outside a window measured to the millisecond.
  const endedAt = tenPast - 30 * DAY - 10 * 60 * 1000;
  const title = "Movie Night Last Month";
  await seedMeeting(organiser, {
    title,
    start: new Date(endedAt - HOUR).toISOString(),
    end: new Date(endedAt).toISOString(),
  });
  expect(await text("/calendar.ics")).toContain(title);
  expect(await text("/feed.xml")).toContain(title);
  const readsKept = server.heldInMemory().guestReads?.answers;
  expect(readsKept).toBeGreaterThan(0);

  // Minutes later, three more renders (one per reminder choice, each its own file): their reads
  // are the ones already kept, not one more answer each.
  clock = tenPast + 20 * 60 * 1000;
  for (const alarm of [5, 10, 30]) {
    expect(await text(`/calendar.ics?alarm=${alarm}`)).toContain(title);
  }
  expect(server.heldInMemory().guestReads?.answers).toBe(readsKept);

  clock = tenPast + 45 * 60 * 1000; // the next hour: the meeting's thirty days are over
  expect(await text("/calendar.ics")).not.toContain(title);
  expect(await text("/feed.xml")).not.toContain(title);
});
