import { createContext, useContext } from "react";
import { useFetcher, useLocation } from "react-router";
import type { SessionResult } from "../../lib/admin/session-actions.ts";

/**
 * The refusal of the last sign-in, two-factor or sign-out form posted as a page (without
 * JavaScript, or from a screen the server draws): the admin frame sets it from its action's answer.
 */
export const SessionResultContext = createContext<SessionResult | null>(null);

/**
 * A session form's fetcher and why its last post was refused (in words for people; null before
 * any or after success), whether it went as a fetch or as a page.
 */
export function useSessionForm(intent: "login" | "two-factor") {
  const fetcher = useFetcher<SessionResult>({ key: intent });
  const posted = useContext(SessionResultContext);
  const error = fetcher.data?.error ?? (posted?.intent === intent ? posted.error : null);
  return { fetcher, error };
}

/** The hidden field naming the screen to come back to once the form has done its work. */
export function ComeBackHere() {
  const location = useLocation();
  return <input type="hidden" name="from" value={location.pathname + location.search} />;
}
