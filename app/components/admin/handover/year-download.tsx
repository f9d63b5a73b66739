import { useOrganiserFormPost } from "../../../lib/admin/use-organiser-form-post.ts";
import { YEAR_ARCHIVE_PATH } from "../../../lib/year-archive/archive-address.ts";
import { schoolYearName } from "../../../lib/year-archive/school-year.ts";
import { useWords } from "../../../lib/words.tsx";
import { SaveStatus } from "../save-status.tsx";

interface YearDownloadProps {
  /** The school years offered (start years), this one first. */
  years: readonly number[];
  timeZone: string;
}

/**
 * Downloads a school year's archive: a form posted with a JWT (useOrganiserFormPost, decision
 * 0117), so the browser saves the .zip as it arrives.
 */
export function YearDownload({ years, timeZone }: YearDownloadProps) {
  const words = useWords();
  const { jwtRef, state, submit } = useOrganiserFormPost("the year's archive");

  return (
    <section className="admin-card" aria-labelledby="download-heading" id="download">
      <h2 id="download-heading">{words.t("handover.download.heading")}</h2>
      <p className="admin-hint">{words.t("handover.download.hint")}</p>
      <form method="post" action={YEAR_ARCHIVE_PATH} onSubmit={submit} className="account-form">
        <input type="hidden" name="jwt" ref={jwtRef} />
        <div className="admin-field">
          <label htmlFor="archive-year">{words.t("handover.download.year")}</label>
          <select id="archive-year" name="year" aria-describedby="archive-year-hint">
            {years.map((year) => (
              <option key={year} value={year}>
                {schoolYearName(year)}
              </option>
            ))}
          </select>
          <p id="archive-year-hint" className="admin-hint">
            {words.t("handover.download.yearHint", { zone: timeZone.replace(/_/g, " ") })}
          </p>
        </div>
        <button type="submit" className="button button-primary" disabled={state === "preparing"}>
          {state === "preparing"
            ? words.t("handover.download.preparing")
            : words.t("handover.download.button")}
        </button>
      </form>
      <div className="account-status">
        <SaveStatus
          message={state === "failed" ? words.t("handover.download.failed") : ""}
          detail={null}
          isFailure={state === "failed"}
        />
      </div>
    </section>
  );
}
