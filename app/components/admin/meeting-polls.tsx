import { POLL_OPTIONS, type Poll } from "../../lib/collections/polls.ts";
import { useWords } from "../../lib/words.tsx";
import { AdminForm } from "./admin-form.tsx";

/** A poll as typed in the form that adds one. */
export interface PollForm {
  question: string;
  options: string;
  allowsSeveral: boolean;
  hidesTotals: boolean;
}

/** What the action answered a poll form: which one, why it failed (null: done), and what was typed. */
export interface PollsAnswer {
  intent: "add-poll" | "delete-poll";
  error: string | null;
  /** What was typed in a poll that was not added. */
  typed: PollForm | null;
}

const EMPTY: PollForm = { question: "", options: "", allowsSeveral: false, hidesTotals: false };

/**
 * Manage Meeting's polls, with forms of their own (the meeting's save does not touch them): each
 * is a question with 2 to 6 options, one choice or several, and totals shown as votes come in or
 * only once it closes. The presenter view opens and closes them, live.
 */
export function MeetingPolls({ polls, answer }: { polls: Poll[]; answer: PollsAnswer | null }) {
  const words = useWords();
  const typed = answer?.typed ?? EMPTY;
  const status =
    answer === null
      ? ""
      : (answer.error ??
        words.t(answer.intent === "add-poll" ? "admin.polls.added" : "admin.polls.deleted"));
  return (
    <section className="admin-card meeting-polls" aria-labelledby="meeting-polls-heading">
      <h2 id="meeting-polls-heading">{words.t("admin.polls.heading")}</h2>
      <p className="admin-hint">{words.t("admin.polls.hint")}</p>
      {polls.length === 0 ? (
        <p className="admin-hint">{words.t("admin.polls.none")}</p>
      ) : (
        <ul className="meeting-poll-list">
          {polls.map((poll) => (
            <li key={poll.id}>
              <strong>{poll.question}</strong> ({poll.options.join(", ")}){" "}
              {poll.status === "ready" || poll.status === null
                ? ""
                : words.t("admin.polls.status", { status: poll.status })}{" "}
              <AdminForm className="meeting-poll-delete">
                <input type="hidden" name="poll" value={poll.id} />
                <button
                  type="submit"
                  name="intent"
                  value="delete-poll"
                  className="button button-secondary"
                >
                  {words.node("admin.polls.delete", {
                    question: poll.question,
                    hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
                  })}
                </button>
              </AdminForm>
            </li>
          ))}
        </ul>
      )}
      <AdminForm className="meeting-poll-form">
        <div className="admin-field">
          <label htmlFor="poll-question">{words.t("admin.polls.question")}</label>
          <input
            id="poll-question"
            name="question"
            required
            maxLength={300}
            defaultValue={typed.question}
          />
        </div>
        <div className="admin-field">
          <label htmlFor="poll-options">
            {words.t("admin.polls.options", { ...POLL_OPTIONS })}
          </label>
          <textarea
            id="poll-options"
            name="options"
            required
            rows={4}
            defaultValue={typed.options}
          />
        </div>
        <div className="admin-checkbox">
          <input
            id="poll-allows-several"
            name="allows_several"
            type="checkbox"
            defaultChecked={typed.allowsSeveral}
          />
          <label htmlFor="poll-allows-several">{words.t("admin.polls.several")}</label>
        </div>
        <div className="admin-checkbox">
          <input
            id="poll-hides-totals"
            name="hides_totals"
            type="checkbox"
            defaultChecked={typed.hidesTotals}
          />
          <label htmlFor="poll-hides-totals">{words.t("admin.polls.hideTotals")}</label>
        </div>
        <button type="submit" name="intent" value="add-poll" className="button button-primary">
          {words.t("admin.polls.add")}
        </button>
      </AdminForm>
      <p role="status" className="admin-hint">
        {status}
      </p>
    </section>
  );
}
