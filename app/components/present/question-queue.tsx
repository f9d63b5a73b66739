import { useEffect, useState } from "react";
import { getBrowserAppwrite } from "../../lib/appwrite.client.ts";
import {
  setQuestionStatus,
  type Question,
  type QuestionStatus,
} from "../../lib/collections/questions.ts";
import { saveRoomScreen, type RoomScreen } from "../../lib/collections/room-screens.ts";
import { errorWords } from "../../lib/error-words.ts";
import { useWords } from "../../lib/words.tsx";
import { followRoomQueue, type RoomQueue } from "../../lib/live/room-feed.client.ts";

interface QuestionQueueProps {
  meetingId: string;
  room: RoomScreen;
  /** The room's screen after an organiser showed or took off a question. */
  onRoomChange: (room: RoomScreen) => void;
  /** A question was just shown: the presenter view moves the projector to the questions. */
  onShown: (room: RoomScreen) => void;
}

const STATUS_WORDS: Record<NonNullable<QuestionStatus>, string> = {
  waiting: "Waiting",
  held: "Held back by the filter",
  shown: "On the projector",
  hidden: "Hidden",
  answered: "Answered",
};

/**
 * The organisers' queue of anonymous questions from the Ask page, newest first, and the
 * headcount: each question can be shown on the projector, hidden, or marked answered. Held-back
 * questions (the filter's) wait here like the others and reach the room only if shown.
 */
export function QuestionQueue({ meetingId, room, onRoomChange, onShown }: QuestionQueueProps) {
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
      const others = room.questions.filter((text) => text !== question.text);
      const questions = status === "shown" ? [...others, question.text] : others;
      if (questions.length === room.questions.length && status !== "shown") return;
      await saveRoomScreen(databases, meetingId, { questions });
      onRoomChange({ ...room, questions });
      if (status === "shown") onShown({ ...room, questions });
    } catch (error) {
      console.error("Could not change the question:", error);
      setProblem(`That did not work. ${errorWords(words, error)}`);
    } finally {
      setIsBusy(false);
    }
  }

  const questions = queue?.questions ?? [];
  const waiting = questions.filter(({ status }) => status === "waiting").length;
  const held = questions.filter(({ status }) => status === "held").length;
  return (
    <section className="question-queue" aria-labelledby="question-queue-heading">
      <h3 id="question-queue-heading">Questions from the room</h3>
      <p role="status">
        {queue === null
          ? "Loading questions…"
          : `${waiting} waiting, ${held} held back, ${questions.length} in all. ${queue.checkins} said they're here.`}
      </p>
      <ul className="question-list">
        {questions.map((question) => (
          <li key={question.id} className={`question question-${question.status ?? "waiting"}`}>
            <p className="question-text">{question.text}</p>
            <p className="admin-hint">{STATUS_WORDS[question.status ?? "waiting"]}</p>
            <div className="question-buttons">
              {question.status !== "shown" && (
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={isBusy}
                  onClick={() => void setStatus(question, "shown")}
                >
                  Show<span className="visually-hidden">: {question.text}</span>
                </button>
              )}
              {question.status !== "hidden" && (
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={isBusy}
                  onClick={() => void setStatus(question, "hidden")}
                >
                  Hide<span className="visually-hidden">: {question.text}</span>
                </button>
              )}
              {question.status !== "answered" && (
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={isBusy}
                  onClick={() => void setStatus(question, "answered")}
                >
                  Mark answered<span className="visually-hidden">: {question.text}</span>
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
