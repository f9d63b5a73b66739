import { Account, Client, type RealtimeResponseEvent } from "appwrite-v18";
import { ID, Permission, Role } from "appwrite";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { SdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { createTestAccount, signedInAdmin } from "../../support/users.ts";
import {
  closedSockets,
  installBrowserGlobals,
  oneVisitorsStorage,
  serverMessages,
} from "./browser-globals.ts";
import { Inbox } from "./inbox.ts";

// The 1.7-era SDK (appwrite@18) puts its channels in the URL (channels[]) and reads the session
// for its socket only from the cookieFallback it keeps in localStorage, as in a browser whose
// site and API are on different origins. This file is that one visitor's browser: its storage
// keeps what the SDK stores there.
const visitorsStorage = oneVisitorsStorage();
installBrowserGlobals(visitorsStorage);

let server: TestServer;
let admin: SdkUser;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInAdmin(server);
  // The organiser signed in on their own device: this browser keeps only the visitor's session.
  visitorsStorage.setItem("cookieFallback", "{}");
});

afterAll(() => server.stop());

function v18Client(): Client {
  return new Client().setEndpoint(server.endpoint).setProject(server.projectId);
}

/**
 * Subscribes with the 1.7-era SDK and waits for `connected`, which confirms URL channels;
 * `unsubscribe` resolves once the SDK has closed its socket.
 */
async function subscribeV18(channels: string[]) {
  const inbox = new Inbox<RealtimeResponseEvent<Record<string, unknown>>>();
  const from = serverMessages.items.length;
  const stop = v18Client().subscribe(channels, inbox.push);
  const connected = await serverMessages.waitFor((m) => m.type === "connected", "connected", from);
  expect(connected.data).toMatchObject({ channels });
  const unsubscribe = async () => {
    stop();
    await closedSockets.waitFor((closed) => closed === connected.socket, "the socket to close");
  };
  return { inbox, unsubscribe };
}

test("the 1.7-era SDK subscribes with channels in the URL and hears a new meeting", async () => {
  const { inbox, unsubscribe } = await subscribeV18([
    "databases.offbranch.collections.club_meetings.documents",
  ]);
  const created = await admin.databases.createDocument(
    "offbranch",
    "club_meetings",
    ID.unique(),
    {
      title: "Movie night",
      start: "2026-09-01T20:00:00Z",
      end: "2026-09-01T21:00:00Z",
    },
    [Permission.read(Role.any())],
  );
  const event = await inbox.waitFor((each) => each.payload.$id === created.$id, "the meeting");
  expect(event.events).toContain(
    `databases.offbranch.collections.club_meetings.documents.${created.$id}.create`,
  );
  await unsubscribe();
});

test("the 1.7-era SDK authenticates its socket from its cookieFallback and hears its account", async () => {
  const { email, password } = await createTestAccount(server);
  const account = new Account(v18Client());
  await account.createEmailPasswordSession(email, password);
  const from = serverMessages.items.length;
  const { inbox, unsubscribe } = await subscribeV18(["account"]);
  const answer = await serverMessages.waitFor(
    (m) => m.data?.to === "authentication",
    "authentication",
    from,
  );
  expect(answer.data).toMatchObject({ success: true });

  const user = await account.updateName("Sam");
  const renamed = await inbox.waitFor(
    (each) => each.events.includes(`users.${user.$id}.update.name`),
    "the rename",
  );
  expect(renamed.payload).toMatchObject({ name: "Sam" });
  await unsubscribe();
});
