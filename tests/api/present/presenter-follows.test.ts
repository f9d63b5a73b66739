import fs from "node:fs";
import path from "node:path";
import { AppwriteException, ID, Permission, Role } from "appwrite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  createPresenterFollow,
  endPresenterFollow,
  exchangePresenterFollowCode,
  getFollowedPresenterState,
  listPresenterFollows,
} from "../../../app/lib/present/presenter-follow-api.ts";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin, signedInUser } from "../../support/users.ts";
import { installBrowserGlobals } from "../realtime/browser-globals.ts";
import { subscribe, type EventInbox } from "../realtime/subscribers.ts";

installBrowserGlobals();

const DATABASE = "offbranch";
const STATES = "club_presenter_states";
const HOUR_MS = 60 * 60 * 1000;
/** How far the server's clock runs ahead of the real one. */
let clockAhead = 0;
let server: TestServer;
let organiser: SdkUser;

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(Date.now() + clockAhead) });
  organiser = await signedInAdmin(server);
});

afterAll(() => server.stop());

async function newMeeting(): Promise<string> {
  const meeting = await organiser.databases.createDocument(
    DATABASE,
    "club_meetings",
    ID.unique(),
    {
      title: "Film night",
      start: "2026-12-01T20:00:00Z",
      end: "2026-12-01T21:30:00Z",
    },
    [Permission.read(Role.any())],
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

/** A projector with no account that typed the code: its SDK client sends the token as its session. */
async function projectorWith(code: string): Promise<SdkUser & { token: string }> {
  const projector = sdkUser(server);
  const { token } = await exchangePresenterFollowCode(projector.client, code);
  projector.client.setSession(token);
  return { ...projector, token };
}

async function errorOf(work: Promise<unknown>): Promise<{ code: number; type: string }> {
  const error: unknown = await work.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof AppwriteException)) throw new Error(`no Appwrite error: ${String(error)}`);
  return { code: error.code, type: error.type };
}

const firstSlide = { slide_key: "title", slide_index: 0, timer_elapsed_ms: 0 };
const renamed = { title: "Moved by the projector" };
const channelOf = (meetingId: string) =>
  `databases.${DATABASE}.collections.${STATES}.documents.${meetingId}`;
const slidesIn = (inbox: EventInbox) => inbox.items.map((event) => event.payload.slide_index);

describe("a projector following by code", () => {
  test("reads its meeting's presenter state and hears each move live, with no account", async () => {
    const meetingId = await newMeeting();
    const { code } = await createPresenterFollow(organiser.client, meetingId);
    const projector = await projectorWith(code);

    expect(await getFollowedPresenterState(projector.client)).toBeNull();
    const { inbox, unsubscribe } = await subscribe(projector.client, channelOf(meetingId));
    await moveTo(meetingId, 1);
    await moveTo(meetingId, 2);
    await inbox.waitFor((event) => event.payload.slide_index === 2, "the second move");
    expect(slidesIn(inbox)).toEqual([1, 2]);
    expect(await getFollowedPresenterState(projector.client)).toMatchObject({
      position: { key: "agenda", index: 2 },
    });
    expect(await errorOf(projector.account.get())).toEqual({
      code: 401,
      type: "general_unauthorized_scope",
    });
    await unsubscribe();
  });

  test("a code typed in any case with spaces works once; a second use and a wrong code are 401 user_invalid_token", async () => {
    const meetingId = await newMeeting();
    const { code } = await createPresenterFollow(organiser.client, meetingId);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    const typed = `${code.slice(0, 5).toLowerCase()} - ${code.slice(5)}`;
    await projectorWith(typed);

    const stranger = sdkUser(server);
    expect(await errorOf(exchangePresenterFollowCode(stranger.client, code))).toEqual({
      code: 401,
      type: "user_invalid_token",
    });
    expect(await errorOf(exchangePresenterFollowCode(stranger.client, "ABCDE-FGHJK"))).toEqual({
      code: 401,
      type: "user_invalid_token",
    });
    expect(
      await errorOf(exchangePresenterFollowCode(stranger.client, "x".repeat(65))),
    ).toMatchObject({ code: 400, type: "general_argument_invalid" });
  });

  test("a token with a wrong secret, or none, reads nothing: 401 user_invalid_token", async () => {
    const { code } = await createPresenterFollow(organiser.client, await newMeeting());
    const { token } = await projectorWith(code);
    const forged = sdkUser(server);
    forged.client.setSession(`${token.slice(0, -4)}0000`);
    expect(await errorOf(getFollowedPresenterState(forged.client))).toEqual({
      code: 401,
      type: "user_invalid_token",
    });
    expect(await errorOf(getFollowedPresenterState(sdkUser(server).client))).toEqual({
      code: 401,
      type: "user_invalid_token",
    });
  });
});

