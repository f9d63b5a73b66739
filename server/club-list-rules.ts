import { GUIDELINES, SUPPORT_RESOURCES } from "../app/lib/collections/ids.ts";

// The club's two lists (decision 0111) are one document per language whose array attributes run
// side by side: the guidelines' texts and colours, the support resources' names, descriptions,
// ways to reach them and dates checked. appwrite.json checks each value's size and the colours'
// set; these rules check what it cannot: the lists line up, nothing is blank, a list is never
// empty, every way to reach a service is a link a phone can open safely, and dates are dates. The
// admin screens check the same before saving (app/lib/collections/guidelines.ts and
// support-resources.ts); a real Appwrite has only those screens' checks. One of the site's
// document rules (document-rules.ts): each problem named as Appwrite names a structure problem.

const MOST_GUIDELINES = 12;
const MOST_RESOURCES = 30;
/** The links a way to reach a service may be: a web page, a call, an email, a text. */
const REACH_PROTOCOLS = new Set(["https:", "tel:", "mailto:", "sms:"]);

type Data = Readonly<Record<string, unknown>>;

/** What breaks a list's rules in `data`, the whole document as it would be stored, or null. */
export function clubListProblem(collectionId: string, data: Data): string | null {
  if (collectionId === GUIDELINES) {
    const texts = columnOf(data, "texts");
    return (
      sameLengths(data, texts, ["colours"]) ??
      countBetween("texts", texts, 1, MOST_GUIDELINES) ??
      firstOf(texts, (text, index) => blank("texts", index, text))
    );
  }
  if (collectionId === SUPPORT_RESOURCES) {
    const names = columnOf(data, "names");
    return (
      sameLengths(data, names, ["descriptions", "reach", "last_checked"]) ??
      countBetween("names", names, 0, MOST_RESOURCES) ??
      firstOf(names, (name, index) => blank("names", index, name)) ??
      firstOf(columnOf(data, "descriptions"), (text, index) =>
        blank("descriptions", index, text),
      ) ??
      firstOf(columnOf(data, "reach"), reachProblem) ??
      firstOf(columnOf(data, "last_checked"), dateProblem)
    );
  }
  return null;
}

/** The first entry's problem, or null. */
function firstOf(
  list: readonly string[],
  problemOf: (entry: string, index: number) => string | null,
): string | null {
  for (const [index, entry] of list.entries()) {
    const problem = problemOf(entry, index);
    if (problem !== null) return problem;
  }
  return null;
}

function columnOf(data: Data, key: string): string[] {
  const value = data[key];
  if (!Array.isArray(value)) return [];
  return value.map((element) => (typeof element === "string" ? element : ""));
}

function sameLengths(data: Data, first: readonly string[], others: readonly string[]) {
  const uneven = others.find((key) => columnOf(data, key).length !== first.length);
  return uneven === undefined
    ? null
    : `Attribute "${uneven}" must have one value for each entry of the list`;
}

function countBetween(key: string, list: readonly string[], least: number, most: number) {
  return list.length < least || list.length > most
    ? `Attribute "${key}" must hold ${least} to ${most} entries`
    : null;
}

function blank(key: string, index: number, text: string): string | null {
  return text.trim() === "" ? `Attribute "${key}['${index}']" must not be empty` : null;
}

/**
 * A resource's ways to reach it: one a line, "words | link" (the words shown, the link opened),
 * at least one, each link https, tel, mailto or sms.
 */
function reachProblem(reach: string, index: number): string | null {
  const lines = reach.split("\n").filter((line) => line.trim() !== "");
  if (lines.length === 0) return `Attribute "reach['${index}']" must not be empty`;
  const isReach = (line: string) => {
    const split = line.lastIndexOf("|");
    const words = line.slice(0, split).trim();
    const link = line.slice(split + 1).trim();
    const isLink = URL.canParse(link) && REACH_PROTOCOLS.has(new URL(link).protocol);
    return split >= 0 && words !== "" && isLink;
  };
  return lines.every(isReach)
    ? null
    : `Attribute "reach['${index}']" must be lines of "words | link", each link https:, tel:, mailto: or sms:`;
}

function dateProblem(date: string, index: number): string | null {
  const [year = 0, month = 0, day = 0] = date.split("-").map(Number);
  const written = new Date(Date.UTC(year, month - 1, day));
  const isDate =
    /^\d{4}-\d{2}-\d{2}$/.test(date) &&
    written.getUTCDate() === day &&
    written.getUTCMonth() === month - 1;
  return isDate
    ? null
    : `Attribute "last_checked['${index}']" must be a date written as YYYY-MM-DD`;
}
