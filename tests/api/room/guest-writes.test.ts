import { AppwriteException, ID, Permission, Query, Role } from "appwrite";
import { Client, Databases } from "node-appwrite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pollSchema, tallyVotes } from "../../../app/lib/collections/polls.ts";
import { sendRoomForm } from "../../support/room-forms.ts";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { organiserThroughTheSite } from "../../support/through-the-site.ts";

// The room's rules (decisions 0098-0100, 0141, 0145): a phone sends its question, vote or "I'm
// here" to the site, whose server checks it and writes it with its key; a guest cannot create in
// the room's collections through /v1 at all. Each refusal is a 4xx with a code the Ask page says
// in the visitor's language, and nothing is stored.

const DATABASE = "offbranch";
/** A meeting's permissions once an organiser saved it: public (decision 0134). */
const SAVED = [Permission.read(Role.any())];
const MINUTE = 60_000;
let server: TestServer;
let organiser: SdkUser;
let guest: SdkUser;
let meetingId: string;
let openPoll: string;
let closedPoll: string;
let readyPoll: string;

function ask(text: string, meeting = meetingId) {
  return sendRoomForm(server.url, meeting, { form: "question", text });
}

function vote(poll: string, choices: readonly number[], ballot: string = ID.unique()) {
  return sendRoomForm(server.url, meetingId, { form: "vote", poll, ballot, choice: choices });
}

function checkIn(ballot: string, meeting = meetingId) {
  return sendRoomForm(server.url, meeting, { form: "checkin", ballot });
}

function createPoll(status: string, options: string[], allowsSeveral = false, meeting = meetingId) {
  return organiser.databases.createDocument(DATABASE, "club_polls", ID.unique(), {
    meeting_id: meeting,
    question: "Pizza or tacos?",
    options,
    allows_several: allowsSeveral,
    status,
  });
}

async function stored(collectionId: string, queries: string[] = []) {
  return organiser.databases.listDocuments(DATABASE, collectionId, [...queries, Query.limit(500)]);
}

async function storedCount(collectionId: string): Promise<number> {
  return (await stored(collectionId)).total;
}

async function refusal(send: () => Promise<unknown>): Promise<{ code: number; type: string }> {
  try {
    await send();
  } catch (error) {
    if (error instanceof AppwriteException) return { code: error.code, type: error.type };
    throw error;
  }
  throw new Error("It was accepted.");
}

beforeAll(async () => {
  server = await startTestServer({ withSite: true });
  organiser = await organiserThroughTheSite(server);
  guest = sdkUser(server);
  const now = Date.now();
  const meeting = await organiser.databases.createDocument(
    DATABASE,
    "club_meetings",
    ID.unique(),
    {
      title: "Room night",
      start: new Date(now - 10 * MINUTE).toISOString(),
      end: new Date(now + 50 * MINUTE).toISOString(),
    },
    SAVED,
  );
  meetingId = meeting.$id;
  openPoll = (await createPoll("open", ["Pizza", "Tacos", "Both"])).$id;
  closedPoll = (await createPoll("closed", ["Yes", "No"])).$id;
  readyPoll = (await createPoll("ready", ["Yes", "No"])).$id;
});

afterAll(() => server.stop());

describe("a guest through /v1", () => {
  it.each([
    ["a question", "club_questions", { meeting_id: "m", text: "Hi?", status: "shown" }],
    ["a vote", "club_poll_votes", { poll_id: "p", choices: [0, 0, 0] }],
    ["a check-in", "club_checkins", { meeting_id: "m" }],
  ])("cannot create %s at all", async (_name, collectionId, data) => {
    const before = await storedCount(collectionId);
    expect(
      await refusal(() =>
        guest.databases.createDocument(DATABASE, collectionId, ID.unique(), data),
      ),
    ).toMatchObject({ code: 401, type: "user_unauthorized" });
    expect(await storedCount(collectionId)).toBe(before);
  });
});

describe("a meeting not saved yet (decision 0134)", () => {
  it("takes nothing from the room, as visitors cannot see it", async () => {
    const now = Date.now();
    const draft = await organiser.databases.createDocument(DATABASE, "club_meetings", ID.unique(), {
      title: "Club Meeting",
      start: new Date(now - 10 * MINUTE).toISOString(),
      end: new Date(now + 50 * MINUTE).toISOString(),
    });
    expect(await ask("Is this on?", draft.$id)).toMatchObject({
      status: 404,
      outcome: { ok: false, refusal: "no_meeting" },
    });
  });
});

