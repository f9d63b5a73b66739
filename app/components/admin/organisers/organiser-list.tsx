import { useWords } from "../../../lib/words.tsx";
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
  const words = useWords();
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
      <h2 id="organisers-heading">{words.t("admin.organisers.title")}</h2>
      <p className="admin-hint">
        {words.t("admin.organisers.hint", { zone: timeZone.replace(/_/g, " ") })}
      </p>
      <ul className="organiser-list">
        {organisers.map((organiser) => (
          <li key={organiser.$id} className="organiser">
            <p className="organiser-name">
              {organiser.name.trim() || organiser.email}
              {organiser.email === signedInEmail && (
                <span className="badge">{words.t("admin.organisers.you")}</span>
              )}
            </p>
            <dl className="organiser-details">
              <div>
                <dt>{words.t("admin.login.email")}</dt>
                <dd>{organiser.email}</dd>
              </div>
              <div>
                <dt>{words.t("admin.organisers.twoFactor")}</dt>
                <dd>{words.t(organiser.mfa ? "admin.organisers.on" : "admin.organisers.off")}</dd>
              </div>
              <div>
                <dt>{words.t("admin.organisers.lastSignIn")}</dt>
                <dd>
                  {organiser.lastSignIn === ""
                    ? // The audit trail it comes from keeps 14 days, as Appwrite's does.
                      words.t("admin.organisers.notRecently")
                    : words.t("admin.dateAndTime", {
                        date: formatLongDate(organiser.lastSignIn, timeZone, words.intlTag),
                        time: formatTime(organiser.lastSignIn, timeZone, words.intlTag),
                      })}
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
                  ? words.t("admin.organisers.stepDownAs")
                  : words.t("admin.organisers.removeAs", {
                      name: organiser.name.trim() || organiser.email,
                    })}
              </button>
            )}
          </li>
        ))}
      </ul>
      {isLast && (
        <p className="admin-hint">
          {organisers[0]?.email === signedInEmail
            ? words.t("admin.organisers.onlyYou")
            : words.t("admin.organisers.onlyOne")}
        </p>
      )}
      <ActionStatus
        result={result}
        isBusy={isBusy}
        words={{
          remove: {
            done: words.t("admin.organisers.removed"),
            failed: words.t("admin.organisers.notRemoved"),
          },
        }}
      />
      <dialog
        ref={dialogRef}
        className="admin-dialog"
        aria-labelledby="remove-dialog-heading"
        aria-describedby="remove-dialog-text"
      >
        <h2 id="remove-dialog-heading">
          {isLeavingSelf
            ? words.t("admin.organisers.stopQuestion")
            : words.t("admin.organisers.removeQuestion", {
                name: leaving?.name.trim() || leaving?.email || "",
              })}
        </h2>
        <p id="remove-dialog-text">
          {isLeavingSelf
            ? words.t("admin.organisers.stopText")
            : words.t("admin.organisers.removeText")}
        </p>
        <div className="admin-dialog-actions">
          <button
            type="button"
            className="button button-primary"
            onClick={() => dialogRef.current?.close()}
            autoFocus
          >
            {words.t("admin.organisers.keep")}
          </button>
          <button type="button" className="button admin-button-danger" onClick={remove}>
            {words.t(isLeavingSelf ? "admin.organisers.stepDown" : "admin.organisers.remove")}
          </button>
        </div>
      </dialog>
    </section>
  );
}
