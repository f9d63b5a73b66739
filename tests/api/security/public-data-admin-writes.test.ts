import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createEvent, saveEvent } from "../../../app/lib/collections/events.ts";
import { createMeeting, saveMeeting } from "../../../app/lib/collections/meetings.ts";
import { sdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin } from "../../support/users.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server.stop());

const times = { start: "2026-10-01T20:00:00.000Z", end: "2026-10-01T21:00:00.000Z" };

/** The $permissions a visitor sees on a document. */
async function publicPermissionsOf(collectionId: string, documentId: string) {
  const document = await sdkUser(server).databases.getDocument({
    databaseId: "offbranch",
    collectionId,
    documentId,
  });
  return document.$permissions;
}

describe("what the admin screens write", () => {
  test("a meeting, its agenda and an event an organiser creates and saves name no account: saved ones are public by their own read(any)", async () => {
    const organiser = await signedInAdmin(server);

    const { id, agendaError } = await createMeeting(organiser.databases, times);
    const eventId = await createEvent(organiser.databases, {
      title: "",
      time: times.start,
      end: times.end,
    });
    expect(agendaError).toBeNull();
    expect(await publicPermissionsOf("club_meetings", id)).toEqual(['read("any")']);
    expect(await publicPermissionsOf("club_agendas", id)).toEqual(['read("any")']);
    expect(await publicPermissionsOf("club_events", eventId)).toEqual(['read("any")']);

    await saveEvent(organiser.databases, eventId, {
      title: "Film night",
      time: times.start,
      end: times.end,
      location: "Library",
      location_on_request: false,
      description: "",
      flyer_file_id: "",
      flyer_alt: "",
      flyer_width: null,
      flyer_height: null,
    });
    expect(await publicPermissionsOf("club_events", eventId)).toEqual(['read("any")']);
  });

  test("saving a meeting an older version wrote drops the organiser's roles from it", async () => {
    const organiser = await signedInAdmin(server);
    // What the screens did before: no permissions, so the creator's roles were added.
    const old = await organiser.databases.createDocument({
      databaseId: "offbranch",
      collectionId: "club_meetings",
      documentId: "old-meeting",
      data: times,
    });
    expect(old.$permissions.join()).toContain("user:");

    await saveMeeting(organiser.databases, "old-meeting", {
      title: "Welcome back",
      location: "Room 12",
      canceled: false,
      location_on_request: false,
      accessibility_notes: "",
      language: "",
      ...times,
    });

    expect(await publicPermissionsOf("club_meetings", "old-meeting")).toEqual(['read("any")']);
  });
});
