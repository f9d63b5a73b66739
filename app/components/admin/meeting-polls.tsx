import { useEffect, useState, type FormEvent } from "react";
import { getBrowserAppwrite } from "../../lib/appwrite.client.ts";
import {
  createPoll,
  deletePoll,
  listPolls,
  POLL_OPTIONS,
  type Poll,
} from "../../lib/collections/polls.ts";
import { errorWords } from "../../lib/error-words.ts";
import { useWords } from "../../lib/words.tsx";

const EMPTY = { question: "", options: "", allowsSeveral: false, hidesTotals: false };

/**
 * Manage Meeting's polls, with their own save (the meeting's save bar does not touch them): each
 * is a question with 2 to 6 options, one choice or several, and totals shown as votes come in or
 * only once it closes. The presenter view opens and closes them.
 */
export function MeetingPolls({ meetingId }: { meetingId: string }) {
  const words = useWords();
  const [polls, setPolls] = useState<Poll[] | null>(null);
  const [draft, setDraft] = useState(EMPTY);
  const [status, setStatus] = useState("");
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    listPolls(getBrowserAppwrite().databases, meetingId)
      .then((found) => isCurrent && setPolls(found))
      .catch((error: unknown) => {
        console.error("Could not list the polls:", error);
        if (isCurrent) setStatus(`Could not load the polls. ${errorWords(words, error)}`);
      });
    return () => {
      isCurrent = false;
    };
  }, [meetingId, words]);

  async function act(work: () => Promise<void>, done: string) {
    setIsBusy(true);
    try {
      const { databases } = getBrowserAppwrite();
      await work();
      setPolls(await listPolls(databases, meetingId));
      setStatus(done);
    } catch (error) {
      console.error("Poll change failed:", error);
      setStatus(`Nothing was saved. ${errorWords(words, error)}`);
    } finally {
      setIsBusy(false);
    }
  }

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const options = draft.options
      .split("\n")
      .map((option) => option.trim())
      .filter(Boolean);
    if (options.length < POLL_OPTIONS.least || options.length > POLL_OPTIONS.most) {
      setStatus(`A poll needs ${POLL_OPTIONS.least} to ${POLL_OPTIONS.most} options, one a line.`);
      return;
    }
    void act(async () => {
      await createPoll(getBrowserAppwrite().databases, meetingId, {
        question: draft.question.trim(),
        options,
        allows_several: draft.allowsSeveral,
        hides_totals: draft.hidesTotals,
      });
      setDraft(EMPTY);
    }, "Poll added.");
  }

  return (
    <section className="admin-card meeting-polls" aria-labelledby="meeting-polls-heading">
      <h2 id="meeting-polls-heading">Polls</h2>
      <p className="admin-hint">
        Open them from the Presenter View; phones vote on the Ask page. Nobody sees who voted what.
      </p>
      {polls === null && status === "" && <p className="admin-hint">Loading the polls…</p>}
      {polls?.length === 0 && <p className="admin-hint">No polls yet.</p>}
      {polls !== null && polls.length > 0 && (
        <ul className="meeting-poll-list">
          {polls.map((poll) => (
            <li key={poll.id}>
              <strong>{poll.question}</strong> ({poll.options.join(", ")}){" "}
              {poll.status === "ready" || poll.status === null ? "" : `(${poll.status})`}{" "}
              <button
                type="button"
                className="button button-secondary"
                disabled={isBusy}
                onClick={() =>
                  void act(
                    () => deletePoll(getBrowserAppwrite().databases, poll.id),
                    "Poll deleted.",
                  )
                }
              >
                Delete poll<span className="visually-hidden">: {poll.question}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} className="meeting-poll-form">
        <div className="admin-field">
          <label htmlFor="poll-question">Question</label>
          <input
            id="poll-question"
            required
            maxLength={300}
            value={draft.question}
            onChange={(event) => setDraft({ ...draft, question: event.target.value })}
          />
        </div>
        <div className="admin-field">
          <label htmlFor="poll-options">Options, one a line (2 to 6)</label>
          <textarea
            id="poll-options"
            required
            rows={4}
            value={draft.options}
            onChange={(event) => setDraft({ ...draft, options: event.target.value })}
          />
        </div>
        <div className="admin-checkbox">
          <input
            id="poll-allows-several"
            type="checkbox"
            checked={draft.allowsSeveral}
            onChange={(event) => setDraft({ ...draft, allowsSeveral: event.target.checked })}
          />
          <label htmlFor="poll-allows-several">Voters may choose several</label>
        </div>
        <div className="admin-checkbox">
          <input
            id="poll-hides-totals"
            type="checkbox"
            checked={draft.hidesTotals}
            onChange={(event) => setDraft({ ...draft, hidesTotals: event.target.checked })}
          />
          <label htmlFor="poll-hides-totals">Hide the totals until the poll closes</label>
        </div>
        <button type="submit" className="button button-primary" disabled={isBusy}>
          Add poll
        </button>
      </form>
      <p role="status" className="admin-hint">
        {status}
      </p>
    </section>
  );
}
