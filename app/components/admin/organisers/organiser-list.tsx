import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { OrganisersResult } from "../../../lib/admin/organisers-actions.ts";
import type { OrganiserView } from "../../../lib/admin/organisers-api.ts";
import { formatLongDate, formatTime } from "../../../lib/club-time/index.ts";
import { ActionStatus } from "../action-status.tsx";

interface OrganiserListProps {
  organisers: OrganiserView[];
  signedInEmail: string;
  /** The club's time zone, named beside the times so nobody reads them as their own. */
  timeZone: string;
}

/** Everyone who can edit the site, and a way to take that away (never from the last one). */
export function OrganiserList({ organisers, signedInEmail, timeZone }: OrganiserListProps) {
  const fetcher = useFetcher<OrganisersResult>();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [leaving, setLeaving] = useState<OrganiserView | null>(null);
  const isBusy = fetcher.state !== "idle";
  const result = fetcher.data;
  // The backend refuses to remove the last organiser, so nobody is offered it.
  const isLast = organisers.length === 1;
  const isLeavingSelf = leaving?.email === signedInEmail;

  function askToRemove(organiser: OrganiserView) {
    setLeaving(organiser);
    dialogRef.current?.showModal();
  }

  function remove() {
    dialogRef.current?.close();
    if (leaving) void fetcher.submit({ intent: "remove", userId: leaving.$id }, { method: "post" });
  }

  return (
    <section className="admin-card" aria-labelledby="organisers-heading">
      <h2 id="organisers-heading">Organisers</h2>
      <p className="admin-hint">
        Everyone here can edit meetings, agendas and events. Times are in the club's time zone (
        {timeZone.replace(/_/g, " ")}).
      </p>
      <ul className="organiser-list">
        {organisers.map((organiser) => (
          <li key={organiser.$id} className="organiser">
            <p className="organiser-name">
              {organiser.name.trim() || organiser.email}
              {organiser.email === signedInEmail && <span className="badge">You</span>}
            </p>
            <dl className="organiser-details">
              <div>
                <dt>Email</dt>
                <dd>{organiser.email}</dd>
              </div>
              <div>
                <dt>Two-factor</dt>
                <dd>{organiser.mfa ? "On" : "Off"}</dd>
              </div>
              <div>
                <dt>Last sign-in</dt>
                <dd>
                  {organiser.lastSignIn === ""
                    ? // The audit trail it comes from keeps 14 days, as Appwrite's does.
                      "Not in the last 14 days"
                    : `${formatLongDate(organiser.lastSignIn, timeZone)}, ${formatTime(organiser.lastSignIn, timeZone)}`}
                </dd>
              </div>
            </dl>
            {isLast ? null : (
              <button
                type="button"
                className="button button-secondary"
                disabled={isBusy}
                onClick={() => askToRemove(organiser)}
              >
                {organiser.email === signedInEmail
                  ? "Step down as organiser"
                  : `Remove ${organiser.name.trim() || organiser.email} as organiser`}
              </button>
            )}
          </li>
        ))}
      </ul>
      {isLast && (
        <p className="admin-hint">
          {organisers[0]?.email === signedInEmail
            ? "You are the only organiser, so you cannot step down: invite someone first."
            : "The only organiser cannot be removed."}
        </p>
      )}
      <ActionStatus
        result={result}
        isBusy={isBusy}
        words={{ remove: { done: "Organiser removed.", failed: "Not removed." } }}
      />
      <dialog
        ref={dialogRef}
        className="admin-dialog"
        aria-labelledby="remove-dialog-heading"
        aria-describedby="remove-dialog-text"
      >
        <h2 id="remove-dialog-heading">
          {isLeavingSelf
            ? "Stop being an organiser?"
            : `Remove ${leaving?.name.trim() || leaving?.email}?`}
        </h2>
        <p id="remove-dialog-text">
          {isLeavingSelf
            ? "You keep your account but can no longer edit the site or open these screens, and the invitations you sent stop working. Another organiser can invite you again."
            : "They keep their account but can no longer edit the site, and the invitations they sent stop working. You can invite them again later."}
        </p>
        <div className="admin-dialog-actions">
          <button
            type="button"
            className="button button-primary"
            onClick={() => dialogRef.current?.close()}
            autoFocus
          >
            Keep as organiser
          </button>
          <button type="button" className="button admin-button-danger" onClick={remove}>
            {isLeavingSelf ? "Step down" : "Remove"}
          </button>
        </div>
      </dialog>
    </section>
  );
}
