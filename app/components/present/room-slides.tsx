import type { RoomShown } from "../../lib/collections/presenter-states.ts";
import { useWords } from "../../lib/words.tsx";
import { useQrCode } from "../../lib/present/use-qr-code.ts";

/**
 * The Ask page's QR code and address, small, in a corner of the room's slides: a phone that
 * missed the title slide can still join in.
 */
function AskCorner({ askUrl }: { askUrl: string }) {
  const words = useWords();
  const qrCode = useQrCode(askUrl);
  return (
    <figure className="room-ask">
      {qrCode && <img src={qrCode} alt={words.t("present.qrAlt")} />}
      <figcaption>{askUrl.replace(/^https?:\/\//, "")}</figcaption>
    </figure>
  );
}

/** The questions an organiser showed to the room, newest first, each in its own card. */
export function QuestionsSlide({
  questions,
  askUrl,
}: Pick<RoomShown, "questions"> & { askUrl: string }) {
  const words = useWords();
  return (
    <section className="agenda-section room-questions" aria-labelledby="room-questions-title">
      <AskCorner askUrl={askUrl} />
      <h2 id="room-questions-title" className="agenda-section-title">
        {words.t("present.questions")}
      </h2>
      <ol className="room-question-list">
        {[...questions].reverse().map((question, at) => (
          <li key={`${at}-${question}`} className="room-question">
            {question}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The poll on screen: its question and options, with each option's total as bars when the
 * organiser shows them (while it runs, or once it closes if they chose to wait).
 */
export function PollSlide({
  poll,
  askUrl,
}: {
  poll: NonNullable<RoomShown["poll"]>;
  askUrl: string;
}) {
  const words = useWords();
  const totals = poll.totals.length === poll.options.length ? poll.totals : null;
  const votes = totals?.reduce((sum, each) => sum + each, 0) ?? 0;
  return (
    <section className="agenda-section room-poll" aria-labelledby="room-poll-title">
      <AskCorner askUrl={askUrl} />
      <h2 id="room-poll-title" className="agenda-section-title">
        {poll.question}
      </h2>
      <p className="room-poll-state">
        {words.t(poll.state === "open" ? "room.voteOnAsk" : "room.pollIsClosed")}
        {totals && " "}
        {totals && words.t("room.votes", { count: votes })}
      </p>
      <ul className="room-poll-options">
        {poll.options.map((option, at) => {
          const total = totals?.[at] ?? null;
          const share = total === null || votes === 0 ? 0 : total / votes;
          return (
            <li key={option} className="room-poll-option">
              <span className="room-poll-option-text">{option}</span>
              {total !== null && (
                <>
                  <span className="room-poll-bar" aria-hidden="true">
                    <span style={{ inlineSize: `${Math.round(share * 100)}%` }} />
                  </span>
                  <span className="room-poll-total">{total}</span>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
