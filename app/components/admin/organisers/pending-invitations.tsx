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
  const fetcher = useFetcher<OrganisersResult>();
  const isBusy = fetcher.state !== "idle";
  const result = fetcher.data?.intent === "cancel-invitation" ? fetcher.data : undefined;
  const when = (iso: string) => `${formatLongDate(iso, timeZone)}, ${formatTime(iso, timeZone)}`;

  return (
    <section className="admin-card" aria-labelledby="invitations-heading">
      <h2 id="invitations-heading">Pending invitations</h2>
      {invitations.length === 0 ? (
        <p>No invitations are waiting to be used.</p>
      ) : (
        <ul className="organiser-list">
          {invitations.map((invitation) => (
            <li key={invitation.$id} className="organiser organiser-invitation">
              <p className="organiser-name">{invitation.email}</p>
              <dl className="organiser-details">
                <div>
                  <dt>Invited by</dt>
                  <dd>{invitation.inviterName.trim() || invitation.inviterEmail || "Unknown"}</dd>
                </div>
                <div>
                  <dt>Sent</dt>
                  <dd>{when(invitation.$createdAt)}</dd>
                </div>
                <div>
                  <dt>Link expires</dt>
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
                Cancel the invitation to {invitation.email}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ActionStatus
        result={result}
        isBusy={isBusy}
        words={{ "cancel-invitation": { done: "Invitation cancelled.", failed: "Not cancelled." } }}
      />
    </section>
  );
}
