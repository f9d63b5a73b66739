import { useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import type { OrganisersResult } from "../../../lib/admin/organisers-actions.ts";
import type { OrganiserView } from "../../../lib/admin/organisers-api.ts";
import { useWords } from "../../../lib/words.tsx";
import { SaveStatus } from "../save-status.tsx";

interface LeavingOrganisersProps {
  organisers: OrganiserView[];
  signedInEmail: string;
}

/**
 * This year's organisers, to tick those who leave and remove them together after a confirmation.
 * Ticking everyone is refused here, and the server refuses it too: the club keeps an organiser.
 */
export function LeavingOrganisers({ organisers, signedInEmail }: LeavingOrganisersProps) {
  const words = useWords();
  const fetcher = useFetcher<OrganisersResult>();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [isNobodyTicked, setIsNobodyTicked] = useState(false);
  const [sentCount, setSentCount] = useState(0);
  const isBusy = fetcher.state !== "idle";
  const result = fetcher.data?.intent === "remove-several" ? fetcher.data : undefined;
  // Those removed drop out of the list when it is read again, and so out of this.
  const leaving = organisers.filter((organiser) => ticked.has(organiser.$id));
  const isEveryone = leaving.length > 0 && leaving.length === organisers.length;
  const isLeavingSelf = leaving.some((organiser) => organiser.email === signedInEmail);
  const nameOf = (organiser: OrganiserView) => organiser.name.trim() || organiser.email;

  function toggle(id: string, isTicked: boolean) {
    setIsNobodyTicked(false);
    setTicked((before) => {
      const after = new Set(before);
      if (isTicked) after.add(id);
      else after.delete(id);
      return after;
    });
  }

  function askToRemove(event: FormEvent) {
    event.preventDefault();
    if (leaving.length === 0) setIsNobodyTicked(true);
    else if (!isEveryone) dialogRef.current?.showModal();
  }

  function remove() {
    dialogRef.current?.close();
    const form = new FormData();
    form.append("intent", "remove-several");
    for (const organiser of leaving) form.append("userIds", organiser.$id);
    setSentCount(leaving.length);
    void fetcher.submit(form, { method: "post" });
  }

  const problem = isEveryone
    ? words.t("handover.leaving.keepOne")
    : isNobodyTicked
      ? words.t("handover.leaving.chooseSomeone")
      : null;
  const status = isBusy
    ? { message: words.t("handover.leaving.removing"), detail: null, isFailure: false }
    : result === undefined
      ? { message: "", detail: null, isFailure: false }
      : result.error === null
        ? {
            message: words.t("handover.leaving.done", { count: sentCount }),
            detail: null,
            isFailure: false,
          }
        : { message: words.t("handover.leaving.failed"), detail: result.error, isFailure: true };

  return (
    <section className="admin-card" aria-labelledby="leaving-heading" id="leaving">
      <h2 id="leaving-heading">{words.t("handover.leaving.heading")}</h2>
      {organisers.length === 1 ? (
        <p className="admin-hint">{words.t("handover.leaving.onlyOne")}</p>
      ) : (
        <form onSubmit={askToRemove} className="account-form">
          <fieldset className="handover-leaving">
            <legend className="admin-hint">{words.t("handover.leaving.hint")}</legend>
            {organisers.map((organiser) => (
              <label key={organiser.$id} className="handover-person">
                <input
                  type="checkbox"
                  checked={ticked.has(organiser.$id)}
                  onChange={(event) => toggle(organiser.$id, event.target.checked)}
                  aria-describedby={problem === null ? undefined : "leaving-problem"}
                />
                <span>
                  <span className="handover-person-name">
                    {organiser.email === signedInEmail
                      ? words.t("handover.leaving.you", { name: nameOf(organiser) })
                      : nameOf(organiser)}
                  </span>
                  <span className="handover-person-email">{organiser.email}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {problem !== null && (
            <p id="leaving-problem" className="handover-problem" role="alert">
              {problem}
            </p>
          )}
          <button
            type="submit"
            className="button admin-button-danger"
            disabled={isBusy || isEveryone}
          >
            {words.t("handover.leaving.remove", { count: leaving.length })}
          </button>
        </form>
      )}
      <div className="account-status">
        <SaveStatus {...status} />
      </div>
      <dialog
        ref={dialogRef}
        className="admin-dialog"
        aria-labelledby="leaving-dialog-heading"
        aria-describedby="leaving-dialog-text"
      >
        <h2 id="leaving-dialog-heading">
          {words.t("handover.leaving.confirmHeading", { count: leaving.length })}
        </h2>
        <ul>
          {leaving.map((organiser) => (
            <li key={organiser.$id}>
              {nameOf(organiser)} ({organiser.email})
            </li>
          ))}
        </ul>
        <p id="leaving-dialog-text">
          {[
            words.t("handover.leaving.confirmText"),
            ...(isLeavingSelf ? [words.t("handover.leaving.confirmSelf")] : []),
          ].join(" ")}
        </p>
        <div className="admin-dialog-actions">
          <button
            type="button"
            className="button button-primary"
            onClick={() => dialogRef.current?.close()}
            autoFocus
          >
            {words.t("handover.leaving.keep")}
          </button>
          <button type="button" className="button admin-button-danger" onClick={remove}>
            {words.t("handover.leaving.confirm")}
          </button>
        </div>
      </dialog>
    </section>
  );
}
