import type { Translator } from "../../i18n/translate.ts";
import { relativeWording, type RelativeWording } from "./club-time/relative-time.ts";

// The few words the page script shows (app/page-script/), formatted on the server in the page's
// language and handed over as JSON: the script carries no catalogue and no message formatter.

export const PAGE_SCRIPT_WORDS_ID = "page-script-words";

/** How many Shift presses leave the page (quick exit). */
export const QUICK_EXIT_PRESSES = 3;

export interface PageScriptWords {
  relative: RelativeWording;
  /** The status line's words: pressesLeft[n] when n more presses are needed. */
  quickExit: { exiting: string; expired: string; pressesLeft: string[] };
  reconnecting: string;
}

/** The page script's words in a translator's language (rendered by the root layout). */
export function pageScriptWords(words: Translator): PageScriptWords {
  return {
    relative: relativeWording(words),
    quickExit: {
      exiting: words.t("quickExit.exiting"),
      expired: words.t("quickExit.expired"),
      pressesLeft: Array.from({ length: QUICK_EXIT_PRESSES }, (_, count) =>
        words.t("quickExit.pressesLeft", { count }),
      ),
    },
    reconnecting: words.t("live.reconnecting"),
  };
}

let read: PageScriptWords | undefined;

/** The page's words, in the browser. */
export function readPageScriptWords(): PageScriptWords {
  if (read === undefined) {
    const text = document.getElementById(PAGE_SCRIPT_WORDS_ID)?.textContent;
    if (!text) throw new Error("The page has no page-script words.");
    read = JSON.parse(text) as PageScriptWords;
  }
  return read;
}
