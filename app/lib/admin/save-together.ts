import { errorWords } from "../error-words.ts";
import { adminWords } from "./admin-words.ts";

// One save of a screen that stores several documents (Manage Meeting: the meeting, its agenda,
// its organiser notes). Appwrite has no transaction a browser can use across documents, so the
// changed documents are written side by side and a failure is undone by writing back what was
// stored before (decision 0082). What the writes answer is what is stored: nothing is read again.

/** How a write's answer changes what the screen knows is stored. */
export type StoredUpdate<Stored> = (stored: Stored) => Stored;

/** One document a save changes: the write, and the write that puts back what was stored. */
export interface PartWrite<Stored> {
  /** The document in words, lower case, as a sentence names it ("the agenda"). */
  name: string;
  /** Writes the new value; resolves with Appwrite's answer, as an update of what is stored. */
  write(): Promise<StoredUpdate<Stored>>;
  /** Writes back the value stored before; resolves as `write` does. */
  undo(): Promise<StoredUpdate<Stored>>;
}

/** What a save left stored, and what the screen says about it. */
export interface SaveOutcome<Stored> {
  /** What is stored now, from the writes' answers. */
  stored: Stored;
  /** What failed and what that means for what is stored, in words for people; null when saved. */
  problem: string | null;
}

/**
 * Writes every part at once (one request each, side by side, so a backend that groups writes
 * may commit them together); when any fails, writes back the parts that were written. The
 * outcome is what is stored now, and says which parts failed and whether everything was put
 * back; a part whose undo failed too stays as written, and the words say so.
 */
export async function saveTogether<Stored>(
  saved: Stored,
  parts: readonly PartWrite<Stored>[],
): Promise<SaveOutcome<Stored>> {
  const answers = await Promise.allSettled(parts.map((part) => part.write()));
  const written = parts.flatMap((part, i) => {
    const answer = answers[i];
    return answer?.status === "fulfilled" ? [{ part, update: answer.value }] : [];
  });
  const failures = parts.flatMap((part, i) => {
    const answer = answers[i];
    return answer?.status === "rejected" ? [{ name: part.name, reason: answer.reason }] : [];
  });
  if (failures.length === 0) return { stored: updated(saved, written), problem: null };
  console.error("Failed to save.", ...failures.map(({ reason }) => reason));

  const undone = await Promise.allSettled(written.map(({ part }) => part.undo()));
  const now = written.map(({ part, update }, i) => {
    const answer = undone[i];
    if (answer?.status === "fulfilled") return { part, update: answer.value, isStuck: false };
    console.error("Failed to put back", part.name, answer?.reason);
    return { part, update, isStuck: true };
  });
  const stuck = now.filter(({ isStuck }) => isStuck).map(({ part }) => part.name);
  return { stored: updated(saved, now), problem: problemWords(failures, stuck) };
}

function updated<Stored>(saved: Stored, answers: { update: StoredUpdate<Stored> }[]): Stored {
  return answers.reduce((stored, { update }) => update(stored), saved);
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function problemWords(failures: { name: string; reason: unknown }[], stuck: string[]): string {
  const words = adminWords();
  // "the agenda", "the meeting and the agenda": the language's own way of listing.
  const list = new Intl.ListFormat(words.intlTag, { type: "conjunction" });
  const failed = list.format(failures.map(({ name }) => name));
  const why = errorWords(words, failures[0]?.reason);
  const problem =
    stuck.length === 0
      ? words.t("admin.save.nothingChanged", { failed, count: failures.length })
      : words.t("admin.save.partlySaved", {
          failed,
          count: failures.length,
          kept: list.format(stuck),
        });
  return `${capitalised(problem)} ${why}`;
}
