import { createHash } from "node:crypto";
import { AppwriteException, ID, Permission, Role } from "appwrite";
import {
  AppwriteException as ServerException,
  Client,
  Databases as ServerDatabases,
  Users,
} from "node-appwrite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  createFollow,
  endFollow,
  followCredential,
  listFollows,
  openFollow,
  projectorSdk,
} from "../../support/presenter-follows.ts";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin, signedInUser } from "../../support/users.ts";
import { installBrowserGlobals } from "../realtime/browser-globals.ts";
import { subscribe, type EventInbox } from "../realtime/subscribers.ts";

// Projector follow links on the site's server (decision 0149): the presenter view makes a code,
// the projector types it on /follow and gets an HttpOnly cookie, and trades the cookie for short
// JWTs of the link's own Appwrite user, who may read that meeting's presenter state and nothing
// else. The backend knows nothing of follow links: this is Appwrite's users and permissions.

installBrowserGlobals();

const DATABASE = "offbranch";
const STATES = "club_presenter_states";
const HOUR_MS = 60 * 60 * 1000;
/** How far the server's clock runs ahead of the real one. */
let clockAhead = 0;
let server: TestServer;
let organiser: SdkUser;

beforeAll(async () => {
  server = await startTestServer({ withSite: true, now: () => new Date(Date.now() + clockAhead) });
  organiser = await signedInAdmin(server);
});

afterAll(() => server.stop());

async function newMeeting(
  permissions = [Permission.read(Role.any())],
  owner: SdkUser = organiser,
): Promise<string> {
  const meeting = await owner.databases.createDocument(
    DATABASE,
    "club_meetings",
    ID.unique(),
    { title: "Film night", start: "2026-12-01T20:00:00Z", end: "2026-12-01T21:30:00Z" },
    permissions,
  );
  return meeting.$id;
}

/** The organiser moves the presentation of `meetingId` to slide `index` (the presenter view's write). */
function moveTo(meetingId: string, index: number) {
  return organiser.databases.upsertDocument(DATABASE, STATES, meetingId, {
    slide_key: "agenda",
    slide_index: index,
    timer_elapsed_ms: 0,
    timer_running_since: null,
  });
}

/** A projector that typed a new code for `meetingId`, with its SDK client as its page makes it. */
async function followingProjector(meetingId: string) {
  const follow = await createFollow(server, organiser, meetingId);
  const projector = await openFollow(server, follow.code);
  return { follow, projector, sdk: await projectorSdk(server, projector) };
}

/** The site's own key, as the site's server holds it. */
function keyClient() {
  const key = server.backend?.siteKey ?? "";
  return new Client().setEndpoint(server.endpoint).setProject(server.projectId).setKey(key);
}
const keyDatabases = () => new ServerDatabases(keyClient());
const keyUsers = () => new Users(keyClient());

async function errorOf(work: Promise<unknown>): Promise<{ code: number; type: string }> {
  const error: unknown = await work.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof AppwriteException || error instanceof ServerException)) {
    throw new Error(`no Appwrite error: ${String(error)}`);
  }
  return { code: error.code, type: error.type };
}

// Written as variables: the SDK's document type takes any attributes, but not a literal's.
const firstSlide = { slide_key: "title", slide_index: 0, timer_elapsed_ms: 0 };
const renamed = { title: "Moved by the projector" };
const question = { meeting_id: "any-meeting", body: "Hello" };
const invalidToken = { code: 401, type: "user_invalid_token" };
const unauthorized = { code: 401, type: "user_unauthorized" };
const channelOf = (meetingId: string) =>
  `databases.${DATABASE}.collections.${STATES}.documents.${meetingId}`;
const slidesIn = (inbox: EventInbox) => inbox.items.map((event) => event.payload.slide_index);

