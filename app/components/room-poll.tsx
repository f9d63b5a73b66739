import type { RoomScreen } from "../lib/collections/room-screens.ts";
import { useWords } from "../lib/words.tsx";

interface RoomPollProps {
  screen: RoomScreen;
}

/**
 * The Ask page's poll: the open one's question and options to vote, or, once closed, where its
 * totals are (on the projector). The page script swaps it whole when the poll changes.
 */
export function RoomPoll({ screen }: RoomPollProps) {
  const words = useWords();
  const { poll_id: pollId, poll_question: question, poll_options: options } = screen;
  if (screen.poll_state === null || pollId === "") {
    return (
      <section className="ask-poll" aria-labelledby="ask-poll-heading" data-room-poll="">
        <h2 id="ask-poll-heading">{words.t("room.poll")}</h2>
        <p>{words.t("room.noPoll")}</p>
      </section>
    );
  }
  if (screen.poll_state === "closed") {
    return (
      <section className="ask-poll" aria-labelledby="ask-poll-heading" data-room-poll="">
        <h2 id="ask-poll-heading">{words.t("room.pollClosed", { question })}</h2>
        {/* The totals are the projector's alone, never in a public document (decision 0132). */}
        <p>{words.t("room.totalsOnScreen")}</p>
      </section>
    );
  }
  const type = screen.poll_allows_several ? "checkbox" : "radio";
  return (
    <section className="ask-poll" aria-labelledby="ask-poll-heading" data-room-poll={pollId}>
      <h2 id="ask-poll-heading">{words.t("room.poll")}</h2>
      <form data-poll-form="">
        <fieldset>
          <legend>{question}</legend>
          {screen.poll_allows_several && (
            <p className="ask-hint">{words.t("room.chooseSeveral")}</p>
          )}
          {options.map((option, at) => (
            <label key={option} className="ask-option">
              <input type={type} name="choice" value={at} required={type === "radio"} /> {option}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button-primary">
          {words.t("room.vote")}
        </button>
        <p className="ask-status" role="status" data-poll-status=""></p>
      </form>
    </section>
  );
}
