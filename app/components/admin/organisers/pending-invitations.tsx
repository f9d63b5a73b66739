import type { OrganisersResult } from "../../../lib/admin/organisers-actions.server.ts";
import type { PendingInvitation } from "../../../lib/admin/organisers-api.ts";
import { formatLongDate, formatTime } from "../../../lib/club-time/index.ts";
import { useWords } from "../../../lib/words.tsx";
import { ActionStatus } from "../action-status.tsx";
import { AdminForm } from "../admin-form.tsx";

interface PendingInvitationsProps {
  invitations: PendingInvitation[];
  /** The club's time zone, as on the rest of the screen. */
  timeZone: string;
  /** The screen's last form, if any. */
  result: OrganisersResult | undefined;
}

/**
 * The invitations whose links still work, and a way to cancel one (sent to the wrong address,
 * or to someone who should no longer join): its link then stops working.
 */
export function PendingInvitations({ invitations, timeZone, result }: PendingInvitationsProps) {
  const words = useWords();
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
              <AdminForm>
                <input type="hidden" name="invitationId" value={invitation.$id} />
                <button
                  type="submit"
                  name="intent"
                  value="cancel-invitation"
                  className="button button-secondary"
                >
                  {words.t("admin.organisers.cancelInvitation", { email: invitation.email })}
                </button>
              </AdminForm>
            </li>
          ))}
        </ul>
      )}
      <ActionStatus
        result={
          result?.intent === "cancel-invitation"
            ? { ...result, intent: "cancel-invitation" }
            : undefined
        }
        isBusy={false}
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
