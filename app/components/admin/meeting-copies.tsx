import { formatLongDate } from "../../lib/club-time/index.ts";
import { MAX_SERIES_MEETINGS, type SeriesDate } from "../../lib/meeting-series.ts";
import { useWords } from "../../lib/words.tsx";
import { AdminForm } from "./admin-form.tsx";

/** What the action answered a copy tool: the date asked for, the series' dates, what was made, or why not. */
export interface CopiesAnswer {
  intent: "duplicate" | "plan-repeat" | "repeat";
  until: string;
  dates: SeriesDate[];
  /** What a series made, in words; null before one is made. */
  made: string | null;
  error: string | null;
}

/**
 * The "Copies" card: a copy of the saved meeting and agenda for next week, or a weekly series up
 * to a date (at most a school year at once). "Show the dates" lists the series' dates first,
 * with those that already have a copy, which the series skips. Each is a plain form.
 */
export function MeetingCopies({
  timeZone,
  answer,
}: {
  timeZone: string;
  answer: CopiesAnswer | null;
}) {
  const words = useWords();
  const duplicateError = answer?.intent === "duplicate" ? answer.error : null;
  const seriesAnswer = answer?.intent === "duplicate" ? null : answer;
  const dates = seriesAnswer?.dates ?? [];
  const toMake = dates.filter((date) => date.copy === null).length;
  return (
    <section className="admin-card" aria-labelledby="meeting-copies-heading">
      <h2 id="meeting-copies-heading">{words.t("admin.copies.heading")}</h2>
      <p className="admin-hint">{words.t("admin.copies.hint")}</p>
      <AdminForm>
        <button type="submit" name="intent" value="duplicate" className="button button-secondary">
          {words.t("admin.copies.duplicate")}
        </button>
      </AdminForm>
      {duplicateError !== null && (
        <p className="admin-alert" role="alert">
          {duplicateError}
        </p>
      )}
      <AdminForm className="meeting-repeat">
        <div className="admin-field">
          <label htmlFor="repeat-until">{words.t("admin.copies.repeatUntil")}</label>
          <input
            id="repeat-until"
            name="until"
            type="date"
            required
            defaultValue={seriesAnswer?.until ?? ""}
            aria-describedby="repeat-until-hint"
          />
          <p className="admin-hint" id="repeat-until-hint">
            {words.t("admin.copies.repeatHint", { weeks: MAX_SERIES_MEETINGS })}
          </p>
        </div>
        <div>
          {seriesAnswer?.intent === "plan-repeat" && seriesAnswer.error !== null ? (
            <p className="admin-alert">{seriesAnswer.error}</p>
          ) : (
            dates.length > 0 && <SeriesDates dates={dates} timeZone={timeZone} />
          )}
        </div>
        <div className="admin-actions">
          <button
            type="submit"
            name="intent"
            value="plan-repeat"
            className="button button-secondary"
          >
            {words.t("admin.copies.showDates")}
          </button>
          <button
            type="submit"
            name="intent"
            value="repeat"
            className="button button-secondary"
            disabled={dates.length > 0 && toMake === 0}
          >
            {dates.length === 0
              ? words.t("admin.copies.makeSeries")
              : toMake === 0
                ? words.t("admin.copies.nothingToMake")
                : words.t("admin.copies.makeCount", { count: toMake })}
          </button>
        </div>
      </AdminForm>
      <p
        className={
          seriesAnswer?.intent === "repeat" && seriesAnswer.error !== null
            ? "admin-alert"
            : "admin-hint"
        }
        role="status"
      >
        {seriesAnswer?.intent === "repeat" && (seriesAnswer.error ?? seriesAnswer.made)}
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
