import { AppwriteException, ID } from "appwrite";
import { getBrowserClient } from "../lib/browser-client.client.ts";
import { CHECKINS, DATABASE_ID, POLL_VOTES, QUESTIONS } from "../lib/collections/ids.ts";

// The Ask page's three forms. Each send is one guest createDocument with no permissions. A vote
// and a check-in are sent under an id drawn at random when the page loads (kept in this page's
// memory only): sent twice from the same page, Appwrite refuses the second as a document that
// already exists, which is what "one vote per phone" can be without knowing the phone
// (decision 0100).

const ballots = new Map<string, string>();
const checkinId = ID.unique();

const WORDS: Record<string, string> = {
  document_already_exists: "Already counted: one per phone.",
  document_invalid_structure: "Please write a question of up to 280 characters.",
  general_rate_limit_exceeded: "Too many from this network just now. Please wait a few minutes.",
};

/** Answers the question form, the poll's vote and "I'm here" on the Ask page of `meetingId`. */
export function answerAskForms(meetingId: string): void {
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    if (form.matches("[data-ask-form]")) {
      event.preventDefault();
      void sendQuestion(form, meetingId);
    } else if (form.matches("[data-poll-form]")) {
      event.preventDefault();
      void sendVote(form);
    }
  });
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("[data-checkin]") : null;
    if (button instanceof HTMLButtonElement) void checkIn(button, meetingId);
  });
}

async function sendQuestion(form: HTMLFormElement, meetingId: string): Promise<void> {
  const field = form.elements.namedItem("text");
  if (!(field instanceof HTMLTextAreaElement)) return;
  const sent = await send(form, QUESTIONS, ID.unique(), {
    meeting_id: meetingId,
    text: field.value,
  });
  if (sent) {
    field.value = "";
    say(form, "[data-ask-status]", "Sent. The organisers will see it; thank you!");
  }
}

async function sendVote(form: HTMLFormElement): Promise<void> {
  const pollId = form.closest<HTMLElement>("[data-room-poll]")?.dataset.roomPoll ?? "";
  const choices = [...form.querySelectorAll<HTMLInputElement>("input[name=choice]:checked")].map(
    (input) => Number(input.value),
  );
  if (choices.length === 0) {
    say(form, "[data-poll-status]", "Choose an option first.");
    return;
  }
  const ballot = ballots.get(pollId) ?? ID.unique();
  ballots.set(pollId, ballot);
  if (await send(form, POLL_VOTES, ballot, { poll_id: pollId, choices })) {
    say(form, "[data-poll-status]", "Your vote is counted. Thank you!");
  }
}

async function checkIn(button: HTMLButtonElement, meetingId: string): Promise<void> {
  const section = button.parentElement ?? document.body;
  if (await send(section, CHECKINS, checkinId, { meeting_id: meetingId })) {
    say(section, "[data-checkin-status]", "Counted. Welcome!");
  }
}

/** Sends one createDocument; says what went wrong beside the form and returns false if it did. */
async function send(
  part: Element,
  collectionId: string,
  documentId: string,
  data: Record<string, unknown>,
): Promise<boolean> {
  const status = part.querySelector("[role=status]");
  const buttons = [...part.querySelectorAll("button")];
  buttons.forEach((button) => (button.disabled = true));
  if (status) status.textContent = "Sending…";
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
    if (status) status.textContent = problemWords(error);
    return false;
  } finally {
    buttons.forEach((button) => (button.disabled = false));
  }
}

function problemWords(error: unknown): string {
  if (!(error instanceof AppwriteException)) {
    return "Could not send: is the phone online? Please try again.";
  }
  // The backend's own words for a poll or meeting (closed, unknown, ended) are the clearest.
  return WORDS[error.type] ?? error.message;
}

function say(part: Element, selector: string, words: string): void {
  const status = part.querySelector(selector);
  if (status) status.textContent = words;
}
