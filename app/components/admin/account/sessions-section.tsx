import { useLayoutEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { SessionSummary } from "../../../lib/admin/account-details.ts";
import type { AccountResult } from "../../../lib/admin/account-actions.ts";
import { formatLongDate, formatTime } from "../../../lib/club-time/index.ts";
import { useWords } from "../../../lib/words.tsx";
import { ActionStatus } from "../action-status.tsx";

interface SessionsSectionProps {
  sessions: SessionSummary[];
  /** The club's time zone, named beside the times so nobody reads them as their own. */
  timeZone: string;
}

/** Where the account is signed in, this device first, and a way to sign out the others. */
export function SessionsSection({ sessions, timeZone }: SessionsSectionProps) {
  const words = useWords();
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
        {words.t("admin.account.sessions.heading")}
      </h2>
      <p className="admin-hint">
        {words.t("admin.account.sessions.hint", { zone: timeZone.replace(/_/g, " ") })}
      </p>
      <ul className="session-list">
        {sessions.map((session) => (
          <li key={session.id} className={session.isCurrent ? "session is-current" : "session"}>
            <p className="session-name">
              {session.device || words.t("admin.account.sessions.webBrowser")}
              {session.isCurrent && (
                <span className="badge account-badge-on">
                  {words.t("admin.account.sessions.thisDevice")}
                </span>
              )}
            </p>
            <dl className="session-details">
              <div>
                <dt>{words.t("admin.account.sessions.signedIn")}</dt>
                <dd>
                  {words.t("admin.dateAndTime", {
                    date: formatLongDate(session.createdAt, timeZone, words.intlTag),
                    time: formatTime(session.createdAt, timeZone, words.intlTag),
                  })}
                </dd>
              </div>
              {session.ip !== "" && (
                <div>
                  <dt>{words.t("admin.account.sessions.ip")}</dt>
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
            {words.t(
              isBusy ? "admin.account.sessions.signingOut" : "admin.account.sessions.signOutOthers",
            )}
          </button>
        </fetcher.Form>
      ) : (
        <p>{words.t("admin.account.sessions.noOthers")}</p>
      )}
      <ActionStatus
        result={fetcher.data}
        isBusy={isBusy}
        words={{
          "sign-out-other-sessions": {
            done: words.t("admin.account.sessions.signedOut", { count: signedOut }),
            failed: words.t("admin.account.sessions.failed"),
          },
        }}
      />
    </section>
  );
}
