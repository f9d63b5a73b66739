import { useWords } from "../../../lib/words.tsx";
import { useFetcher } from "react-router";
import type { OrganisersResult } from "../../../lib/admin/organisers-actions.ts";
import type { PendingInvitation } from "../../../lib/admin/organisers-api.ts";
import { formatLongDate, formatTime } from "../../../lib/club-time/index.ts";
import { ActionStatus } from "../action-status.tsx";

interface PendingInvitationsProps {
  invitations: PendingInvitation[];
  /** The club's time zone, as on the rest of the screen. */
  timeZone: string;
}

/**
 * The invitations whose links still work, and a way to cancel one (sent to the wrong address,
 * or to someone who should no longer join): its link then stops working.
 */
export function PendingInvitations({ invitations, timeZone }: PendingInvitationsProps) {
  const words = useWords();
  const fetcher = useFetcher<OrganisersResult>();
  const isBusy = fetcher.state !== "idle";
  const result = fetcher.data?.intent === "cancel-invitation" ? fetcher.data : undefined;
  const when = (iso: string) =>
    words.t("admin.dateAndTime", {
      date: formatLongDate(iso, timeZone, words.intlTag),
      time: formatTime(iso, timeZone, words.intlTag),
    });

  return (
    <section className="admin-card" aria-labelledby="invitations-heading">
      <h2 id="invitations-heading">{words.t("admin.organisers.pending")}</h2>
      {invitations.length === 0 ? (
        <p>{words.t("admin.organisers.noPending")}</p>
      ) : (
        <ul className="organiser-list">
          {invitations.map((invitation) => (
            <li key={invitation.$id} className="organiser organiser-invitation">
              <p className="organiser-name">{invitation.email}</p>
              <dl className="organiser-details">
                <div>
                  <dt>{words.t("admin.organisers.invitedBy")}</dt>
                  <dd>
                    {invitation.inviterName.trim() ||
                      invitation.inviterEmail ||
                      words.t("admin.organisers.unknown")}
                  </dd>
                </div>
                <div>
                  <dt>{words.t("admin.organisers.sentAt")}</dt>
                  <dd>{when(invitation.$createdAt)}</dd>
                </div>
                <div>
                  <dt>{words.t("admin.organisers.expires")}</dt>
                  <dd>{when(invitation.expire)}</dd>
                </div>
              </dl>
              <button
                type="button"
                className="button button-secondary"
                disabled={isBusy}
                onClick={() =>
                  void fetcher.submit(
                    { intent: "cancel-invitation", invitationId: invitation.$id },
                    { method: "post" },
                  )
                }
              >
                {words.t("admin.organisers.cancelInvitation", { email: invitation.email })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ActionStatus
        result={result}
        isBusy={isBusy}
        words={{
          "cancel-invitation": {
            done: words.t("admin.organisers.cancelled"),
            failed: words.t("admin.organisers.notCancelled"),
          },
        }}
      />
    </section>
  );
}
