import { useEffect, useState, type ReactNode } from "react";
import { getBrowserAppwrite } from "../../lib/appwrite.client.ts";
import {
  setQuestionStatus,
  type Question,
  type QuestionStatus,
} from "../../lib/collections/questions.ts";
import { errorWords } from "../../lib/error-words.ts";
import { useWords } from "../../lib/words.tsx";
import { followRoomQueue, type RoomQueue } from "../../lib/live/room-feed.client.ts";
import type { MessageId } from "../../../i18n/translate.ts";

interface QuestionQueueProps {
  meetingId: string;
  /** The questions on the projector, oldest first (the presenter state's, decision 0132). */
  shownQuestions: string[];
  /**
   * The questions on the projector after an organiser showed or took off one; `isNewlyShown`:
   * one was just shown, and the presenter view moves the projector to the questions.
   */
  onShownChange: (questions: string[], isNewlyShown: boolean) => void;
}

const STATUS_WORDS = {
  waiting: "room.status.waiting",
  held: "room.status.held",
  shown: "room.status.shown",
  hidden: "room.status.hidden",
  answered: "room.status.answered",
} as const satisfies Record<NonNullable<QuestionStatus>, MessageId>;

const hidden = (chunks: ReactNode) => <span className="visually-hidden">{chunks}</span>;

/**
 * The organisers' queue of anonymous questions from the Ask page, newest first, and the
 * headcount: each question can be shown on the projector, hidden, or marked answered. Held-back
 * questions (the filter's) wait here like the others and reach the room only if shown.
 */
export function QuestionQueue({ meetingId, shownQuestions, onShownChange }: QuestionQueueProps) {
  const words = useWords();
  const [queue, setQueue] = useState<RoomQueue | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    let stop: (() => void) | undefined;
    const onProblem = (error: unknown) => {
      console.error("Could not read the questions:", error);
      if (isCurrent) setProblem(errorWords(words, error));
    };
    followRoomQueue(meetingId, (next) => isCurrent && setQueue(next), onProblem)
      .then((stopFollowing) => {
        if (isCurrent) stop = stopFollowing;
        else stopFollowing();
      })
      .catch(onProblem);
    return () => {
      isCurrent = false;
      stop?.();
    };
  }, [meetingId, words]);

  async function setStatus(question: Question, status: NonNullable<QuestionStatus>) {
    setIsBusy(true);
    setProblem(null);
    try {
      const { databases } = getBrowserAppwrite();
      await setQuestionStatus(databases, question.id, status);
      const others = shownQuestions.filter((text) => text !== question.text);
      const questions = status === "shown" ? [...others, question.text] : others;
      if (questions.length === shownQuestions.length && status !== "shown") return;
      onShownChange(questions, status === "shown");
    } catch (error) {
      console.error("Could not change the question:", error);
      setProblem(words.t("room.failed", { reason: errorWords(words, error) }));
    } finally {
      setIsBusy(false);
    }
  }

  const questions = queue?.questions ?? [];
  const waiting = questions.filter(({ status }) => status === "waiting").length;
  const held = questions.filter(({ status }) => status === "held").length;
  return (
    <section className="question-queue" aria-labelledby="question-queue-heading">
      <h3 id="question-queue-heading">{words.t("present.questions")}</h3>
      <p role="status">
        {queue === null
          ? words.t("room.loadingQuestions")
          : words.t("room.queueStatus", {
              waiting,
              held,
              total: questions.length,
              checkins: queue.checkins,
            })}
      </p>
      <ul className="question-list">
        {questions.map((question) => (
          <li key={question.id} className={`question question-${question.status ?? "waiting"}`}>
            <p className="question-text">{question.text}</p>
            <p className="admin-hint">{words.t(STATUS_WORDS[question.status ?? "waiting"])}</p>
            <div className="question-buttons">
              {question.status !== "shown" && (
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={isBusy}
                  onClick={() => void setStatus(question, "shown")}
                >
                  {words.node("room.show", { question: question.text, hidden })}
                </button>
              )}
              {question.status !== "hidden" && (
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={isBusy}
                  onClick={() => void setStatus(question, "hidden")}
                >
                  {words.node("room.hide", { question: question.text, hidden })}
                </button>
              )}
              {question.status !== "answered" && (
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={isBusy}
                  onClick={() => void setStatus(question, "answered")}
                >
                  {words.node("room.markAnswered", { question: question.text, hidden })}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {problem && (
        <p className="notice notice-problem" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
