import type { OrganisersResult } from "../../../lib/admin/organisers-actions.server.ts";
import { useWords } from "../../../lib/words.tsx";
import { ActionStatus } from "../action-status.tsx";
import { AdminForm } from "../admin-form.tsx";

/** Invites someone by email: the link lets them choose a password, and proves the address is theirs. */
export function InviteForm({ result }: { result: OrganisersResult | undefined }) {
  const words = useWords();
  // A refused address stays in the field, to be corrected; a sent one leaves it empty.
  const refusedEmail = result?.intent === "invite" && result.error !== null ? result.email : "";
  return (
    <section className="admin-card" aria-labelledby="invite-heading">
      <h2 id="invite-heading">{words.t("admin.organisers.invite")}</h2>
      <AdminForm className="account-form">
        <div className="admin-field">
          <label htmlFor="invite-email">{words.t("admin.organisers.inviteEmail")}</label>
          <input
            id="invite-email"
            name="email"
            type="email"
            autoComplete="off"
            required
            defaultValue={refusedEmail}
            aria-describedby="invite-email-hint"
          />
          <p id="invite-email-hint" className="admin-hint">
            {words.t("admin.organisers.inviteHint")}
          </p>
        </div>
        <button type="submit" name="intent" value="invite" className="button button-primary">
          {words.t("admin.organisers.send")}
        </button>
      </AdminForm>
      <ActionStatus
        result={result?.intent === "invite" ? { ...result, intent: "invite" } : undefined}
        isBusy={false}
        words={{
          invite: {
            done: words.t("admin.organisers.sent"),
            failed: words.t("admin.organisers.notSent"),
          },
        }}
      />
    </section>
  );
}
