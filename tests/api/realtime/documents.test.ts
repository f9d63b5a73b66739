import path from "node:path";
import { Channel, ID, Permission, Query, Realtime, Role } from "appwrite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type ProjectSchema } from "../../../backend/schema/project-schema.ts";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin, signedInUser } from "../../support/users.ts";
import { installBrowserGlobals, serverMessages } from "./browser-globals.ts";
import { Inbox } from "./inbox.ts";
import { eventNamed, sessionTokenOf, subscribe, type EventInbox } from "./subscribers.ts";
import {
  loadProjectSchema,
  parseProjectSchema,
} from "../../../backend/schema/load-project-schema.ts";

installBrowserGlobals();

const meetings = "databases.offbranch.collections.club_meetings.documents";
const meeting = {
  title: "Board games",
  start: "2026-09-01T20:00:00Z",
  end: "2026-09-01T21:00:00Z",
};
// A saved meeting: public by its own read("any") (decision 0134).
const saved = [Permission.read(Role.any())];

/**
 * The shipped model plus `club_notes`: any signed-in member may write a note, and each note is
 * readable only as its own permissions say (document security, no collection-wide read).
 */
function schemaWithNotes(): ProjectSchema {
  const shipped = loadProjectSchema(path.join(import.meta.dirname, "../../../appwrite.json"));
  return parseProjectSchema({
    ...shipped,
    collections: [
      ...shipped.collections,
      {
        $id: "club_notes",
        databaseId: "offbranch",
        name: "club_notes",
        $permissions: ['create("users")'],
        documentSecurity: true,
        attributes: [{ key: "text", type: "string", size: 200 }],
      },
    ],
  });
}

let server: TestServer;
let admin: SdkUser;

beforeAll(async () => {
  server = await startTestServer({ schema: schemaWithNotes() });
  admin = await signedInAdmin(server);
});

afterAll(() => server.stop());

/** A signed-in member whose SDK client authenticates its socket with the session. */
async function memberWithSession(): Promise<SdkUser> {
  const member = await signedInUser(server);
  member.client.setSession(sessionTokenOf(member));
  return member;
}

function idsIn(inbox: EventInbox): unknown[] {
  return inbox.items.map((event) => event.payload.$id);
}

