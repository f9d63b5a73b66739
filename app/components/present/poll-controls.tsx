import { useEffect, useRef, useState, type ReactNode } from "react";
import { getBrowserAppwrite } from "../../lib/appwrite.client.ts";
import { listPolls, setPollStatus, tallyVotes, type Poll } from "../../lib/collections/polls.ts";
import type { RoomShown } from "../../lib/collections/presenter-states.ts";
import { saveRoomScreen, type RoomScreen } from "../../lib/collections/room-screens.ts";
import { errorWords } from "../../lib/error-words.ts";
import { useWords } from "../../lib/words.tsx";
import { followPollVotes } from "../../lib/live/room-feed.client.ts";

const hidden = (chunks: ReactNode) => <span className="visually-hidden">{chunks}</span>;

/** The poll as the projector shows it: totals only where the organiser lets the room see them. */
function shownPoll(poll: Poll, state: "open" | "closed", counted: number[]): RoomShown["poll"] {
  const totals = poll.hides_totals && state === "open" ? [] : counted;
  return { question: poll.question, options: poll.options, totals, state };
}

interface PollControlsProps {
  meetingId: string;
  /** The poll the Ask page shows (the public room screen: question, options, state). */
  room: RoomScreen;
  onRoomChange: (room: RoomScreen) => void;
  /**
   * The poll on the projector, with the totals the room may see (the presenter state's, decision
   * 0132); `isOpened`: it was just opened, and the presenter view moves the projector to it.
   */
  onShownPoll: (poll: RoomShown["poll"], isOpened: boolean) => void;
}

/**
 * The presenter view's polls: open one (the projector and the Ask page show it), watch its totals
 * as votes arrive, close it. The phone counts the votes and hands the projector the totals the
 * room may see: as they come, or only at closing when the organiser chose to hide them. The Ask
 * page's public screen never carries totals.
 */
export function PollControls({ meetingId, room, onRoomChange, onShownPoll }: PollControlsProps) {
  const words = useWords();
  const [polls, setPolls] = useState<Poll[]>([]);
  const [totals, setTotals] = useState<number[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const open = polls.find((poll) => poll.id === room.poll_id && room.poll_state === "open");
  const counting = useRef({ open, onShownPoll });
  useEffect(() => {
    counting.current = { open, onShownPoll };
  });

  useEffect(() => {
    listPolls(getBrowserAppwrite().databases, meetingId)
      .then(setPolls)
      .catch((error: unknown) => {
        console.error("Could not list the polls:", error);
        setProblem(errorWords(words, error));
      });
  }, [meetingId, words]);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let isCurrent = true;
    const count = () => {
      const { open: poll, onShownPoll: show } = counting.current;
      if (!poll) return;
      tallyVotes(getBrowserAppwrite().databases, poll)
        .then((counted) => {
          if (!isCurrent) return;
          setTotals(counted);
          if (poll.hides_totals) return;
          show(shownPoll(poll, "open", counted), false);
        })
        .catch((error: unknown) => console.warn("Could not count the votes:", error));
    };
    followPollVotes(count)
      .then((stopFollowing) => {
        if (isCurrent) stop = stopFollowing;
        else stopFollowing();
      })
      .catch((error: unknown) => console.error("Could not follow the votes:", error));
    return () => {
      isCurrent = false;
      stop?.();
    };
  }, [meetingId]);

  async function change(poll: Poll, status: "open" | "closed") {
    setIsBusy(true);
    setProblem(null);
    try {
      const { databases } = getBrowserAppwrite();
      await setPollStatus(databases, poll.id, status);
      const counted = await tallyVotes(databases, poll);
      setTotals(counted);
      const next: RoomScreen = {
        ...room,
        poll_id: poll.id,
        poll_question: poll.question,
        poll_options: poll.options,
        poll_allows_several: poll.allows_several,
        poll_state: status,
      };
      await saveRoomScreen(databases, meetingId, next);
      onRoomChange(next);
      onShownPoll(shownPoll(poll, status, counted), status === "open");
      setPolls(await listPolls(databases, meetingId));
    } catch (error) {
      console.error("Could not change the poll:", error);
      setProblem(words.t("room.failed", { reason: errorWords(words, error) }));
    } finally {
      setIsBusy(false);
    }
  }

  if (polls.length === 0) {
    return (
      <p className="admin-hint">
        {words.node("room.noPolls", {
          manage: (chunks: ReactNode) => <a href={`/admin/${meetingId}`}>{chunks}</a>,
        })}
      </p>
    );
  }
  return (
    <section className="poll-controls" aria-labelledby="poll-controls-heading">
      <h3 id="poll-controls-heading">{words.t("room.polls")}</h3>
      <ul className="question-list">
        {polls.map((poll) => (
          <li key={poll.id} className="question">
            <p className="question-text">{poll.question}</p>
            {poll.id === room.poll_id && totals && (
              <p role="status">
                {poll.options.map((option, at) => `${option}: ${totals[at] ?? 0}`).join(", ")}
              </p>
            )}
            <div className="question-buttons">
              {poll.status !== "open" ? (
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={isBusy || open !== undefined}
                  onClick={() => void change(poll, "open")}
                >
                  {words.node("room.openPoll", { question: poll.question, hidden })}
                </button>
              ) : (
                <button
                  type="button"
                  className="button button-primary"
                  disabled={isBusy}
                  onClick={() => void change(poll, "closed")}
                >
                  {words.node("room.closePoll", { question: poll.question, hidden })}
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
