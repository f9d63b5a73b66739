import { useWords } from "../../../lib/words.tsx";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { OrganisersResult } from "../../../lib/admin/organisers-actions.ts";
import { SaveStatus } from "../save-status.tsx";

/** Invites someone by email: the link lets them choose a password, and proves the address is theirs. */
export function InviteForm() {
  const words = useWords();
  const fetcher = useFetcher<OrganisersResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const isBusy = fetcher.state !== "idle";
  const result = fetcher.data?.intent === "invite" ? fetcher.data : undefined;
  const isSent = !isBusy && result?.error === null;

  useEffect(() => {
    // Ready for the next address once this one is on its way.
    if (isSent) formRef.current?.reset();
  }, [isSent]);

  return (
    <section className="admin-card" aria-labelledby="invite-heading">
      <h2 id="invite-heading">{words.t("admin.organisers.invite")}</h2>
      <fetcher.Form method="post" ref={formRef} className="account-form">
        <input type="hidden" name="intent" value="invite" />
        <div className="admin-field">
          <label htmlFor="invite-email">{words.t("admin.organisers.inviteEmail")}</label>
          <input id="invite-email" name="email" type="email" autoComplete="off" required />
          <p className="admin-hint">{words.t("admin.organisers.inviteHint")}</p>
        </div>
        <button type="submit" className="button button-primary" disabled={isBusy}>
          {words.t(isBusy ? "admin.resetPassword.sending" : "admin.organisers.send")}
        </button>
      </fetcher.Form>
      <div className="account-status">
        <SaveStatus
          message={
            isBusy || !result
              ? ""
              : words.t(isSent ? "admin.organisers.sent" : "admin.organisers.notSent")
          }
          detail={isBusy ? null : (result?.error ?? null)}
          isFailure={!isBusy && result?.error != null}
        />
      </div>
    </section>
  );
}