describe("a phone's question", () => {
  it("is queued as waiting, trimmed, with no permissions, and tells the phone nothing more", async () => {
    const sent = await ask("  Can allies come to the dance?  ");
    expect(sent).toMatchObject({ status: 200, outcome: { ok: true } });
    expect(Object.keys(sent.outcome)).toEqual(["ok"]);
    const [question] = (
      await stored("club_questions", [Query.equal("text", "Can allies come to the dance?")])
    ).documents;
    expect(question).toMatchObject({ status: "waiting", meeting_id: meetingId });
    expect(question?.$permissions).toEqual([]);
  });

  it("with profanity is held back for the organisers, whatever status it claims", async () => {
    const sent = await sendRoomForm(server.url, meetingId, {
      form: "question",
      text: "why is this shit so hard",
      status: "shown",
    });
    expect(sent.outcome).toEqual({ ok: true });
    const [question] = (
      await stored("club_questions", [Query.equal("text", "why is this shit so hard")])
    ).documents;
    expect(question?.status).toBe("held");
  });

  it.each([
    { name: "an empty question", text: "   " },
    { name: "an oversized question", text: "x".repeat(281) },
  ])("$name is refused as question_invalid and nothing is stored", async ({ text }) => {
    const before = await storedCount("club_questions");
    expect(await ask(text)).toMatchObject({
      status: 400,
      outcome: { ok: false, refusal: "question_invalid" },
    });
    expect(await storedCount("club_questions")).toBe(before);
  });

  it("about a meeting that does not exist is refused clearly", async () => {
    expect(await ask("Hello?", "no-such-meeting")).toMatchObject({
      status: 404,
      outcome: { ok: false, refusal: "no_meeting" },
    });
  });
});

describe("a phone's vote", () => {
  it("counts once per ballot: the same ballot again is already counted", async () => {
    const ballot = ID.unique();
    expect((await vote(openPoll, [1], ballot)).outcome).toEqual({ ok: true });
    expect(await vote(openPoll, [0], ballot)).toMatchObject({
      status: 409,
      outcome: { ok: false, refusal: "already_counted" },
    });
    const votes = await stored("club_poll_votes", [Query.equal("$id", ballot)]);
    expect(votes.documents.map((document) => document.choices)).toEqual([[1]]);
  });

  it.each([
    {
      name: "a vote on a closed poll",
      poll: () => closedPoll,
      choices: [0],
      refusal: "poll_closed",
      status: 409,
    },
    {
      name: "a vote on a poll not yet open",
      poll: () => readyPoll,
      choices: [0],
      refusal: "poll_not_open",
      status: 409,
    },
    {
      name: "a vote on an unknown poll",
      poll: () => "nope",
      choices: [0],
      refusal: "no_poll",
      status: 404,
    },
    {
      name: "an option that does not exist",
      poll: () => openPoll,
      choices: [3],
      refusal: "choice_invalid",
      status: 400,
    },
    {
      name: "a negative option",
      poll: () => openPoll,
      choices: [-1],
      refusal: "choice_invalid",
      status: 400,
    },
    {
      name: "50 copies of one option",
      poll: () => openPoll,
      choices: Array.from({ length: 50 }, () => 0),
      refusal: "choice_invalid",
      status: 400,
    },
    {
      name: "two choices in a one-choice poll",
      poll: () => openPoll,
      choices: [0, 1],
      refusal: "one_choice_only",
      status: 400,
    },
    { name: "no choice", poll: () => openPoll, choices: [], refusal: "no_choice", status: 400 },
  ])(
    "$name is refused as $refusal and nothing is stored",
    async ({ poll, choices, refusal, status }) => {
      const before = await storedCount("club_poll_votes");
      expect(await vote(poll(), choices)).toMatchObject({
        status,
        outcome: { ok: false, refusal },
      });
      expect(await storedCount("club_poll_votes")).toBe(before);
    },
  );

  it("a ballot stuffed by another trusted client still counts once in the tally", async () => {
    const poll = await createPoll("open", ["Pizza", "Tacos"]);
    const admin = new Databases(
      new Client()
        .setEndpoint(server.endpoint)
        .setProject(server.projectId)
        .setKey(server.backend?.siteKey ?? ""),
    );
    await admin.createDocument({
      databaseId: DATABASE,
      collectionId: "club_poll_votes",
      documentId: ID.unique(),
      data: { poll_id: poll.$id, choices: Array.from({ length: 50 }, () => 0).concat([1]) },
    });
    expect((await vote(poll.$id, [1])).outcome).toEqual({ ok: true });
    expect(await tallyVotes(organiser.databases, pollSchema.parse(poll))).toEqual([1, 1]);
  });
});

describe("an organiser's poll", () => {
  it.each([
    { name: "a poll with one option", options: ["Only"] },
    { name: "a poll with seven options", options: ["1", "2", "3", "4", "5", "6", "7"] },
  ])("$name is refused", async ({ options }) => {
    expect(await refusal(() => createPoll("ready", options))).toMatchObject({
      code: 400,
      type: "document_invalid_structure",
    });
  });
});

describe("I'm here", () => {
  it("counts once per phone and names nobody", async () => {
    const ballot = ID.unique();
    expect((await checkIn(ballot)).outcome).toEqual({ ok: true });
    expect(await checkIn(ballot)).toMatchObject({
      status: 409,
      outcome: { ok: false, refusal: "already_counted" },
    });
    const checkins = await stored("club_checkins");
    expect(checkins.total).toBe(1);
    expect(Object.keys(checkins.documents[0] ?? {}).filter((key) => !key.startsWith("$"))).toEqual([
      "meeting_id",
    ]);
  });
});

