import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AppwriteException, ID, Permission, Role } from "appwrite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { loadSettings } from "../../../server/env.ts";
import { startServer, type RunningServer } from "../../../server/http-server.ts";
import { acceptInvitation } from "../../support/organisers.ts";
import {
  createFollow,
  endFollow,
  followCredential,
  openFollow,
  projectorSdk,
} from "../../support/presenter-follows.ts";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import { startAppwriteStandIn, type ServerProcess } from "../../support/server-process.ts";
import { testPasswordHashing } from "../../support/test-backend-costs.ts";
import { installBrowserGlobals } from "../realtime/browser-globals.ts";
import { subscribe } from "../realtime/subscribers.ts";

// A projector follow link in the second mode (issue 29, decision 0149): the site in this process
// with APPWRITE_ENDPOINT and APPWRITE_API_KEY, the embedded backend alone in another process
// standing in for a real Appwrite, with no follow code of its own. The link works there through
// Appwrite's users, JWTs and document permissions alone.

installBrowserGlobals();

const DATABASE = "offbranch";
const STATES = "club_presenter_states";
const KEY = `standard_${crypto.randomBytes(32).toString("hex")}`;
let folders: string[];
let appwrite: ServerProcess;
let site: RunningServer;
const logged: string[] = [];
const first = { email: "robin@school.example", name: "Robin", password: "a long passphrase" };

/** The site's address, with the Appwrite its projector's SDK talks to. */
const siteOf = () => ({ url: site.url, endpoint: appwrite.endpoint, projectId: "pride-club" });

beforeAll(async () => {
  folders = ["appwrite", "site"].map((name) =>
    fs.mkdtempSync(path.join(os.tmpdir(), `pride-club-follow-${name}-`)),
  );
  appwrite = await startAppwriteStandIn(folders[0] ?? "", { apiKey: KEY });
  site = await startServer(
    loadSettings({
      PORT: "0",
      DATA_DIR: folders[1],
      APPWRITE_ENDPOINT: appwrite.endpoint,
      APPWRITE_API_KEY: KEY,
    }),
    { log: (line) => logged.push(line), passwordHashing: testPasswordHashing },
  );
}, 60_000);

/** The first organiser, from the setup link the site's start prints, signed in to Appwrite. */
async function firstOrganiser(): Promise<SdkUser> {
  await expect.poll(() => logged.join("\n")).toContain("one-time link");
  const link = new URL(/http:\/\/\S+\/welcome\?\S+/.exec(logged.join("\n"))?.[0] ?? "");
  await acceptInvitation(
    site,
    {
      invitationId: link.searchParams.get("invitation") ?? "",
      secret: link.searchParams.get("secret") ?? "",
    },
    first,
  );
  const organiser = sdkUser({ endpoint: appwrite.endpoint, projectId: "pride-club" });
  await organiser.account.createEmailPasswordSession(first);
  return organiser;
}

afterAll(async () => {
  await site.close();
  await appwrite.kill();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

it("a projector follows the presenter view by code, hears each move, and stops when the organiser ends the link", async () => {
  const organiser = await firstOrganiser();
  const meeting = await organiser.databases.createDocument(
    DATABASE,
    "club_meetings",
    ID.unique(),
    { title: "Film night", start: "2026-12-01T20:00:00Z", end: "2026-12-01T21:30:00Z" },
    [Permission.read(Role.any())],
  );
  const moveTo = (index: number) =>
    organiser.databases.upsertDocument(DATABASE, STATES, meeting.$id, {
      slide_key: "agenda",
      slide_index: index,
      timer_elapsed_ms: 0,
      timer_running_since: null,
    });
  await moveTo(1);
  const follow = await createFollow(siteOf(), organiser, meeting.$id);
  const projector = await openFollow(siteOf(), follow.code);
  const sdk = await projectorSdk(siteOf(), projector);

  expect(await sdk.databases.getDocument(DATABASE, STATES, meeting.$id)).toMatchObject({
    slide_index: 1,
  });
  const { inbox, unsubscribe } = await subscribe(
    sdk.client,
    `databases.${DATABASE}.collections.${STATES}.documents.${meeting.$id}`,
  );
  await moveTo(2);
  await inbox.waitFor((event) => event.payload.slide_index === 2, "the move");
  await unsubscribe();

  await endFollow(siteOf(), organiser, follow.$id);
  await expect(followCredential(siteOf(), projector)).rejects.toMatchObject({
    code: 401,
    type: "user_invalid_token",
  });
  await expect(sdk.databases.getDocument(DATABASE, STATES, meeting.$id)).rejects.toBeInstanceOf(
    AppwriteException,
  );
});
