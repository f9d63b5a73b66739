import type { AccountResult } from "../../../lib/admin/account-actions.server.ts";
import type { SessionSummary } from "../../../lib/admin/account-details.ts";
import { formatLongDate, formatTime } from "../../../lib/club-time/index.ts";
import { useWords } from "../../../lib/words.tsx";
import { ActionStatus } from "../action-status.tsx";
import { AdminForm } from "../admin-form.tsx";
import { sectionResult } from "./section-result.ts";

interface SessionsSectionProps {
  sessions: SessionSummary[];
  /** The club's time zone, named beside the times so nobody reads them as their own. */
  timeZone: string;
  /** The page's last form, if any. */
  result: AccountResult | undefined;
}

/** Where the account is signed in, this device first, and a way to sign out the others. */
export function SessionsSection({ sessions, timeZone, result }: SessionsSectionProps) {
  const words = useWords();
  const ours = sectionResult(result, ["sign-out-other-sessions"]);
  const hasOthers = sessions.some((session) => !session.isCurrent);
  const signedOut = ours?.signedOut ?? 0;
  // The button has gone with the sessions it ended: the page opens on the heading, in its place.
  const isDone = ours?.error === null;

  return (
    <section className="admin-card account-section" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" tabIndex={-1} autoFocus={isDone}>
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
        <AdminForm>
          <button
            type="submit"
            name="intent"
            value="sign-out-other-sessions"
            className="button button-secondary"
          >
            {words.t("admin.account.sessions.signOutOthers")}
          </button>
        </AdminForm>
      ) : (
        <p>{words.t("admin.account.sessions.noOthers")}</p>
      )}
      <ActionStatus
        result={ours}
        isBusy={false}
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
