import { AppwriteException, ID } from "appwrite";
import { readAskWords, type AskWords } from "../lib/ask-words.ts";
import { getBrowserClient } from "../lib/browser-client.client.ts";
import { CHECKINS, DATABASE_ID, POLL_VOTES, QUESTIONS } from "../lib/collections/ids.ts";
import { ballotFor } from "./room-ballots.ts";

// The Ask page's three forms. Each send is one guest createDocument with no permissions. A vote
// and a check-in are sent under this phone's ballot id for them (room-ballots.ts): sent again,
// even after a reload, Appwrite refuses it as a document that already exists, which is what
// "one vote per phone" can be without knowing the phone (decision 0100). What they say comes
// from the page, in its language (app/lib/ask-words.ts).

type Form = keyof AskWords["closed"];

/** Answers the question form, the poll's vote and "I'm here" on the Ask page of `meetingId`. */
export function answerAskForms(meetingId: string): void {
  const words = readAskWords();
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    if (form.matches("[data-ask-form]")) {
      event.preventDefault();
      void sendQuestion(words, form, meetingId);
    } else if (form.matches("[data-poll-form]")) {
      event.preventDefault();
      void sendVote(words, form, meetingId);
    }
  });
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("[data-checkin]") : null;
    if (button instanceof HTMLButtonElement) void checkIn(words, button, meetingId);
  });
}

async function sendQuestion(
  words: AskWords,
  form: HTMLFormElement,
  meetingId: string,
): Promise<void> {
  const field = form.elements.namedItem("text");
  if (!(field instanceof HTMLTextAreaElement)) return;
  const sent = await send(words, "question", form, QUESTIONS, ID.unique(), {
    meeting_id: meetingId,
    text: field.value,
  });
  if (sent) {
    field.value = "";
    say(form, "[data-ask-status]", words.sent);
  }
}

async function sendVote(words: AskWords, form: HTMLFormElement, meetingId: string): Promise<void> {
  const pollId = form.closest<HTMLElement>("[data-room-poll]")?.dataset.roomPoll ?? "";
  const choices = [...form.querySelectorAll<HTMLInputElement>("input[name=choice]:checked")].map(
    (input) => Number(input.value),
  );
  if (choices.length === 0) {
    say(form, "[data-poll-status]", words.chooseFirst);
    return;
  }
  const ballot = ballotFor(meetingId, `poll:${pollId}`);
  if (await send(words, "vote", form, POLL_VOTES, ballot, { poll_id: pollId, choices })) {
    say(form, "[data-poll-status]", words.voted);
  }
}

async function checkIn(
  words: AskWords,
  button: HTMLButtonElement,
  meetingId: string,
): Promise<void> {
  const section = button.parentElement ?? document.body;
  const ballot = ballotFor(meetingId, "checkin");
  if (await send(words, "checkin", section, CHECKINS, ballot, { meeting_id: meetingId })) {
    say(section, "[data-checkin-status]", words.checkedIn);
  }
}

/** Sends one createDocument; says what went wrong beside the form and returns false if it did. */
async function send(
  words: AskWords,
  form: Form,
  part: Element,
  collectionId: string,
  documentId: string,
  data: Record<string, unknown>,
): Promise<boolean> {
  const status = part.querySelector("[role=status]");
  const buttons = [...part.querySelectorAll("button")];
  buttons.forEach((button) => (button.disabled = true));
  if (status) status.textContent = words.sending;
  try {
    const client = getBrowserClient();
    const url = new URL(
      `${client.config.endpoint}/databases/${DATABASE_ID}/collections/${collectionId}/documents`,
    );
    await client.call(
      "post",
      url,
      { "content-type": "application/json", "X-Appwrite-Project": client.config.project },
      { documentId, data, permissions: [] },
    );
    return true;
  } catch (error) {
    console.warn("Could not send:", error);
    if (status) status.textContent = problemWords(words, form, error);
    return false;
  } finally {
    buttons.forEach((button) => (button.disabled = false));
  }
}

function problemWords(words: AskWords, form: Form, error: unknown): string {
  if (!(error instanceof AppwriteException)) return words.offline;
  // The room refuses a form's send as general_argument_invalid for one reason a phone can meet:
  // a question or check-in after the meeting ended, a vote once the poll has closed.
  if (error.type === "general_argument_invalid") return words.closed[form];
  return words.refused[error.type] ?? words.failed;
}

function say(part: Element, selector: string, words: string): void {
  const status = part.querySelector(selector);
  if (status) status.textContent = words;
}