describe("a projector following by code", () => {
  test("types the code in any case with spaces, then reads its meeting's presenter state and hears each move live", async () => {
    const meetingId = await newMeeting();
    await moveTo(meetingId, 1);
    const follow = await createFollow(server, organiser, meetingId);
    expect(follow.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    const typed = `${follow.code.slice(0, 5).toLowerCase()} - ${follow.code.slice(5)}`;
    const projector = await openFollow(server, typed);
    expect(projector.meetingId).toBe(meetingId);
    const sdk = await projectorSdk(server, projector);

    expect(await sdk.databases.getDocument(DATABASE, STATES, meetingId)).toMatchObject({
      slide_index: 1,
    });
    const { inbox, unsubscribe } = await subscribe(sdk.client, channelOf(meetingId));
    await moveTo(meetingId, 2);
    await moveTo(meetingId, 3);
    await inbox.waitFor((event) => event.payload.slide_index === 3, "the second move");
    expect(slidesIn(inbox)).toEqual([2, 3]);
    expect(await listFollows(server, organiser, meetingId)).toEqual([
      { $id: follow.$id, meetingId, expire: follow.expire, isOpened: true },
    ]);
    await unsubscribe();
  });

  test("a link made before anyone drove the presentation shows its first slide", async () => {
    const meetingId = await newMeeting();
    const { sdk } = await followingProjector(meetingId);
    expect(await sdk.databases.getDocument(DATABASE, STATES, meetingId)).toMatchObject({
      slide_key: "title",
      slide_index: 0,
    });
    await moveTo(meetingId, 4);
    expect(await sdk.databases.getDocument(DATABASE, STATES, meetingId)).toMatchObject({
      slide_index: 4,
    });
  });

  test("the link's token stays in an HttpOnly cookie of the follow route, never in the page", async () => {
    const { code } = await createFollow(server, organiser, await newMeeting());
    const { setCookie } = await openFollow(server, code);
    expect(setCookie).toMatch(
      /^presenter_follow=[^;]+; Path=\/follow\/api; Expires=[^;]+; HttpOnly; SameSite=Strict$/,
    );
  });

  test("a code works once; a used, wrong or too long code, or one posted by another site, is refused", async () => {
    const { code } = await createFollow(server, organiser, await newMeeting());
    await openFollow(server, code);
    expect(await errorOf(openFollow(server, code))).toEqual(invalidToken);
    expect(await errorOf(openFollow(server, "ABCDE-FGHJK"))).toEqual(invalidToken);
    expect(await errorOf(openFollow(server, "x".repeat(65)))).toEqual({
      code: 400,
      type: "general_argument_invalid",
    });
    const other = await createFollow(server, organiser, await newMeeting());
    expect(
      await errorOf(openFollow(server, other.code, { "Sec-Fetch-Site": "cross-site" })),
    ).toEqual({ code: 403, type: "general_access_forbidden" });
    // Refused from another site, the code still works here.
    await openFollow(server, other.code);
  });

  test("a guest with no cookie, or a forged one, gets no credential", async () => {
    const { projector } = await followingProjector(await newMeeting());
    expect(await errorOf(followCredential(server, { cookie: "" }))).toEqual(invalidToken);
    expect(
      await errorOf(followCredential(server, { cookie: `${projector.cookie.slice(0, -4)}0000` })),
    ).toEqual(invalidToken);
  });

  test("a link for a meeting that does not exist is refused", async () => {
    expect(await errorOf(createFollow(server, organiser, "no-such-meeting"))).toEqual({
      code: 404,
      type: "document_not_found",
    });
  });

  test("only the code's keyed hash is stored, not the code nor its plain hash", async () => {
    const { $id, code } = await createFollow(server, organiser, await newMeeting());
    const stored = await keyDatabases().getDocument({
      databaseId: DATABASE,
      collectionId: "club_presenter_follows",
      documentId: $id,
    });
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.code_hash).not.toBe(createHash("sha256").update(code).digest("hex"));
  });
});

describe("what a projector's credential does not allow", () => {
  test("it reads no other meeting's presentation, no draft meeting and no question, and writes nothing", async () => {
    const meetingId = await newMeeting();
    const other = await newMeeting();
    const draft = await newMeeting([]);
    await moveTo(meetingId, 1);
    await moveTo(other, 2);
    const { sdk } = await followingProjector(meetingId);

    expect(await errorOf(sdk.databases.getDocument(DATABASE, STATES, other))).toEqual({
      code: 404,
      type: "document_not_found",
    });
    const readable = await sdk.databases.listDocuments(DATABASE, STATES);
    expect(readable.documents.map((state) => state.$id)).toEqual([meetingId]);
    expect(await errorOf(sdk.databases.getDocument(DATABASE, "club_meetings", draft))).toEqual({
      code: 404,
      type: "document_not_found",
    });
    for (const collection of ["club_questions", "club_presenter_follows", "club_invitations"]) {
      expect(await errorOf(sdk.databases.listDocuments(DATABASE, collection))).toEqual(
        unauthorized,
      );
    }
    expect(
      await errorOf(sdk.databases.upsertDocument(DATABASE, STATES, meetingId, firstSlide)),
    ).toEqual(unauthorized);
    expect(
      await errorOf(sdk.databases.updateDocument(DATABASE, "club_meetings", meetingId, renamed)),
    ).toEqual(unauthorized);
    expect(
      await errorOf(
        sdk.databases.createDocument(DATABASE, "club_questions", ID.unique(), question),
      ),
    ).toEqual(unauthorized);
    // Not an organiser: no label, and the presenter view's routes refuse it.
    expect((await sdk.account.get()).labels).toEqual([]);
    expect(await errorOf(createFollow(server, sdk, meetingId))).toEqual(unauthorized);
    // What a guest may read, it still may: the public meeting.
    expect((await sdk.databases.getDocument(DATABASE, "club_meetings", meetingId)).$id).toBe(
      meetingId,
    );
  });

  test("it hears nothing of another meeting's presentation", async () => {
    const followed = await newMeeting();
    const other = await newMeeting();
    const { sdk } = await followingProjector(followed);
    const { inbox, unsubscribe } = await subscribe(sdk.client, [
      channelOf(other),
      channelOf(followed),
      "documents",
    ]);
    await moveTo(other, 3);
    await moveTo(followed, 1);
    // Events reach a listener in order: once the followed move is here, the other one would be.
    await inbox.waitFor((event) => event.payload.$id === followed, "the followed meeting's move");
    expect(inbox.items.map((event) => event.payload.$id)).toEqual([followed]);
    await unsubscribe();
  });

  test("a member who is not an organiser, and a guest, can neither make, list nor end links", async () => {
    const meetingId = await newMeeting();
    const member = await signedInUser(server);
    const { $id } = await createFollow(server, organiser, meetingId);
    for (const who of [member, sdkUser(server)]) {
      for (const work of [
        createFollow(server, who, meetingId),
        listFollows(server, who, meetingId),
        endFollow(server, who, $id),
      ]) {
        expect(await errorOf(work)).toEqual(unauthorized);
      }
    }
    expect(await listFollows(server, organiser, meetingId)).toHaveLength(1);
  });
});