describe("forms that are not the Ask page's", () => {
  it.each([
    ["no form at all", { form: "nothing" }],
    ["a malformed ballot", { form: "checkin", ballot: "../../etc" }],
    ["a vote with no poll", { form: "vote", ballot: "abc", choice: ["0"] }],
  ])("%s is refused as form_invalid", async (_name, fields) => {
    expect(await sendRoomForm(server.url, meetingId, fields)).toMatchObject({
      status: 400,
      outcome: { ok: false, refusal: "form_invalid" },
    });
  });

  it("a form another site's page posts is refused and stores nothing", async () => {
    const before = await storedCount("club_questions");
    const sent = await sendRoomForm(
      server.url,
      meetingId,
      { form: "question", text: "From elsewhere?" },
      { "Sec-Fetch-Site": "cross-site" },
    );
    expect(sent).toMatchObject({ status: 400, outcome: { refusal: "form_invalid" } });
    expect(await storedCount("club_questions")).toBe(before);
  });

  it("a read of the form's address is 405, in both languages", async () => {
    for (const language of ["", "/es"]) {
      const read = await fetch(`${server.url}${language}/ask/${meetingId}/send`);
      expect(read.status).toBe(405);
      expect(read.headers.get("Allow")).toBe("POST");
    }
  });

  it("a body that is no form, or a huge one, is a 4xx and the server stays up", async () => {
    const send = (body: string, type: string) =>
      fetch(`${server.url}/ask/${meetingId}/send`, {
        method: "POST",
        body,
        headers: { "Content-Type": type },
      });
    expect((await send("{not json", "application/json")).status).toBe(400);
    expect(
      (await send("text=" + "x".repeat(40_000), "application/x-www-form-urlencoded")).status,
    ).toBe(400);
    expect((await ask("Still there?")).outcome).toEqual({ ok: true });
  });
});

describe("a school behind one address (issue 33 item 3)", () => {
  it("30 phones each vote once and all are counted; a phone's second ballot is refused", async () => {
    const poll = (await createPoll("open", ["Film night", "Bake sale"])).$id;
    const ballots = Array.from({ length: 30 }, () => ID.unique());
    const sent = await Promise.all(ballots.map((ballot, at) => vote(poll, [at % 2], ballot)));
    expect(sent.every(({ outcome }) => outcome.ok)).toBe(true);
    expect((await stored("club_poll_votes", [Query.equal("poll_id", poll)])).total).toBe(30);
    expect((await vote(poll, [0], ballots[0])).status).toBe(409);
    // And the room can still ask: votes spend nothing of the questions' limit.
    expect((await ask("Where do we meet next week?")).outcome).toEqual({ ok: true });
  });

  it("refused writes cost nothing: 30 blank questions, then a real one is taken", async () => {
    for (let at = 0; at < 30; at++) expect((await ask(" ")).status).toBe(400);
    expect((await ask("Can we do a movie night?")).outcome).toEqual({ ok: true });
  });

  it("a flood from one address is refused as too_many past a few classrooms' worth", async () => {
    const sent = await Promise.all(
      Array.from({ length: 230 }, (_, at) => ask(`Question number ${at}?`)),
    );
    const refused = sent.filter(({ status }) => status !== 200);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.length).toBeLessThan(60);
    const more = await ask("One more?");
    expect(more).toMatchObject({ status: 429, outcome: { ok: false, refusal: "too_many" } });
    expect(more.headers.get("Retry-After")).toBe("60");
  });
});

describe("a meeting that ended or was canceled takes nothing", () => {
  it.each([
    {
      name: "ended two weeks ago",
      fields: { start: -14 * 24 * 60 - 60, end: -14 * 24 * 60, canceled: false },
    },
    { name: "canceled", fields: { start: -10, end: 50, canceled: true } },
  ])("$name: questions, votes and check-ins are refused", async ({ fields }) => {
    const now = Date.now();
    const meeting = await organiser.databases.createDocument(
      DATABASE,
      "club_meetings",
      ID.unique(),
      {
        title: "Over",
        start: new Date(now + fields.start * MINUTE).toISOString(),
        end: new Date(now + fields.end * MINUTE).toISOString(),
        canceled: fields.canceled,
      },
      SAVED,
    );
    const poll = await createPoll("open", ["Yes", "No"], false, meeting.$id);
    const collections = ["club_questions", "club_poll_votes", "club_checkins"];
    const before = await Promise.all(collections.map(storedCount));
    const over = { status: 409, outcome: { ok: false, refusal: "meeting_over" } };
    expect(await ask("Anyone?", meeting.$id)).toMatchObject(over);
    expect(await vote(poll.$id, [0])).toMatchObject(over);
    expect(await checkIn(ID.unique(), meeting.$id)).toMatchObject(over);
    expect(await Promise.all(collections.map(storedCount))).toEqual(before);
  });
});
