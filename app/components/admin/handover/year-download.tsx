import { YEAR_ARCHIVE_PATH } from "../../../lib/year-archive/archive-address.ts";
import { schoolYearName } from "../../../lib/year-archive/school-year.ts";
import { useWords } from "../../../lib/words.tsx";
import { AdminForm } from "../admin-form.tsx";

interface YearDownloadProps {
  /** The school years offered (start years), this one first. */
  years: readonly number[];
  timeZone: string;
}

/**
 * Downloads a school year's archive: a plain form posted to the archive's route (decision 0117),
 * whose answer is the .zip, which the browser saves as it arrives; the screen stays as it was.
 */
export function YearDownload({ years, timeZone }: YearDownloadProps) {
  const words = useWords();
  return (
    <section className="admin-card" aria-labelledby="download-heading" id="download">
      <h2 id="download-heading">{words.t("handover.download.heading")}</h2>
      <p className="admin-hint">{words.t("handover.download.hint")}</p>
      <AdminForm action={YEAR_ARCHIVE_PATH} reloadDocument className="account-form">
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
        <button type="submit" className="button button-primary">
          {words.t("handover.download.button")}
        </button>
      </AdminForm>
    </section>
  );
}
