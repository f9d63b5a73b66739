import { AppwriteError } from "../errors/appwrite-error.ts";
import type { AttributeValue } from "../schema/attribute-value.ts";

// The club's two lists (decision 0111) are one document per language whose array attributes run
// side by side: the guidelines' texts and colours, the support resources' names, descriptions,
// ways to reach them and dates checked. appwrite.json checks each value's size and the colours'
// set; these rules check what it cannot: the lists line up, nothing is blank, a list is never
// empty, every way to reach a service is a link a phone can open safely, and dates are dates. The
// admin screens check the same before saving (app/lib/collections/guidelines.ts and
// support-resources.ts); a real Appwrite has only those screens' checks.

export const CLUB_LIST_COLLECTIONS = {
  guidelines: "club_guidelines",
  supportResources: "club_support_resources",
} as const;

const MOST_GUIDELINES = 12;
const MOST_RESOURCES = 30;
/** The links a way to reach a service may be: a web page, a call, an email, a text. */
const REACH_PROTOCOLS = new Set(["https:", "tel:", "mailto:", "sms:"]);

type Data = Readonly<Record<string, AttributeValue>>;

/** Throws document_invalid_structure when `data`, the whole document as it would be stored, breaks a list's rules. */
export function checkClubList(collectionId: string, data: Data): void {
  if (collectionId === CLUB_LIST_COLLECTIONS.guidelines) {
    const texts = columnOf(data, "texts");
    sameLengths(data, texts, ["colours"]);
    countBetween("texts", texts, 1, MOST_GUIDELINES);
    texts.forEach((text, index) => notBlank("texts", index, text));
  } else if (collectionId === CLUB_LIST_COLLECTIONS.supportResources) {
    const names = columnOf(data, "names");
    sameLengths(data, names, ["descriptions", "reach", "last_checked"]);
    countBetween("names", names, 0, MOST_RESOURCES);
    names.forEach((name, index) => notBlank("names", index, name));
    columnOf(data, "descriptions").forEach((text, index) => notBlank("descriptions", index, text));
    columnOf(data, "reach").forEach((reach, index) => checkReach(index, reach));
    columnOf(data, "last_checked").forEach((date, index) => checkDate(index, date));
  }
}

function invalid(problem: string): AppwriteError {
  return new AppwriteError("document_invalid_structure", `Invalid document structure: ${problem}`);
}

function columnOf(data: Data, key: string): string[] {
  const value = data[key];
  if (!Array.isArray(value)) return [];
  return value.map((element) => (typeof element === "string" ? element : ""));
}

function sameLengths(data: Data, first: readonly string[], others: readonly string[]): void {
  for (const key of others) {
    if (columnOf(data, key).length !== first.length) {
      throw invalid(`Attribute "${key}" must have one value for each entry of the list`);
    }
  }
}

function countBetween(key: string, list: readonly string[], least: number, most: number): void {
  if (list.length < least || list.length > most) {
    throw invalid(`Attribute "${key}" must hold ${least} to ${most} entries`);
  }
}

function notBlank(key: string, index: number, text: string): void {
  if (text.trim() === "") throw invalid(`Attribute "${key}['${index}']" must not be empty`);
}

/**
 * A resource's ways to reach it: one a line, "words | link" (the words shown, the link opened),
 * at least one, each link https, tel, mailto or sms.
 */
function checkReach(index: number, reach: string): void {
  const lines = reach.split("\n").filter((line) => line.trim() !== "");
  if (lines.length === 0) throw invalid(`Attribute "reach['${index}']" must not be empty`);
  for (const line of lines) {
    const split = line.lastIndexOf("|");
    const words = line.slice(0, split).trim();
    const link = line.slice(split + 1).trim();
    const isLink = URL.canParse(link) && REACH_PROTOCOLS.has(new URL(link).protocol);
    if (split < 0 || words === "" || !isLink) {
      throw invalid(
        `Attribute "reach['${index}']" must be lines of "words | link", each link https:, tel:, mailto: or sms:`,
      );
    }
  }
}

function checkDate(index: number, date: string): void {
  const [year = 0, month = 0, day = 0] = date.split("-").map(Number);
  const written = new Date(Date.UTC(year, month - 1, day));
  const isDate =
    /^\d{4}-\d{2}-\d{2}$/.test(date) &&
    written.getUTCDate() === day &&
    written.getUTCMonth() === month - 1;
  if (!isDate) {
    throw invalid(`Attribute "last_checked['${index}']" must be a date written as YYYY-MM-DD`);
  }
}
