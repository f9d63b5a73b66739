import { describe, expect, it } from "vitest";
import { createAbuseCounter } from "../abuse-counter.ts";
import {
  askQuestion,
  castVote,
  checkIn,
  QUESTION_LIMIT,
  VOTE_LIMIT,
  type RoomRulesDeps,
} from "./room-rules.ts";

// The order of the room's rules, over an in-memory reader and writer: what is checked before the
// address's limit, and what spends it. tests/api/room/guest-writes.test.ts has the same rules
// through the site and a real backend.

const NOW = new Date("2026-11-26T19:30:00Z");
const MEETINGS: Record<string, { end: string; canceled: boolean; isPublic: boolean }> = {
  // Ended half an hour ago: the room still takes it for another half hour.
  tonight: { end: "2026-11-26T19:00:00Z", canceled: false, isPublic: true },
  lastWeek: { end: "2026-11-19T19:00:00Z", canceled: false, isPublic: true },
  // Made, never saved: the organisers' alone.
  draft: { end: "2026-11-26T19:00:00Z", canceled: false, isPublic: false },
};
const SCHOOL = "203.0.113.0";

function room(failWrites = false) {
  const written: string[] = [];
  const ballots = new Set<string>();
  const write = (line: string) => {
    if (failWrites) throw new Error("Appwrite is down");
    written.push(line);
  };
  const ballot = (id: string, line: string) => {
    if (ballots.has(id)) return Promise.resolve("exists" as const);
    write(line);
    ballots.add(id);
    return Promise.resolve("created" as const);
  };
  const deps: RoomRulesDeps = {
    reader: {
      meeting: (id) => Promise.resolve(MEETINGS[id] ?? null),
      poll: (id) =>
        Promise.resolve(
          id === "pizza"
            ? { meetingId: "tonight", status: "open", optionCount: 2, allowsSeveral: false }
            : null,
        ),
    },
    writer: {
      question: (meetingId, text, status) =>
        Promise.resolve(write(`question ${meetingId} ${status} ${text}`)),
      vote: (id, pollId, choices) => ballot(id, `vote ${pollId} ${choices.join(",")}`),
      checkIn: (id, meetingId) => ballot(id, `checkin ${meetingId}`),
    },
    counter: createAbuseCounter(() => NOW),
    now: () => NOW,
    isHeldBack: (text) => Promise.resolve(text.includes("heck")),
  };
  return { deps, written };
}

describe("the room's rules", () => {
  it("take a meeting's writes until an hour after its end, and none after", async () => {
    const { deps, written } = room();
    expect(await askQuestion(deps, SCHOOL, "tonight", " Snacks? ")).toEqual({ ok: true });
    expect(await checkIn(deps, SCHOOL, "tonight", "b1")).toEqual({ ok: true });
    expect(await askQuestion(deps, SCHOOL, "lastWeek", "Snacks?")).toEqual({
      ok: false,
      refusal: "meeting_over",
    });
    expect(written).toEqual(["question tonight waiting Snacks?", "checkin tonight"]);
  });

  it("take nothing for a meeting not saved yet, which visitors cannot see", async () => {
    const { deps, written } = room();
    expect(await askQuestion(deps, SCHOOL, "draft", "Early?")).toEqual({
      ok: false,
      refusal: "no_meeting",
    });
    expect(await checkIn(deps, SCHOOL, "draft", "b1")).toEqual({
      ok: false,
      refusal: "no_meeting",
    });
    expect(written).toEqual([]);
  });

  it("set the status themselves: a filtered question is held", async () => {
    const { deps, written } = room();
    await askQuestion(deps, SCHOOL, "tonight", "what the heck");
    expect(written).toEqual(["question tonight held what the heck"]);
  });

  it("spend the address's limit only on a write that was made", async () => {
    const { deps } = room();
    for (let at = 0; at < QUESTION_LIMIT.limit; at++) {
      await askQuestion(deps, SCHOOL, "tonight", "");
      await askQuestion(deps, SCHOOL, "lastWeek", "Late?");
    }
    for (let at = 0; at < VOTE_LIMIT.limit; at++)
      await castVote(deps, SCHOOL, "pizza", "same", [0]);
    expect(deps.counter.take(QUESTION_LIMIT, SCHOOL)).not.toBeNull();
    expect(deps.counter.take(VOTE_LIMIT, SCHOOL)).not.toBeNull();
    expect(await askQuestion(deps, SCHOOL, "tonight", "Real one?")).toEqual({ ok: true });
  });

  it("spend nothing and say so when Appwrite does not take the write", async () => {
    const { deps } = room(true);
    await expect(askQuestion(deps, SCHOOL, "tonight", "Hello?")).rejects.toThrow(
      "Appwrite is down",
    );
    expect(deps.counter.take({ ...QUESTION_LIMIT, limit: 1 }, SCHOOL)).not.toBeNull();
  });

  it("count writes under way at once: a burst cannot slip past the limit together", async () => {
    const { deps, written } = room();
    const burst = await Promise.all(
      Array.from({ length: QUESTION_LIMIT.limit + 30 }, (_, at) =>
        askQuestion(deps, SCHOOL, "tonight", `Question ${at}?`),
      ),
    );
    expect(burst.filter((outcome) => !outcome.ok)).toHaveLength(30);
    expect(written).toHaveLength(QUESTION_LIMIT.limit);
  });

  it("refuse past the address's limit, after every other check", async () => {
    const { deps } = room();
    for (let at = 0; at < QUESTION_LIMIT.limit; at++) deps.counter.take(QUESTION_LIMIT, SCHOOL);
    expect(await askQuestion(deps, SCHOOL, "nowhere", "Hi?")).toEqual({
      ok: false,
      refusal: "no_meeting",
    });
    expect(await askQuestion(deps, SCHOOL, "tonight", "Hi?")).toEqual({
      ok: false,
      refusal: "too_many",
    });
  });
});
