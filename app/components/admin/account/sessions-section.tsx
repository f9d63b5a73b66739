import { useLayoutEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { SessionSummary } from "../../../lib/admin/account-details.ts";
import type { AccountResult } from "../../../lib/admin/account-actions.ts";
import { formatLongDate, formatTime } from "../../../lib/club-time/index.ts";
import { ActionStatus } from "../action-status.tsx";

interface SessionsSectionProps {
  sessions: SessionSummary[];
  /** The club's time zone, named beside the times so nobody reads them as their own. */
  timeZone: string;
}

/** Where the account is signed in, this device first, and a way to sign out the others. */
export function SessionsSection({ sessions, timeZone }: SessionsSectionProps) {
  const fetcher = useFetcher<AccountResult>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isBusy = fetcher.state !== "idle";
  const hasOthers = sessions.some((session) => !session.isCurrent);
  const signedOut = fetcher.data?.signedOut ?? 0;
  const isDone =
    !isBusy && fetcher.data?.intent === "sign-out-other-sessions" && !fetcher.data.error;

  // Focus moves in the commit that shows the change (a layout effect, not a passive one), so
  // a key pressed right after cannot land on the element focus is about to leave.
  useLayoutEffect(() => {
    // The button has gone with the sessions it ended; the heading keeps the place.
    if (isDone) headingRef.current?.focus();
  }, [isDone]);

  return (
    <section className="admin-card account-section" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" ref={headingRef} tabIndex={-1}>
        Sessions
      </h2>
      <p className="admin-hint">
        Where your account is signed in. Times are in the club's time zone (
        {timeZone.replace(/_/g, " ")}).
      </p>
      <ul className="session-list">
        {sessions.map((session) => (
          <li key={session.id} className={session.isCurrent ? "session is-current" : "session"}>
            <p className="session-name">
              {session.device || "Web browser"}
              {session.isCurrent && <span className="badge account-badge-on">This device</span>}
            </p>
            <dl className="session-details">
              <div>
                <dt>Signed in</dt>
                <dd>
                  {formatLongDate(session.createdAt, timeZone)},{" "}
                  {formatTime(session.createdAt, timeZone)}
                </dd>
              </div>
              {session.ip !== "" && (
                <div>
                  <dt>IP address</dt>
                  <dd>{session.ip}</dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ul>
      {hasOthers ? (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="sign-out-other-sessions" />
          <button type="submit" className="button button-secondary" disabled={isBusy}>
            {isBusy ? "Signing out..." : "Sign out other sessions"}
          </button>
        </fetcher.Form>
      ) : (
        <p>You aren't signed in anywhere else.</p>
      )}
      <ActionStatus
        result={fetcher.data}
        isBusy={isBusy}
        words={{
          "sign-out-other-sessions": {
            done: `Signed out ${signedOut} other ${signedOut === 1 ? "session" : "sessions"}.`,
            failed: "Failed to sign out other sessions.",
          },
        }}
      />
    </section>
  );
}
