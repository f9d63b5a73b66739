import { formatLongDate, formatTimeRange } from "../lib/club-time/index.ts";
import type { Meeting } from "../lib/collections/meetings.ts";
import { QUESTION_LENGTH } from "../lib/collections/questions.ts";
import type { RoomScreen } from "../lib/collections/room-screens.ts";
import { ASK_WORDS_ID, askWords } from "../lib/ask-words.ts";
import { meetingTitle } from "../lib/meeting-title.ts";
import { useWords } from "../lib/words.tsx";
import { JsonScript } from "./json-script.tsx";
import { RoomPoll } from "./room-poll.tsx";

export interface AskPageProps {
  meeting: Meeting;
  screen: RoomScreen;
  timeZone: string;
}

/**
 * The Ask page of a meeting: a question with no name, the poll on screen, "I'm here". Its forms
 * are answered by the page script (app/page-script/ask-forms.ts), with the words given here.
 */
export function AskPage({ meeting, screen, timeZone }: AskPageProps) {
  const words = useWords();
  return (
    <main id="main" className="page page-narrow ask-page" data-ask-meeting={meeting.id}>
      <h1>{words.t("ask.heading")}</h1>
      <p className="ask-meeting">
        {meetingTitle(meeting, words)}, {formatLongDate(meeting.start, timeZone, words.intlTag)}{" "}
        {formatTimeRange(meeting.start, meeting.end, timeZone, words.intlTag)}
      </p>
      <p>{words.t("ask.intro")}</p>
      <noscript>
        <p className="notice notice-info">{words.t("ask.needsScript")}</p>
      </noscript>
      <JsonScript id={ASK_WORDS_ID} value={askWords(words, QUESTION_LENGTH)} />
      <form className="ask-form" data-ask-form="">
        <label htmlFor="ask-text">{words.t("ask.questionLabel")}</label>
        <textarea
          id="ask-text"
          name="text"
          rows={4}
          maxLength={QUESTION_LENGTH}
          required
          aria-describedby="ask-text-hint"
        />
        <p id="ask-text-hint" className="ask-hint">
          {words.t("ask.questionHint", { count: QUESTION_LENGTH })}
        </p>
        <button type="submit" className="button button-primary">
          {words.t("ask.send")}
        </button>
        <p className="ask-status" role="status" data-ask-status=""></p>
      </form>
      <RoomPoll screen={screen} />
      <section className="ask-here" aria-labelledby="ask-here-heading">
        <h2 id="ask-here-heading">{words.t("ask.hereHeading")}</h2>
        <p>{words.t("ask.hereText")}</p>
        <button type="button" className="button button-secondary" data-checkin="">
          {words.t("ask.hereButton")}
        </button>
        <p className="ask-status" role="status" data-checkin-status=""></p>
      </section>
      <p className="ask-hint">{words.t("ask.oncePerPhone")}</p>
    </main>
  );
}