describe("document events", () => {
  test("a guest sees a meeting's create, update and delete under Appwrite's names", async () => {
    const { inbox, unsubscribe } = await subscribe(sdkUser(server).client, meetings);
    const created = await admin.databases.createDocument(
      "offbranch",
      "club_meetings",
      ID.unique(),
      meeting,
      saved,
    );
    const one = `${meetings}.${created.$id}`;

    const create = await eventNamed(inbox, `${one}.create`);
    expect(create.events).toEqual(
      expect.arrayContaining([
        `${one}.create`,
        "databases.*.collections.*.documents.*.create",
        `databases.offbranch.collections.club_meetings.documents.*.create`,
        one,
        "databases.offbranch.collections.club_meetings",
        "databases.*",
      ]),
    );
    expect(create.channels).toEqual(expect.arrayContaining(["documents", meetings, one]));
    expect(create.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/);
    expect(create.payload).toMatchObject({
      $id: created.$id,
      $collectionId: "club_meetings",
      $databaseId: "offbranch",
      title: "Board games",
      start: "2026-09-01T20:00:00.000+00:00",
    });

    await admin.databases.updateDocument("offbranch", "club_meetings", created.$id, {
      title: "Chess",
    });
    expect((await eventNamed(inbox, `${one}.update`)).payload).toMatchObject({ title: "Chess" });

    await admin.databases.deleteDocument("offbranch", "club_meetings", created.$id);
    expect((await eventNamed(inbox, `${one}.delete`)).payload).toMatchObject({ $id: created.$id });
    await unsubscribe();
  });

  test("a signed-in member's socket is authenticated with the session it was given", async () => {
    const member = await memberWithSession();
    const from = serverMessages.items.length;
    const { unsubscribe } = await subscribe(member.client, "documents");
    const answer = await serverMessages.waitFor(
      (message) => message.data?.to === "authentication",
      "the authentication answer",
      from,
    );
    expect(answer.data).toMatchObject({
      success: true,
      user: { $id: (await member.account.get()).$id },
    });
    await unsubscribe();
  });

  test("only the writer of a private note hears of it; another member and a guest do not", async () => {
    const writer = await memberWithSession();
    const other = await memberWithSession();
    const listeners = {
      writer: await subscribe(writer.client, "documents"),
      other: await subscribe(other.client, "documents"),
      guest: await subscribe(sdkUser(server).client, "documents"),
    };
    const secret = await writer.databases.createDocument("offbranch", "club_notes", ID.unique(), {
      text: "only mine",
    });
    // Events reach each listener in order, so once the public note arrives the secret one,
    // published before it, would have arrived too.
    const open = await writer.databases.createDocument(
      "offbranch",
      "club_notes",
      ID.unique(),
      { text: "for everyone" },
      [Permission.read(Role.any())],
    );
    for (const { inbox } of Object.values(listeners)) {
      await inbox.waitFor((event) => event.payload.$id === open.$id, "the public note");
    }
    expect(idsIn(listeners.writer.inbox)).toEqual([secret.$id, open.$id]);
    expect(idsIn(listeners.other.inbox)).toEqual([open.$id]);
    expect(idsIn(listeners.guest.inbox)).toEqual([open.$id]);

    await writer.databases.updateDocument("offbranch", "club_notes", secret.$id, {}, [
      Permission.read(Role.users()),
    ]);
    await eventNamed(
      listeners.other.inbox,
      `databases.offbranch.collections.club_notes.documents.${secret.$id}.update`,
    );
    for (const { unsubscribe } of Object.values(listeners)) await unsubscribe();
  });

  test("an admin listening to one meeting hears that meeting only, also on its action channel", async () => {
    const watched = await admin.databases.createDocument(
      "offbranch",
      "club_meetings",
      ID.unique(),
      meeting,
      saved,
    );
    const other = await admin.databases.createDocument(
      "offbranch",
      "club_meetings",
      ID.unique(),
      meeting,
      saved,
    );
    const updates = Channel.database("offbranch")
      .collection("club_meetings")
      .document(watched.$id)
      .update();
    const { inbox, unsubscribe } = await subscribe(admin.client, [updates.toString()]);

    await admin.databases.updateDocument("offbranch", "club_meetings", other.$id, {
      title: "Other",
    });
    await admin.databases.updateDocument("offbranch", "club_meetings", watched.$id, {
      title: "Watched",
    });
    await inbox.waitFor(
      (event) => event.payload.title === "Watched",
      "the watched meeting's update",
    );
    expect(idsIn(inbox)).toEqual([watched.$id]);
    await unsubscribe();
  });

  test("a subscription with queries hears only the documents that match them", async () => {
    const picnics = [Query.equal("title", ["Picnic"])];
    const { inbox, unsubscribe } = await subscribe(sdkUser(server).client, meetings, picnics);
    await admin.databases.createDocument("offbranch", "club_meetings", ID.unique(), meeting, saved);
    const picnic = await admin.databases.createDocument(
      "offbranch",
      "club_meetings",
      ID.unique(),
      { ...meeting, title: "Picnic" },
      saved,
    );
    await inbox.waitFor((event) => event.payload.$id === picnic.$id, "the picnic");
    expect(idsIn(inbox)).toEqual([picnic.$id]);
    await unsubscribe();
  });

  test("the current SDK's Realtime service receives the events of its own subscription", async () => {
    const realtime = new Realtime(sdkUser(server).client);
    const inbox: EventInbox = new Inbox();
    const from = serverMessages.items.length;
    const subscription = await realtime.subscribe(Channel.documents(), inbox.push);
    await serverMessages.waitFor(
      (message) => message.data?.to === "subscribe",
      "the subscription",
      from,
    );
    const created = await admin.databases.createDocument(
      "offbranch",
      "club_meetings",
      ID.unique(),
      meeting,
      saved,
    );
    const event = await inbox.waitFor((each) => each.payload.$id === created.$id, "the meeting");
    expect(event.channels).toContain("documents");
    await subscription.close();
  });
});
