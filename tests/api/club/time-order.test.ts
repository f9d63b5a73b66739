import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { SdkUser } from "../../support/sdk.ts";
import {
  daysFromNow,
  readEvent,
  readMeeting,
  seedEvent,
  seedMeeting,
} from "../../support/seed-meetings.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin } from "../../support/users.ts";

// A meeting or an event that ends before it starts is refused by the server's rules too
// (server/time-order-rules.ts): the admin screens check first, a script or an old screen may not.

let server: TestServer;
let organiser: SdkUser;

beforeAll(async () => {
  server = await startTestServer();
  organiser = await signedInAdmin(server);
});

afterAll(async () => {
  await server.stop();
});

describe("a start and an end, as the server holds them", () => {
  test.each([
    {
      name: "a meeting",
      collection: "club_meetings",
      seed: () => seedMeeting(organiser, { start: daysFromNow(2), end: daysFromNow(2, 1) }),
      read: readMeeting,
      message: 'Attribute "end" must not be before "start".',
    },
    {
      name: "an event",
      collection: "club_events",
      seed: () =>
        seedEvent(organiser, { title: "Film night", time: daysFromNow(3), end: daysFromNow(3, 2) }),
      read: readEvent,
      message: 'Attribute "end" must not be before "time".',
    },
  ])(
    "an organiser's update moving $name's end before its start is refused with document_invalid_structure, and nothing changes",
    async ({ collection, seed, read, message }) => {
      const id = await seed();
      const before = await read(organiser, id);
      const refused = organiser.databases.updateDocument("offbranch", collection, id, {
        end: daysFromNow(-1),
      });
      await expect(refused).rejects.toMatchObject({
        code: 400,
        type: "document_invalid_structure",
        message: expect.stringContaining(message),
      });
      const after = await read(organiser, id);
      expect(after.end).toBe(before.end);
      expect(after.$updatedAt).toBe(before.$updatedAt);
    },
  );

  test("a meeting created ending before it starts is refused and not stored", async () => {
    await expect(
      seedMeeting(organiser, { start: daysFromNow(5), end: daysFromNow(4), title: "Backwards" }),
    ).rejects.toMatchObject({ code: 400, type: "document_invalid_structure" });
    const list = await organiser.databases.listDocuments("offbranch", "club_meetings");
    expect(list.documents.map((meeting) => meeting.title)).not.toContain("Backwards");
  });

  test("an event ending at its start (a moment) is kept", async () => {
    const time = daysFromNow(6);
    const id = await seedEvent(organiser, { title: "Drop-in", time, end: time });
    expect(Date.parse(String((await readEvent(organiser, id)).end))).toBe(Date.parse(time));
  });
});
