import { countryOfQuickExit, QUICK_EXIT_SITES } from "../../../lib/quick-exit-sites.ts";
import { useWords } from "../../../lib/words.tsx";

/** The posted fields of the country's choice: the one chosen, and the one the form was drawn with. */
export const QUICK_EXIT_COUNTRY = {
  chosen: "quick_exit_country",
  drawn: "quick_exit_country_drawn",
};

/**
 * Under the quick exit's address: a neutral site for the club's country (decision 0135). A
 * country chosen here (other than the one drawn) puts its site's address in the setting when the
 * form is posted (quickExitUrlPosted); the field stays free for any other.
 */
export function QuickExitCountry({ url }: { url: string }) {
  const words = useWords();
  const countryName = new Intl.DisplayNames([words.intlTag], { type: "region" });
  const sites = QUICK_EXIT_SITES.map((site) => ({
    ...site,
    name: countryName.of(site.country) ?? site.country,
  })).sort((a, b) => a.name.localeCompare(b.name, words.intlTag));
  return (
    <div className="quick-exit-country">
      <label htmlFor="quick-exit-country">{words.t("admin.clubSettings.quickExitCountry")}</label>
      <input type="hidden" name={QUICK_EXIT_COUNTRY.drawn} value={countryOfQuickExit(url)} />
      <select
        id="quick-exit-country"
        name={QUICK_EXIT_COUNTRY.chosen}
        defaultValue={countryOfQuickExit(url)}
      >
        <option value="">{words.t("admin.clubSettings.quickExitOther")}</option>
        {sites.map(({ country, name }) => (
          <option key={country} value={country}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
