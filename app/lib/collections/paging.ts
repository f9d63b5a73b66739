// The pages that list every meeting and every event (/meetings, /events): what has not ended
// yet comes first, soonest first, then what has, most recent first, twenty to a page. Shared by
// meetings and events so both follow one rule (decision 0091).

/** How many meetings or events one page lists. */
export const LIST_PAGE_SIZE = 20;

// Page numbers past this are refused as malformed: 10,000 items, far beyond a club's history.
const LAST_PAGE_NUMBER = 500;

/**
 * The page number a `?page=` query asks for: 1 when there is none, a whole number from 1 to 500
 * written plainly ("2", not "02", "2.0" or "+2"), else null (the page answers 404).
 */
export function parsePageNumber(values: readonly string[]): number | null {
  if (values.length === 0) return 1;
  const [value] = values;
  if (values.length > 1 || value === undefined || !/^[1-9]\d{0,2}$/.test(value)) return null;
  const page = Number(value);
  return page <= LAST_PAGE_NUMBER ? page : null;
}

/** One read of a list: up to `limit` items from `offset`, and how many the list holds in all. */
export type ListRead<Item> = (
  offset: number,
  limit: number,
) => Promise<{ items: Item[]; total: number }>;

/** One page of a list of upcoming, then past, items. */
export interface ListPage<Item> {
  /** This page's items that have not ended yet, soonest first. */
  upcoming: Item[];
  /** This page's items that have ended, most recent first. */
  past: Item[];
  page: number;
  /** How many pages the whole list fills (1 when it is empty). */
  pageCount: number;
}

/**
 * Page `page` of the upcoming items followed by the past ones. The upcoming list is read from
 * the page's first index; the past list from where this page reaches past the upcoming ones.
 * The past read asks for at least one item, so its total is known even on a full page.
 */
export async function readListPage<Item>(
  page: number,
  readUpcoming: ListRead<Item>,
  readPast: ListRead<Item>,
): Promise<ListPage<Item>> {
  const first = (page - 1) * LIST_PAGE_SIZE;
  const upcoming = await readUpcoming(first, LIST_PAGE_SIZE);
  const room = LIST_PAGE_SIZE - upcoming.items.length;
  const past = await readPast(Math.max(0, first - upcoming.total), Math.max(1, room));
  const total = upcoming.total + past.total;
  return {
    upcoming: upcoming.items,
    past: past.items.slice(0, room),
    page,
    pageCount: Math.max(1, Math.ceil(total / LIST_PAGE_SIZE)),
  };
}
