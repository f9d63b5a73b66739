import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { CopyResult } from "../../lib/admin/meeting-copies.ts";
import { formatLongDate } from "../../lib/club-time/index.ts";
import { MAX_SERIES_MEETINGS, type SeriesDate } from "../../lib/meeting-series.ts";
import { useWords } from "../../lib/words.tsx";

/**
 * The "Copies" card: a copy of the saved meeting and agenda for next week, or a weekly series up
 * to a date (at most a school year at once). Choosing the date lists the series' dates first,
 * with those that already have a copy, which the series skips.
 */
export function MeetingCopies({ timeZone }: { timeZone: string }) {
  const words = useWords();
  const duplicate = useFetcher<CopyResult>();
  const plan = useFetcher<CopyResult>();
  const repeat = useFetcher<CopyResult>();
  const [until, setUntil] = useState("");
  const duplicateError = duplicate.state === "idle" ? duplicate.data?.error : null;
  const repeated = repeat.state === "idle" ? repeat.data : undefined;
  const planned = plan.data?.intent === "plan-repeat" ? plan.data : undefined;
  const dates = planned !== undefined && "dates" in planned ? planned.dates : [];
  const toMake = dates.filter((date) => date.copy === null).length;

  // The series' dates are listed for the date chosen, and again once a series is made, when
  // each of them has its copy.
  const made = repeat.data;
  const { submit: submitPlan } = plan;
  useEffect(() => {
    if (until !== "") {
      void submitPlan({ intent: "plan-repeat", until, zone: timeZone }, { method: "post" });
    }
  }, [until, timeZone, made, submitPlan]);

  return (
    <section className="admin-card" aria-labelledby="meeting-copies-heading">
      <h2 id="meeting-copies-heading">{words.t("admin.copies.heading")}</h2>
      <p className="admin-hint">{words.t("admin.copies.hint")}</p>
      <duplicate.Form method="post">
        <input type="hidden" name="intent" value="duplicate" />
        <input type="hidden" name="zone" value={timeZone} />
        <button
          type="submit"
          className="button button-secondary"
          disabled={duplicate.state !== "idle"}
        >
          {words.t("admin.copies.duplicate")}
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
          <label htmlFor="repeat-until">{words.t("admin.copies.repeatUntil")}</label>
          <input
            id="repeat-until"
            name="until"
            type="date"
            value={until}
            aria-describedby="repeat-until-hint"
            onChange={(event) => setUntil(event.target.value)}
          />
          <p className="admin-hint" id="repeat-until-hint">
            {words.t("admin.copies.repeatHint", { weeks: MAX_SERIES_MEETINGS })}
          </p>
        </div>
        <div aria-live="polite">
          {planned?.error ? (
            <p className="admin-alert">{planned.error}</p>
          ) : (
            dates.length > 0 && <SeriesDates dates={dates} timeZone={timeZone} />
          )}
        </div>
        <button
          type="submit"
          className="button button-secondary"
          disabled={repeat.state !== "idle" || (dates.length > 0 && toMake === 0)}
        >
          {repeat.state !== "idle"
            ? words.t("admin.copies.making")
            : dates.length === 0
              ? words.t("admin.copies.makeSeries")
              : toMake === 0
                ? words.t("admin.copies.nothingToMake")
                : words.t("admin.copies.makeCount", { count: toMake })}
        </button>
      </repeat.Form>
      <p className={repeated?.error ? "admin-alert" : "admin-hint"} role="status">
        {repeated && (repeated.error ?? ("made" in repeated ? repeated.made : ""))}
      </p>
    </section>
  );
}

/** The dates a series would have: those it makes, and those it skips with the copy found there. */
function SeriesDates({ dates, timeZone }: { dates: SeriesDate[]; timeZone: string }) {
  const words = useWords();
  return (
    <ul className="series-dates" aria-label={words.t("admin.copies.seriesDates")}>
      {dates.map(({ times, copy }) => (
        <li key={times.start}>
          {formatLongDate(times.start, timeZone, words.intlTag)}
          {copy === null
            ? ""
            : copy.title.trim() === ""
              ? words.t("admin.copies.skippedUntitled")
              : words.t("admin.copies.skippedDate", { title: copy.title.trim() })}
        </li>
      ))}
    </ul>
  );
}
