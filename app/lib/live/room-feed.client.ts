import { getBrowserAppwrite } from "../appwrite.client.ts";
import { CHECKINS, DATABASE_ID, POLL_VOTES, QUESTIONS } from "../collections/ids.ts";
import { countCheckins, listQuestions, type Question } from "../collections/questions.ts";
import { browserRealtime, onConnectionChange } from "./realtime.client.ts";

// The presenter view's side of the room (decision 0098): the queue of questions and the
// headcount of one meeting, read again whenever realtime says a question or check-in was
// written. Only organisers read these collections, so only their connections hear of them.

const SETTLE_MS = 150;

export interface RoomQueue {
  questions: Question[];
  checkins: number;
}

/**
 * Calls `onQueue` with meeting `meetingId`'s questions and headcount now, after each burst of
 * changes and after every reconnection; `onProblem` when a reading fails. Returns the way to stop.
 */
export async function followRoomQueue(
  meetingId: string,
  onQueue: (queue: RoomQueue) => void,
  onProblem: (error: unknown) => void,
): Promise<() => void> {
  let settle = 0;
  const read = () => {
    const { databases } = getBrowserAppwrite();
    Promise.all([listQuestions(databases, meetingId), countCheckins(databases, meetingId)])
      .then(([questions, checkins]) => onQueue({ questions, checkins }))
      .catch(onProblem);
  };
  const readSoon = () => {
    window.clearTimeout(settle);
    settle = window.setTimeout(read, SETTLE_MS);
  };
  const channels = [QUESTIONS, CHECKINS].map(
    (collection) => `databases.${DATABASE_ID}.collections.${collection}.documents`,
  );
  const stopListening = onConnectionChange(channels, (isConnected) => {
    if (isConnected) read();
  });
  const subscription = await browserRealtime().subscribe(channels, readSoon);
  read();
  return () => {
    window.clearTimeout(settle);
    stopListening();
    void subscription.close();
  };
}

/**
 * Calls `onVotes` after each burst of votes on any poll (the presenter view then counts the open
 * one), and after every reconnection. Returns the way to stop.
 */
export async function followPollVotes(onVotes: () => void): Promise<() => void> {
  let settle = 0;
  const soon = () => {
    window.clearTimeout(settle);
    settle = window.setTimeout(onVotes, SETTLE_MS);
  };
  const channels = [`databases.${DATABASE_ID}.collections.${POLL_VOTES}.documents`];
  const stopListening = onConnectionChange(channels, (isConnected) => {
    if (isConnected) onVotes();
  });
  const subscription = await browserRealtime().subscribe(channels, soon);
  return () => {
    window.clearTimeout(settle);
    stopListening();
    void subscription.close();
  };
}
