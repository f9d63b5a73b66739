import { endedFrom, isEnded } from "./club-time/index.ts";
import { useChangesAt } from "./page-freshness-context.ts";

/**
 * Whether a meeting or event ending at `endIso` had ended when the server rendered the page
 * (`serverNow`). A page cached before the end is due to change when it passes, which it tells
 * the page cache; an open page reads itself again then (app/page-script/changes-at.ts).
 */
export function useHasEnded(endIso: string, serverNow: string): boolean {
  const hasEnded = isEnded(endIso, new Date(serverNow));
  useChangesAt(hasEnded ? null : endedFrom(endIso));
  return hasEnded;
}
