import { readAskWords, type AskWords } from "../lib/ask-words.ts";
import { roomFormPath, type RoomOutcome } from "../lib/room/room-desk.ts";
import { ballotFor } from "./room-ballots.ts";

// The Ask page's three forms. Each send is a POST of a small form to the site's own address
// beside the page (decision 0145), never to Appwrite: the site's server checks it against the
// room's rules and writes it with its key. A vote and a check-in are sent under this phone's
// ballot id for them (room-ballots.ts): sent again, even after a reload, the room answers
// "already counted", which is what "one vote per phone" can be without knowing the phone
// (decision 0100). What they say comes from the page, in its language (app/lib/ask-words.ts).

/** Answers the question form, the poll's vote and "I'm here" on the Ask page of `meetingId`. */
export function answerAskForms(meetingId: string): void {
  const words = readAskWords();
  const sendTo = roomFormPath(location.pathname);
  const send = (part: Element, fields: Record<string, string | string[]>) =>
    sendForm(words, sendTo, part, fields);
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    if (form.matches("[data-ask-form]")) {
      event.preventDefault();
      void sendQuestion(words, form, send);
    } else if (form.matches("[data-poll-form]")) {
      event.preventDefault();
      void sendVote(words, form, meetingId, send);
    }
  });
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("[data-checkin]") : null;
    if (!(button instanceof HTMLButtonElement)) return;
    const section = button.parentElement ?? document.body;
    void send(section, { form: "checkin", ballot: ballotFor(meetingId, "checkin") }).then(
      (sent) => sent && say(section, "[data-checkin-status]", words.checkedIn),
    );
  });
}

type Send = (part: Element, fields: Record<string, string | string[]>) => Promise<boolean>;

async function sendQuestion(words: AskWords, form: HTMLFormElement, send: Send): Promise<void> {
  const field = form.elements.namedItem("text");
  if (!(field instanceof HTMLTextAreaElement)) return;
  if (await send(form, { form: "question", text: field.value })) {
    field.value = "";
    say(form, "[data-ask-status]", words.sent);
  }
}

async function sendVote(
  words: AskWords,
  form: HTMLFormElement,
  meetingId: string,
  send: Send,
): Promise<void> {
  const poll = form.closest<HTMLElement>("[data-room-poll]")?.dataset.roomPoll ?? "";
  const choice = [...form.querySelectorAll<HTMLInputElement>("input[name=choice]:checked")].map(
    (input) => input.value,
  );
  if (choice.length === 0) {
    say(form, "[data-poll-status]", words.chooseFirst);
    return;
  }
  const ballot = ballotFor(meetingId, `poll:${poll}`);
  if (await send(form, { form: "vote", poll, ballot, choice })) {
    say(form, "[data-poll-status]", words.voted);
  }
}

/** Posts one form to the room; says what went wrong beside it and returns false if it did. */
async function sendForm(
  words: AskWords,
  sendTo: string,
  part: Element,
  fields: Record<string, string | string[]>,
): Promise<boolean> {
  const status = part.querySelector("[role=status]");
  const buttons = [...part.querySelectorAll("button")];
  buttons.forEach((button) => (button.disabled = true));
  if (status) status.textContent = words.sending;
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of [value].flat()) body.append(name, one);
  }
  try {
    const response = await fetch(sendTo, { method: "POST", body });
    const outcome = (await response.json()) as RoomOutcome;
    if (outcome.ok) return true;
    if (status) status.textContent = words.refused[outcome.refusal] ?? words.failed;
    return false;
  } catch (error) {
    console.warn("Could not send:", error);
    if (status) status.textContent = words.offline;
    return false;
  } finally {
    buttons.forEach((button) => (button.disabled = false));
  }
}

function say(part: Element, selector: string, words: string): void {
  const status = part.querySelector(selector);
  if (status) status.textContent = words;
}
