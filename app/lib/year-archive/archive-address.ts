/**
 * Where the End of the school year screen posts its form for the year's archive: the one address
 * of the site that takes a POST (decision 0117; server/site-handler.ts lets it through).
 */
export const YEAR_ARCHIVE_PATH = "/admin/year-archive";
