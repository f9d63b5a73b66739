// The quick exit's suggested sites, one per country (decision 0135): each country's national
// weather service, or its best-known weather page. A weather page is what anyone may have open at
// school or at home, draws no attention on a shared screen, carries no advertising or tracking to
// speak of (public services), and loads fast on a phone; a search engine would keep the visit in
// a signed-in account's history, a news site could show anything. Club settings offers the list;
// the address stays the organisers' to type.

/** A country (ISO 3166 code, named in the organiser's language by Intl) and its neutral site. */
export interface QuickExitSite {
  country: string;
  url: string;
}

export const QUICK_EXIT_SITES: readonly QuickExitSite[] = [
  { country: "US", url: "https://www.weather.gov/" },
  { country: "CA", url: "https://weather.gc.ca/" },
  { country: "MX", url: "https://smn.conagua.gob.mx/" },
  { country: "GB", url: "https://www.bbc.co.uk/weather" },
  { country: "IE", url: "https://www.met.ie/" },
  { country: "ES", url: "https://www.aemet.es/" },
  { country: "AU", url: "https://www.bom.gov.au/" },
  { country: "NZ", url: "https://www.metservice.com/" },
];

/** The country whose suggested site `url` is, or "" when it is another address. */
export function countryOfQuickExit(url: string): string {
  return QUICK_EXIT_SITES.find((site) => site.url === url.trim())?.country ?? "";
}

/** The quick exit address a form posted: a country's site when one was chosen, else the field's. */
export function quickExitUrlPosted(typed: string, chosen: string, drawn: string): string {
  if (chosen === drawn) return typed;
  return QUICK_EXIT_SITES.find(({ country }) => country === chosen)?.url ?? typed;
}
