import { AppwriteException, ID, Query } from "appwrite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin } from "../../support/users.ts";

// The room's rules on the embedded backend (decisions 0098, 0100): what a phone with no account
// may send as a question, a vote or an "I'm here", the clear answer to everything else, and
// nothing stored when it is refused.

const DATABASE = "offbranch";
const MINUTE = 60_000;
let server: TestServer;
let organiser: SdkUser;
let guest: SdkUser;
let meetingId: string;
let openPoll: string;
let closedPoll: string;

async function refusal(
  send: () => Promise<unknown>,
): Promise<{ code: number; type: string; message: string }> {
  try {
    await send();
  } catch (error) {
    if (error instanceof AppwriteException) {
      return { code: error.code, type: error.type, message: error.message };
    }
    throw error;
  }
  throw new Error("It was accepted.");
}

function ask(text: string, meeting = meetingId) {
  return guest.databases.createDocument(DATABASE, "club_questions", ID.unique(), {
    meeting_id: meeting,
    text,
  });
}

function vote(pollId: string, choices: number[], ballot: string = ID.unique()) {
  return guest.databases.createDocument(DATABASE, "club_poll_votes", ballot, {
    poll_id: pollId,
    choices,
  });
}

function checkIn(ballot: string, meeting = meetingId) {
  return guest.databases.createDocument(DATABASE, "club_checkins", ballot, {
    meeting_id: meeting,
  });
}

function createPoll(status: string, options: string[], allowsSeveral = false) {
  return organiser.databases.createDocument(DATABASE, "club_polls", ID.unique(), {
    meeting_id: meetingId,
    question: "Pizza or tacos?",
    options,
    allows_several: allowsSeveral,
    status,
  });
}

async function storedCount(collectionId: string): Promise<number> {
  const list = await organiser.databases.listDocuments(DATABASE, collectionId);
  return list.total;
}

beforeAll(async () => {
  server = await startTestServer();
  organiser = await signedInAdmin(server);
  guest = sdkUser(server);
  const now = Date.now();
  const meeting = await organiser.databases.createDocument(DATABASE, "club_meetings", ID.unique(), {
    title: "Room night",
    start: new Date(now - 10 * MINUTE).toISOString(),
    end: new Date(now + 50 * MINUTE).toISOString(),
  });
  meetingId = meeting.$id;
  openPoll = (await createPoll("open", ["Pizza", "Tacos", "Both"])).$id;
  closedPoll = (await createPoll("closed", ["Yes", "No"])).$id;
});

afterAll(() => server.stop());

describe("a phone's question", () => {
  it("is queued as waiting, with no permissions, and a guest cannot read the queue", async () => {
    const sent = await ask("  Can allies come to the dance?  ");
    const stored = await organiser.databases.getDocument(DATABASE, "club_questions", sent.$id);
    expect(stored).toMatchObject({ text: "Can allies come to the dance?", status: "waiting" });
    expect(stored.$permissions).toEqual([]);
    expect(
      await refusal(() => guest.databases.listDocuments(DATABASE, "club_questions")),
    ).toMatchObject({ code: 401, type: "user_unauthorized" });
  });

  it("with profanity is held back for the organisers, whatever status it claims", async () => {
    const sent = await guest.databases.createDocument(DATABASE, "club_questions", ID.unique(), {
      meeting_id: meetingId,
      text: "why is this shit so hard",
      status: "shown",
    });
    const stored = await organiser.databases.getDocument(DATABASE, "club_questions", sent.$id);
    expect(stored.status).toBe("held");
  });

  it.each([
    { name: "an empty question", text: "   ", type: "document_invalid_structure", code: 400 },
    {
      name: "an oversized question",
      text: "x".repeat(281),
      type: "document_invalid_structure",
      code: 400,
    },
  ])("$name is refused with $type and nothing is stored", async ({ text, type, code }) => {
    const before = await storedCount("club_questions");
    expect(await refusal(() => ask(text))).toMatchObject({ type, code });
    expect(await storedCount("club_questions")).toBe(before);
  });

  it("about a meeting that does not exist is refused clearly", async () => {
    expect(await refusal(() => ask("Hello?", "no-such-meeting"))).toMatchObject({
      code: 400,
      type: "general_argument_invalid",
      message: "There is no meeting 'no-such-meeting'.",
    });
  });
});

