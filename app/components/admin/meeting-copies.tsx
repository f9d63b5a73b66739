import { useState } from "react";
import { useFetcher } from "react-router";
import type { CopyResult } from "../../lib/admin/meeting-copies.ts";
import { MAX_SERIES_MEETINGS } from "../../lib/meeting-series.ts";

/**
 * The "Copies" card: a copy of the saved meeting and agenda for next week, or a weekly series up
 * to a date (at most a school year at once).
 */
export function MeetingCopies({ timeZone }: { timeZone: string }) {
  const duplicate = useFetcher<CopyResult>();
  const repeat = useFetcher<CopyResult>();
  const [until, setUntil] = useState("");
  const duplicateError = duplicate.state === "idle" ? duplicate.data?.error : null;
  const repeated = repeat.state === "idle" ? repeat.data : undefined;
  return (
    <section className="admin-card" aria-labelledby="meeting-copies-heading">
      <h2 id="meeting-copies-heading">Copies</h2>
      <p className="admin-hint">
        Copies are made of the saved meeting and agenda; save your changes first.
      </p>
      <duplicate.Form method="post">
        <input type="hidden" name="intent" value="duplicate" />
        <input type="hidden" name="zone" value={timeZone} />
        <button
          type="submit"
          className="button button-secondary"
          disabled={duplicate.state !== "idle"}
        >
          Duplicate for next week
        </button>
      </duplicate.Form>
      {duplicateError && (
        <p className="admin-alert" role="alert">
          {duplicateError}
        </p>
      )}
      <repeat.Form method="post" className="meeting-repeat">
        <input type="hidden" name="intent" value="repeat" />
        <input type="hidden" name="zone" value={timeZone} />
        <div className="admin-field">
          <label htmlFor="repeat-until">Repeat weekly until</label>
          <input
            id="repeat-until"
            name="until"
            type="date"
            value={until}
            aria-describedby="repeat-until-hint"
            onChange={(event) => setUntil(event.target.value)}
          />
          <p className="admin-hint" id="repeat-until-hint">
            The date of the last meeting, at most a school year ahead ({MAX_SERIES_MEETINGS} weeks).
          </p>
        </div>
        <button
          type="submit"
          className="button button-secondary"
          disabled={repeat.state !== "idle"}
        >
          {repeat.state === "idle" ? "Make the series" : "Making..."}
        </button>
      </repeat.Form>
      <p className={repeated?.error ? "admin-alert" : "admin-hint"} role="status">
        {repeated && (repeated.error ?? repeated.made)}
      </p>
    </section>
  );
}
