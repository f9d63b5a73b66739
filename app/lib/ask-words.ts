import type { Translator } from "../../i18n/translate.ts";
import type { RoomRefusal } from "./room/room-desk.ts";

// The words the Ask page's script says beside its forms, formatted on the server in the page's
// language and handed over as JSON, as the root layout does for the page script's own words.

export const ASK_WORDS_ID = "ask-words";

export interface AskWords {
  sending: string;
  sent: string;
  chooseFirst: string;
  voted: string;
  checkedIn: string;
  offline: string;
  failed: string;
  /** What the room's refusals say (app/lib/room/room-desk.ts). */
  refused: Record<RoomRefusal, string>;
}

/**
 * The Ask page script's words in a translator's language (rendered by the Ask page), for
 * questions of up to `questionLength` characters. This module imports nothing the page script
 * would carry: it reads the words there.
 */
export function askWords(words: Translator, questionLength: number): AskWords {
  return {
    sending: words.t("ask.sending"),
    sent: words.t("ask.sent"),
    chooseFirst: words.t("ask.chooseFirst"),
    voted: words.t("ask.voted"),
    checkedIn: words.t("ask.checkedIn"),
    offline: words.t("ask.offline"),
    failed: words.t("ask.failed"),
    refused: {
      question_invalid: words.t("ask.questionInvalid", { count: questionLength }),
      no_meeting: words.t("ask.noMeeting"),
      meeting_over: words.t("ask.meetingEnded"),
      no_poll: words.t("ask.noPoll"),
      poll_not_open: words.t("ask.pollNotOpen"),
      poll_closed: words.t("ask.pollClosed"),
      no_choice: words.t("ask.chooseFirst"),
      choice_invalid: words.t("ask.choiceInvalid"),
      one_choice_only: words.t("ask.oneChoiceOnly"),
      already_counted: words.t("ask.alreadyCounted"),
      too_many: words.t("ask.rateLimited"),
      form_invalid: words.t("ask.failed"),
      unavailable: words.t("ask.roomUnavailable"),
    },
  };
}

/** The Ask page's words, in the browser. */
export function readAskWords(): AskWords {
  const text = document.getElementById(ASK_WORDS_ID)?.textContent;
  if (!text) throw new Error("The Ask page has no words for its script.");
  return JSON.parse(text) as AskWords;
}
