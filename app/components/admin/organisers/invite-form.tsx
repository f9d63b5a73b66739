import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { OrganisersResult } from "../../../lib/admin/organisers-actions.ts";
import { SaveStatus } from "../save-status.tsx";

/** Invites someone by email: the link lets them choose a password, and proves the address is theirs. */
export function InviteForm() {
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
      <h2 id="invite-heading">Invite an organiser</h2>
      <fetcher.Form method="post" ref={formRef} className="account-form">
        <input type="hidden" name="intent" value="invite" />
        <div className="admin-field">
          <label htmlFor="invite-email">Their email address</label>
          <input id="invite-email" name="email" type="email" autoComplete="off" required />
          <p className="admin-hint">
            They get an email with a link to choose a password. It works once, for 7 days.
          </p>
        </div>
        <button type="submit" className="button button-primary" disabled={isBusy}>
          {isBusy ? "Sending..." : "Send invitation"}
        </button>
      </fetcher.Form>
      <div className="account-status">
        <SaveStatus
          message={isBusy || !result ? "" : isSent ? "Invitation sent." : "Not sent."}
          detail={isBusy ? null : (result?.error ?? null)}
          isFailure={!isBusy && result?.error != null}
        />
      </div>
    </section>
  );
}
