import { ID } from "appwrite";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { SdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin } from "../../support/users.ts";

// Guests' document reads are answered from memory after the first (decision 0053): what a guest
// notices must be exactly what the whole API would answer, every time.
let server: TestServer;
let admin: SdkUser;
let meetingId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInAdmin(server);
  const meeting = await admin.databases.createDocument(
    "offbranch",
    "club_meetings",
    ID.unique(),
    {
      title: "Cached meeting",
      start: "2026-09-01T20:00:00Z",
      end: "2026-09-01T21:00:00Z",
    },
    ['read("any")'],
  );
  meetingId = meeting.$id;
});

afterAll(() => server.stop());

function meetingUrl(id = meetingId): string {
  return `${server.endpoint}/databases/offbranch/collections/club_meetings/documents/${id}`;
}

function guestGet(url: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { headers: { "X-Appwrite-Project": server.projectId, ...headers } });
}

test("a guest reading the same meeting twice gets the same answer, each with its own request id", async () => {
  const first = await guestGet(meetingUrl());
  const second = await guestGet(meetingUrl());
  expect(second.status).toBe(200);
  expect(await second.json()).toEqual(await first.json());
  expect(second.headers.get("content-type")).toBe(first.headers.get("content-type"));
  expect(second.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
});

test("a guest sees an organiser's edit and deletion on the very next read, in a get and a list", async () => {
  const list = `${server.endpoint}/databases/offbranch/collections/club_meetings/documents`;
  await guestGet(meetingUrl());
  await guestGet(list);
  await admin.databases.updateDocument("offbranch", "club_meetings", meetingId, {
    title: "Renamed meeting",
  });
  expect(await (await guestGet(meetingUrl())).json()).toMatchObject({ title: "Renamed meeting" });
  const titles = (await (await guestGet(list)).json()) as { documents: { title: string }[] };
  expect(titles.documents.map((document) => document.title)).toContain("Renamed meeting");

  const doomed = await admin.databases.createDocument(
    "offbranch",
    "club_meetings",
    ID.unique(),
    {
      title: "Soon gone",
      start: "2026-09-02T20:00:00Z",
      end: "2026-09-02T21:00:00Z",
    },
    ['read("any")'],
  );
  expect((await guestGet(meetingUrl(doomed.$id))).status).toBe(200);
  await admin.databases.deleteDocument("offbranch", "club_meetings", doomed.$id);
  expect((await guestGet(meetingUrl(doomed.$id))).status).toBe(404);
});

test("an organiser's read of an organiser-only document is never given to a guest", async () => {
  const state = await admin.databases.createDocument(
    "offbranch",
    "club_presenter_states",
    ID.unique(),
    { slide_key: "title", slide_index: 0, timer_elapsed_ms: 0 },
  );
  await expect(
    admin.databases.getDocument("offbranch", "club_presenter_states", state.$id),
  ).resolves.toMatchObject({ slide_key: "title" });
  const url = `${server.endpoint}/databases/offbranch/collections/club_presenter_states/documents/${state.$id}`;
  const guest = await guestGet(url);
  expect(guest.status).toBe(404);
  expect(await guest.json()).toMatchObject({ type: "document_not_found" });
});

test("a kept answer depends on the origin, project and response format the guest sends", async () => {
  const allowed = await guestGet(meetingUrl(), { Origin: server.url });
  expect(allowed.headers.get("access-control-allow-origin")).toBe(server.url);
  const unknown = await guestGet(meetingUrl(), { Origin: "https://elsewhere.example" });
  expect(unknown.status).toBe(403);
  expect((await guestGet(meetingUrl(), { Origin: server.url })).status).toBe(200);

  expect((await guestGet(meetingUrl(), { "X-Appwrite-Project": "other" })).status).toBe(404);

  const newest = (await (await guestGet(meetingUrl())).json()) as { $sequence: unknown };
  const older = await guestGet(meetingUrl(), { "X-Appwrite-Response-Format": "1.7.0" });
  const olderBody = (await older.json()) as { $sequence: unknown };
  expect(typeof newest.$sequence).toBe("string");
  expect(typeof olderBody.$sequence).toBe("number");
});
