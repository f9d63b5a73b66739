import type { Client } from "node-appwrite";
import type { RoomDesk, RoomOutcome } from "../../app/lib/room/room-desk.ts";
import { createAbuseCounter } from "../abuse-counter.ts";
import { isHeldBack } from "./question-filter.ts";
import { roomData } from "./room-data.ts";
import { askQuestion, castVote, checkIn, type RoomRulesDeps } from "./room-rules.ts";

/**
 * The room's desk for each sender (a request's limit group), writing with the key's client
 * `admin`. One counter for the whole server, so every request of an address counts together.
 * A write Appwrite does not take (unreachable, a wrong key) is logged and told to the phone as
 * "unavailable": the phone's mistake is never why.
 */
export function createRoomDesks(
  admin: () => Client,
  now: () => Date,
): (sender: string) => RoomDesk {
  const deps: RoomRulesDeps = {
    ...roomData(admin),
    counter: createAbuseCounter(now),
    now,
    isHeldBack,
  };
  return (sender) => ({
    ask: (meetingId, text) => answered(askQuestion(deps, sender, meetingId, text)),
    vote: (pollId, ballot, choices) => answered(castVote(deps, sender, pollId, ballot, choices)),
    checkIn: (meetingId, ballot) => answered(checkIn(deps, sender, meetingId, ballot)),
  });
}

async function answered(outcome: Promise<RoomOutcome>): Promise<RoomOutcome> {
  try {
    return await outcome;
  } catch (error) {
    console.error("room: Appwrite did not take a write", error);
    return { ok: false, refusal: "unavailable" };
  }
}