describe("what a follow link does not allow", () => {
  test("a projector cannot move the presentation, read it through the API, or write anything", async () => {
    const meetingId = await newMeeting();
    await moveTo(meetingId, 1);
    const projector = await projectorWith(
      (await createPresenterFollow(organiser.client, meetingId)).code,
    );

    expect(await errorOf(projector.databases.getDocument(DATABASE, STATES, meetingId))).toEqual({
      code: 404,
      type: "document_not_found",
    });
    expect(await errorOf(projector.databases.listDocuments(DATABASE, STATES))).toEqual({
      code: 401,
      type: "user_unauthorized",
    });
    expect(
      await errorOf(projector.databases.upsertDocument(DATABASE, STATES, meetingId, firstSlide)),
    ).toEqual({ code: 401, type: "user_unauthorized" });
    expect(
      await errorOf(
        projector.databases.updateDocument(DATABASE, "club_meetings", meetingId, renamed),
      ),
    ).toEqual({ code: 401, type: "user_unauthorized" });
    expect(await errorOf(createPresenterFollow(projector.client, meetingId))).toEqual({
      code: 401,
      type: "user_unauthorized",
    });
    expect(await errorOf(listPresenterFollows(projector.client, meetingId))).toEqual({
      code: 401,
      type: "user_unauthorized",
    });
    // What a guest may read, it still may: the public meeting.
    expect((await projector.databases.getDocument(DATABASE, "club_meetings", meetingId)).$id).toBe(
      meetingId,
    );
    expect(await getFollowedPresenterState(projector.client)).toMatchObject({
      position: { index: 1 },
    });
  });

  test("a projector hears nothing of another meeting's presentation", async () => {
    const followed = await newMeeting();
    const other = await newMeeting();
    const projector = await projectorWith(
      (await createPresenterFollow(organiser.client, followed)).code,
    );
    const { inbox, unsubscribe } = await subscribe(projector.client, [
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

  test("a member who is not an organiser can neither make, list nor end follow links", async () => {
    const meetingId = await newMeeting();
    const member = await signedInUser(server);
    const { $id } = await createPresenterFollow(organiser.client, meetingId);
    for (const work of [
      createPresenterFollow(member.client, meetingId),
      listPresenterFollows(member.client, meetingId),
      endPresenterFollow(member.client, $id),
      createPresenterFollow(sdkUser(server).client, meetingId),
    ]) {
      expect(await errorOf(work)).toEqual({ code: 401, type: "user_unauthorized" });
    }
    expect(await listPresenterFollows(organiser.client, meetingId)).toHaveLength(1);
  });
});

describe("the end of a follow link", () => {
  test("an organiser ends it from the presenter view: the projector reads and hears nothing more", async () => {
    const meetingId = await newMeeting();
    const follow = await createPresenterFollow(organiser.client, meetingId);
    const projector = await projectorWith(follow.code);
    expect(await listPresenterFollows(organiser.client, meetingId)).toEqual([
      { $id: follow.$id, meetingId, expire: follow.expire, isOpened: true },
    ]);
    const { inbox, unsubscribe } = await subscribe(projector.client, [
      channelOf(meetingId),
      "databases.offbranch.collections.club_meetings.documents",
    ]);
    await moveTo(meetingId, 1);
    await inbox.waitFor((event) => event.payload.slide_index === 1, "the move before the end");

    await endPresenterFollow(organiser.client, follow.$id);
    await moveTo(meetingId, 2);
    await organiser.databases.updateDocument(DATABASE, "club_meetings", meetingId, {
      title: "Film night, ended link",
    });
    await inbox.waitFor(
      (event) => event.payload.$id === meetingId && "title" in event.payload,
      "the public meeting edit",
    );
    expect(slidesIn(inbox).filter((index) => index !== undefined)).toEqual([1]);
    expect(await errorOf(getFollowedPresenterState(projector.client))).toEqual({
      code: 401,
      type: "user_invalid_token",
    });
    expect(await listPresenterFollows(organiser.client, meetingId)).toEqual([]);
    expect(await errorOf(endPresenterFollow(organiser.client, follow.$id))).toEqual({
      code: 404,
      type: "user_session_not_found",
    });
    await unsubscribe();
  });

  test("it expires four hours after it was made, and its code with it", async () => {
    const meetingId = await newMeeting();
    const used = await createPresenterFollow(organiser.client, meetingId);
    const unused = await createPresenterFollow(organiser.client, meetingId);
    const projector = await projectorWith(used.code);
    expect(Date.parse(used.expire) - Date.now()).toBeGreaterThan(4 * HOUR_MS - 60_000);

    clockAhead = 4 * HOUR_MS + 1000;
    try {
      expect(await errorOf(getFollowedPresenterState(projector.client))).toEqual({
        code: 401,
        type: "user_invalid_token",
      });
      expect(
        await errorOf(exchangePresenterFollowCode(sdkUser(server).client, unused.code)),
      ).toEqual({ code: 401, type: "user_invalid_token" });
      expect(await listPresenterFollows(organiser.client, meetingId)).toEqual([]);
    } finally {
      clockAhead = 0;
    }
  });
});

test("neither the code nor the token is written to disk, only their hashes", async () => {
  const { code } = await createPresenterFollow(organiser.client, await newMeeting());
  const { token } = await projectorWith(code);
  const secret = token.split(".").at(-1) ?? "";
  expect(secret).toMatch(/^[0-9a-f]{64}$/);
  const bytes = fs
    .readdirSync(server.dataDir)
    .filter((file) => file.endsWith(".sqlite") || file.endsWith(".sqlite-wal"))
    .map((file) => fs.readFileSync(path.join(server.dataDir, file)).toString("latin1"))
    .join("");
  expect(bytes).toContain("club_presenter_follows");
  expect(bytes).not.toContain(code);
  expect(bytes).not.toContain(secret);
});

test("guessing codes from one address stops at Appwrite's abuse limit: the 31st try in an hour is 429", async () => {
  const shipped = await startTestServer({
    rateLimits: {
      emailSessionsPerEmailPerHour: 10,
      accountsPerIpPerHour: 10,
      otherAccountLimitsScale: 1,
    },
  });
  try {
    const owner = await signedInAdmin(shipped);
    const { code } = await createPresenterFollow(owner.client, "guessed-meeting");
    const guesser = sdkUser(shipped);
    for (let guess = 0; guess < 30; guess += 1) {
      expect(await errorOf(exchangePresenterFollowCode(guesser.client, `WRONG${guess}`))).toEqual({
        code: 401,
        type: "user_invalid_token",
      });
    }
    expect(await errorOf(exchangePresenterFollowCode(guesser.client, code))).toEqual({
      code: 429,
      type: "general_rate_limit_exceeded",
    });
  } finally {
    await shipped.stop();
  }
});
