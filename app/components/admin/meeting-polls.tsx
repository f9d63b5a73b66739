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
        if (isCurrent)
          setStatus(
            words.t("admin.failedBecause", {
              failure: words.t("admin.polls.loadFailed"),
              why: errorWords(words, error),
            }),
          );
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
      setStatus(
        words.t("admin.failedBecause", {
          failure: words.t("admin.polls.nothingSaved"),
          why: errorWords(words, error),
        }),
      );
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
      setStatus(words.t("admin.polls.optionsCount", { ...POLL_OPTIONS }));
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
    }, words.t("admin.polls.added"));
  }

  return (
    <section className="admin-card meeting-polls" aria-labelledby="meeting-polls-heading">
      <h2 id="meeting-polls-heading">{words.t("admin.polls.heading")}</h2>
      <p className="admin-hint">{words.t("admin.polls.hint")}</p>
      {polls === null && status === "" && (
        <p className="admin-hint">{words.t("admin.polls.loading")}</p>
      )}
      {polls?.length === 0 && <p className="admin-hint">{words.t("admin.polls.none")}</p>}
      {polls !== null && polls.length > 0 && (
        <ul className="meeting-poll-list">
          {polls.map((poll) => (
            <li key={poll.id}>
              <strong>{poll.question}</strong> ({poll.options.join(", ")}){" "}
              {poll.status === "ready" || poll.status === null
                ? ""
                : words.t("admin.polls.status", { status: poll.status })}{" "}
              <button
                type="button"
                className="button button-secondary"
                disabled={isBusy}
                onClick={() =>
                  void act(
                    () => deletePoll(getBrowserAppwrite().databases, poll.id),
                    words.t("admin.polls.deleted"),
                  )
                }
              >
                {words.node("admin.polls.delete", {
                  question: poll.question,
                  hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
                })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} className="meeting-poll-form">
        <div className="admin-field">
          <label htmlFor="poll-question">{words.t("admin.polls.question")}</label>
          <input
            id="poll-question"
            required
            maxLength={300}
            value={draft.question}
            onChange={(event) => setDraft({ ...draft, question: event.target.value })}
          />
        </div>
        <div className="admin-field">
          <label htmlFor="poll-options">
            {words.t("admin.polls.options", { ...POLL_OPTIONS })}
          </label>
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
          <label htmlFor="poll-allows-several">{words.t("admin.polls.several")}</label>
        </div>
        <div className="admin-checkbox">
          <input
            id="poll-hides-totals"
            type="checkbox"
            checked={draft.hidesTotals}
            onChange={(event) => setDraft({ ...draft, hidesTotals: event.target.checked })}
          />
          <label htmlFor="poll-hides-totals">{words.t("admin.polls.hideTotals")}</label>
        </div>
        <button type="submit" className="button button-primary" disabled={isBusy}>
          {words.t("admin.polls.add")}
        </button>
      </form>
      <p role="status" className="admin-hint">
        {status}
      </p>
    </section>
  );
}
