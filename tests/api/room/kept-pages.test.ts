import { afterAll, beforeAll, expect, it } from "vitest";
import { DATABASE_ID } from "../../../app/lib/collections/database.ts";
import { MEETINGS } from "../../../app/lib/collections/meetings.ts";
import { sendRoomForm } from "../../support/room-forms.ts";
import type { SdkUser } from "../../support/sdk.ts";
import { daysFromNow, seedMeeting } from "../../support/seed-meetings.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin } from "../../support/users.ts";

// A kept page is dropped only by a write to a collection its render read (decision 0136): the
// room's questions during a meeting leave the landing page kept; editing a meeting shows at once.

let server: TestServer;
let organiser: SdkUser;
let meetingId: string;

beforeAll(async () => {
  server = await startTestServer({ withSite: true });
  organiser = await signedInAdmin(server);
  meetingId = await seedMeeting(organiser, {
    title: "Kept night",
    start: daysFromNow(-1 / 24),
    end: daysFromNow(0, 2),
  });
});

afterAll(() => server.stop());

const keptPages = () => server.heldInMemory().pages?.pages ?? 0;

it("a question from the room leaves the landing page kept, and editing a meeting shows on the next read", async () => {
  const home = await fetch(`${server.url}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain("Kept night");
  await expect.poll(keptPages).toBe(1);
  const etag = home.headers.get("etag");

  const sent = await sendRoomForm(server.url, meetingId, {
    form: "question",
    text: "Can we do a movie night?",
  });
  expect(sent.outcome).toEqual({ ok: true });
  expect(keptPages()).toBe(1);
  const again = await fetch(`${server.url}/`, { headers: { "If-None-Match": etag ?? "" } });
  expect(again.status).toBe(304);

  await organiser.databases.updateDocument(DATABASE_ID, MEETINGS, meetingId, {
    title: "Movie night",
  });
  expect(keptPages()).toBe(0);
  const edited = await (await fetch(`${server.url}/`)).text();
  expect(edited).toContain("Movie night");
});
