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
import { organiserThroughTheSite } from "../../support/through-the-site.ts";
import { signedInSdk, type TestAccount } from "../../support/users.ts";

// A meeting or an event that ends before it starts is refused by the club's rules on every write
// the site's server sends (server/time-order-rules.ts, server/document-rules-edge.ts): the admin
// screens check first and say so beside the field.

let server: TestServer;
let organiser: SdkUser & TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  organiser = await organiserThroughTheSite(server);
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

  test("a transaction's update moving a meeting's end before its start is refused with its operations", async () => {
    const end = daysFromNow(7, 1);
    const id = await seedMeeting(organiser, { start: daysFromNow(7), end });
    const transaction = await organiser.databases.createTransaction();
    await expect(
      organiser.databases.createOperations({
        transactionId: transaction.$id,
        operations: [
          {
            action: "update",
            databaseId: "offbranch",
            collectionId: "club_meetings",
            documentId: id,
            data: { end: daysFromNow(6) },
          },
        ],
      }),
    ).rejects.toMatchObject({ code: 400, type: "document_invalid_structure" });
    await organiser.databases.updateTransaction({ transactionId: transaction.$id, rollback: true });
    expect(Date.parse(String((await readMeeting(organiser, id)).end))).toBe(Date.parse(end));
  });

  test("Appwrite itself, the embedded backend as a real one, holds none of the club's rules", async () => {
    // Only the site's server applies them (issue 29: a pure Appwrite); a script holding an
    // organiser's session could store this, as it could on Appwrite Cloud.
    const direct = await signedInSdk(server, organiser);
    const end = daysFromNow(7);
    const id = await seedMeeting(direct, { start: daysFromNow(8), end });
    expect(Date.parse(String((await readMeeting(direct, id)).end))).toBe(Date.parse(end));
  });

  test("an event ending at its start (a moment) is kept", async () => {
    const time = daysFromNow(6);
    const id = await seedEvent(organiser, { title: "Drop-in", time, end: time });
    expect(Date.parse(String((await readEvent(organiser, id)).end))).toBe(Date.parse(time));
  });
});