describe("the end of a follow link", () => {
  test("an organiser ends it: the projector's JWT, its cookie and its connection all stop", async () => {
    const meetingId = await newMeeting();
    const { follow, projector, sdk } = await followingProjector(meetingId);
    const { inbox, unsubscribe } = await subscribe(sdk.client, [
      channelOf(meetingId),
      "databases.offbranch.collections.club_meetings.documents",
    ]);
    await moveTo(meetingId, 1);
    await inbox.waitFor((event) => event.payload.slide_index === 1, "the move before the end");

    await endFollow(server, organiser, follow.$id);
    await moveTo(meetingId, 2);
    await organiser.databases.updateDocument(DATABASE, "club_meetings", meetingId, {
      title: "Film night, ended link",
    });
    // Events reach a listener in order: once the later public edit is here, the move would be.
    await inbox.waitFor(
      (event) => event.payload.$id === meetingId && "title" in event.payload,
      "the public meeting edit",
    );
    await unsubscribe();
    expect(slidesIn(inbox).filter((index) => index !== undefined)).toEqual([1]);
    expect(await errorOf(sdk.databases.getDocument(DATABASE, STATES, meetingId))).toMatchObject({
      code: 401,
    });
    expect(await errorOf(followCredential(server, projector))).toEqual(invalidToken);
    expect(await listFollows(server, organiser, meetingId)).toEqual([]);
    expect(await errorOf(endFollow(server, organiser, follow.$id))).toEqual({
      code: 404,
      type: "user_session_not_found",
    });
    // The organisers' own reading of the presentation is untouched.
    expect(await organiser.databases.getDocument(DATABASE, STATES, meetingId)).toMatchObject({
      slide_index: 2,
    });
  });

  test("it expires four hours after it was made, and its code with it", async () => {
    const meetingId = await newMeeting();
    const used = await createFollow(server, organiser, meetingId);
    const unused = await createFollow(server, organiser, meetingId);
    const projector = await openFollow(server, used.code);
    expect(Date.parse(used.expire) - Date.now()).toBeGreaterThan(4 * HOUR_MS - 60_000);
    const { user_id: userId } = await keyDatabases().getDocument({
      databaseId: DATABASE,
      collectionId: "club_presenter_follows",
      documentId: used.$id,
    });

    clockAhead = 4 * HOUR_MS + 1000;
    try {
      expect(await errorOf(followCredential(server, projector))).toEqual(invalidToken);
      expect(await errorOf(openFollow(server, unused.code))).toEqual(invalidToken);
      expect(await listFollows(server, organiser, meetingId)).toEqual([]);
      // The link's own user is gone with it, and its read of the presentation.
      expect(await errorOf(keyUsers().get({ userId: String(userId) }))).toMatchObject({
        code: 404,
      });
      const state = await organiser.databases.getDocument(DATABASE, STATES, meetingId);
      expect(state.$permissions.join()).not.toContain(String(userId));
    } finally {
      clockAhead = 0;
    }
  });
});

test("guessing codes from one address stops at the limit: the 31st try in an hour is 429", async () => {
  const site = await startTestServer({ withSite: true });
  try {
    const owner = await signedInAdmin(site);
    const meetingId = await newMeeting([], owner);
    const { code } = await createFollow(site, owner, meetingId);
    for (let guess = 0; guess < 30; guess += 1) {
      expect(await errorOf(openFollow(site, `WRONG${guess}`))).toEqual(invalidToken);
    }
    expect(await errorOf(openFollow(site, code))).toEqual({
      code: 429,
      type: "general_rate_limit_exceeded",
    });
  } finally {
    await site.stop();
  }
});