describe("a phone's vote", () => {
  it("counts once per ballot: the same ballot again is document_already_exists", async () => {
    const ballot = ID.unique();
    await vote(openPoll, [1], ballot);
    expect(await refusal(() => vote(openPoll, [0], ballot))).toMatchObject({
      code: 409,
      type: "document_already_exists",
    });
    expect(
      await refusal(() => guest.databases.listDocuments(DATABASE, "club_poll_votes")),
    ).toMatchObject({
      code: 401,
    });
  });

  it.each([
    {
      name: "a vote on a closed poll",
      poll: () => closedPoll,
      choices: [0],
      message: "This poll is closed.",
    },
    {
      name: "a vote on an unknown poll",
      poll: () => "nope",
      choices: [0],
      message: "There is no poll 'nope'.",
    },
    {
      name: "an option that does not exist",
      poll: () => openPoll,
      choices: [3],
      message: "This poll has no option 3.",
    },
    {
      name: "two choices in a one-choice poll",
      poll: () => openPoll,
      choices: [0, 1],
      message: "This poll takes one choice.",
    },
    { name: "no choice", poll: () => openPoll, choices: [], message: "A vote needs a choice." },
  ])(
    "$name is refused with its reason and nothing is stored",
    async ({ poll, choices, message }) => {
      const before = await storedCount("club_poll_votes");
      expect(await refusal(() => vote(poll(), choices))).toMatchObject({
        code: 400,
        type: "general_argument_invalid",
        message,
      });
      expect(await storedCount("club_poll_votes")).toBe(before);
    },
  );
});

describe("an organiser's poll", () => {
  it.each([
    { name: "a poll with one option", options: ["Only"] },
    { name: "a poll with seven options", options: ["1", "2", "3", "4", "5", "6", "7"] },
  ])("$name is refused", async ({ options }) => {
    expect(await refusal(() => createPoll("ready", options))).toMatchObject({
      code: 400,
      type: "general_argument_invalid",
      message: "A poll has 2 to 6 options.",
    });
  });
});

describe("I'm here", () => {
  it("counts once per phone and names nobody", async () => {
    const ballot = ID.unique();
    await checkIn(ballot);
    expect(await refusal(() => checkIn(ballot))).toMatchObject({ code: 409 });
    expect(await storedCount("club_checkins")).toBe(1);
  });
});

describe("a school behind one address (issue 33 item 3)", () => {
  it("30 phones each vote once and all are counted; a phone's second ballot is refused", async () => {
    const poll = (await createPoll("open", ["Film night", "Bake sale"])).$id;
    const ballots = Array.from({ length: 30 }, () => ID.unique());
    await Promise.all(ballots.map((ballot, at) => vote(poll, [at % 2], ballot)));
    const counted = await organiser.databases.listDocuments(DATABASE, "club_poll_votes", [
      Query.equal("poll_id", poll),
      Query.limit(100),
    ]);
    expect(counted.total).toBe(30);
    expect(await refusal(() => vote(poll, [0], ballots[0]))).toMatchObject({ code: 409 });
    // And the room can still ask: votes spend nothing of the questions' limit.
    await ask("Where do we meet next week?");
  });

  it("refused writes cost nothing: 30 blank questions, then a real one is taken", async () => {
    for (let at = 0; at < 30; at++) {
      expect(await refusal(() => ask(" "))).toMatchObject({ code: 400 });
    }
    expect((await ask("Can we do a movie night?")).$id).not.toBe("");
  });

  it("a flood from one address is refused with general_rate_limit_exceeded past a few classrooms' worth", async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 230 }, (_, at) => ask(`Question number ${at}?`)),
    );
    const refused = results.filter((result) => result.status === "rejected");
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.length).toBeLessThan(60);
    expect(await refusal(() => ask("One more?"))).toMatchObject({
      code: 429,
      type: "general_rate_limit_exceeded",
    });
  });
});

describe("a meeting that ended or was canceled takes nothing", () => {
  it.each([
    {
      name: "ended two weeks ago",
      fields: { start: -14 * 24 * 60 - 60, end: -14 * 24 * 60, canceled: false },
      message: "This meeting has ended.",
    },
    {
      name: "canceled",
      fields: { start: -10, end: 50, canceled: true },
      message: "This meeting was canceled.",
    },
  ])("$name: questions, votes and check-ins are refused", async ({ fields, message }) => {
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
    );
    const poll = await organiser.databases.createDocument(DATABASE, "club_polls", ID.unique(), {
      meeting_id: meeting.$id,
      question: "Still open?",
      options: ["Yes", "No"],
      allows_several: false,
      status: "open",
    });
    const before = await Promise.all(
      ["club_questions", "club_poll_votes", "club_checkins"].map(storedCount),
    );
    const expected = { code: 400, type: "general_argument_invalid", message };
    expect(await refusal(() => ask("Anyone?", meeting.$id))).toMatchObject(expected);
    expect(await refusal(() => vote(poll.$id, [0]))).toMatchObject(expected);
    expect(await refusal(() => checkIn(ID.unique(), meeting.$id))).toMatchObject(expected);
    expect(
      await Promise.all(["club_questions", "club_poll_votes", "club_checkins"].map(storedCount)),
    ).toEqual(before);
  });
});
