import { LINKED_ADDRESSES } from "../app/lib/collections/club-settings.ts";
import {
  CLUB_SETTINGS,
  EVENTS,
  GUIDELINES,
  MEETINGS,
  POLLS,
  SUPPORT_RESOURCES,
} from "../app/lib/collections/ids.ts";
import { POLL_OPTIONS } from "../app/lib/collections/polls.ts";
import { accentFailure, ACCENT_PATTERN, type Scheme } from "../app/lib/look/accent-contrast.ts";
import { failureWords } from "../app/lib/look/accent-words.ts";
import { isWebAddress } from "../app/lib/web-address.ts";
import { translatorFor } from "../i18n/catalogues.ts";
import { clubListProblem } from "./club-list-rules.ts";
import { placeOnRequestProblem } from "./place-on-request-rules.ts";
import { timeOrderProblem } from "./time-order-rules.ts";

const ACCENTS: Record<Scheme, string> = { light: "accent_light", dark: "accent_dark" };

/**
 * One of the club's rules on what a document holds, beyond what appwrite.json can say: the
 * problem with `data` (the document as it would be stored) in words as Appwrite's own, or null.
 */
export type DocumentRule = (
  collectionId: string,
  data: Readonly<Record<string, unknown>>,
) => string | null;

/**
 * The attributes each collection's rules read together: a write naming some of a group but not
 * all is checked against the document as stored (document-rules-edge.ts reads it then); a write
 * naming all of a group, or none, is checked as it is, with no read.
 */
export const RULE_GROUPS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  [MEETINGS]: [
    ["start", "end"],
    ["location", "location_on_request"],
  ],
  [EVENTS]: [
    ["time", "end"],
    ["location", "location_on_request"],
  ],
  [GUIDELINES]: [["texts", "colours"]],
  [SUPPORT_RESOURCES]: [["names", "descriptions", "reach", "last_checked"]],
};

/**
 * The club's rules beyond appwrite.json, which every write of the site's server meets on its way
 * to Appwrite (document-rules-edge.ts): the club's accent colours keep every text of the site
 * readable, and the club's lists line up (club-list-rules.ts). The admin screens say the same
 * beside the field before they save. A meeting or an event never ends before it starts (time-order-rules.ts), and keeps no
 * public place when it is given on request (place-on-request-rules.ts). The club's links are
 * web addresses. A poll offers 2 to 6 options.
 */
export const documentRules: DocumentRule = (collectionId, data) =>
  accentProblem(collectionId, data) ??
  linkProblem(collectionId, data) ??
  clubListProblem(collectionId, data) ??
  timeOrderProblem(collectionId, data) ??
  placeOnRequestProblem(collectionId, data) ??
  pollProblem(collectionId, data);

/** A poll offers 2 to 6 options (decision 0100). */
const pollProblem: DocumentRule = (collectionId, data) => {
  if (collectionId !== POLLS || !Array.isArray(data.options)) return null;
  const count = data.options.length;
  return count < POLL_OPTIONS.least || count > POLL_OPTIONS.most
    ? `A poll has ${POLL_OPTIONS.least} to ${POLL_OPTIONS.most} options.`
    : null;
};

/**
 * The club's accent colours keep every text of the site at WCAG 2.2 AA (decision 0114).
 * Appwrite's messages are English, so the pair is named in English.
 */
const accentProblem: DocumentRule = (collectionId, data) => {
  if (collectionId !== CLUB_SETTINGS) return null;
  for (const [scheme, key] of Object.entries(ACCENTS) as [Scheme, string][]) {
    const accent = data[key];
    if (typeof accent !== "string" || accent === "") continue;
    if (!ACCENT_PATTERN.test(accent)) {
      return `Attribute "${key}" has invalid format. Value must be a colour such as #5b2180`;
    }
    const failure = accentFailure(accent, scheme);
    if (failure !== null) {
      const pair = failureWords(translatorFor("en"), failure);
      return `Attribute "${key}" would make text hard to read. ${pair}`;
    }
  }
  return null;
};

/**
 * The links pages draw from the club's settings (the quick-exit button, the school, the site's
 * maker) are absolute http(s) addresses, never `javascript:`, `data:` or a relative one
 * (decision 0127). Appwrite's url format takes any scheme followed by "//", which a browser runs.
 */
const linkProblem: DocumentRule = (collectionId, data) => {
  if (collectionId !== CLUB_SETTINGS) return null;
  for (const key of LINKED_ADDRESSES) {
    const address = data[key];
    if (typeof address === "string" && !isWebAddress(address)) {
      return `Attribute "${key}" has invalid format. Value must be a full web address, such as https://www.example.org/`;
    }
  }
  return null;
};
