import type { Translator } from "../../i18n/translate.ts";

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
  /** A refusal's words by Appwrite error type, for every form. */
  refused: Record<string, string>;
  /** general_argument_invalid's words: what the room refuses for each form. */
  closed: { question: string; vote: string; checkin: string };
}

/**
 * The Ask page script's words in a translator's language (rendered by the Ask page), for
 * questions of up to `questionLength` characters. This module imports nothing the page script
 * would carry: it reads the words there.
 */
export function askWords(words: Translator, questionLength: number): AskWords {
  const meetingEnded = words.t("ask.meetingEnded");
  return {
    sending: words.t("ask.sending"),
    sent: words.t("ask.sent"),
    chooseFirst: words.t("ask.chooseFirst"),
    voted: words.t("ask.voted"),
    checkedIn: words.t("ask.checkedIn"),
    offline: words.t("ask.offline"),
    failed: words.t("ask.failed"),
    refused: {
      document_already_exists: words.t("ask.alreadyCounted"),
      document_invalid_structure: words.t("ask.questionInvalid", { count: questionLength }),
      general_rate_limit_exceeded: words.t("ask.rateLimited"),
    },
    closed: { question: meetingEnded, vote: words.t("ask.pollClosed"), checkin: meetingEnded },
  };
}

/** The Ask page's words, in the browser. */
export function readAskWords(): AskWords {
  const text = document.getElementById(ASK_WORDS_ID)?.textContent;
  if (!text) throw new Error("The Ask page has no words for its script.");
  return JSON.parse(text) as AskWords;
}
