import { countryOfQuickExit, QUICK_EXIT_SITES } from "../../../lib/quick-exit-sites.ts";
import { useWords } from "../../../lib/words.tsx";

/**
 * Under the quick exit's address: a neutral site for the club's country (decision 0135), which
 * writes its address into the field; the field stays free for any other.
 */
export function QuickExitCountry({ url, onChange }: { url: string; onChange(url: string): void }) {
  const words = useWords();
  const countryName = new Intl.DisplayNames([words.intlTag], { type: "region" });
  const sites = QUICK_EXIT_SITES.map((site) => ({
    ...site,
    name: countryName.of(site.country) ?? site.country,
  })).sort((a, b) => a.name.localeCompare(b.name, words.intlTag));
  return (
    <div className="quick-exit-country">
      <label htmlFor="quick-exit-country">{words.t("admin.clubSettings.quickExitCountry")}</label>
      <select
        id="quick-exit-country"
        value={countryOfQuickExit(url)}
        onChange={(event) => {
          const site = QUICK_EXIT_SITES.find(({ country }) => country === event.target.value);
          if (site !== undefined) onChange(site.url);
        }}
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
