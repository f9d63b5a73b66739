import { useLayoutEffect, useRef, useState, type RefObject } from "react";
import type { FetcherWithComponents } from "react-router";
import type { AccountResult } from "../../../lib/admin/account-actions.ts";
import { useWords } from "../../../lib/words.tsx";

interface TurnOffDialogProps {
  dialogRef: RefObject<HTMLDialogElement | null>;
  /** The section's fetcher, which closes the dialog when turning off worked. */
  fetcher: FetcherWithComponents<AccountResult>;
}

/** Asks for a code before turning two-factor sign-in off, so only the owner can. */
export function TurnOffDialog({ dialogRef, fetcher }: TurnOffDialogProps) {
  const words = useWords();
  const formRef = useRef<HTMLFormElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const [hasTried, setHasTried] = useState(false);
  const isBusy = fetcher.state !== "idle";
  const refusal =
    hasTried && !isBusy && fetcher.data?.intent === "turn-off-two-factor"
      ? fetcher.data.error
      : null;

  // Focus moves in the commit that shows the change (a layout effect, not a passive one), so
  // a key pressed right after cannot land on the element focus is about to leave.
  useLayoutEffect(() => {
    if (refusal !== null) codeRef.current?.select();
  }, [refusal, fetcher.data]);

  function close() {
    dialogRef.current?.close();
  }

  return (
    <dialog
      ref={dialogRef}
      className="admin-dialog"
      aria-labelledby="turn-off-heading"
      aria-describedby="turn-off-text"
      onClose={() => {
        formRef.current?.reset();
        setHasTried(false);
      }}
    >
      <h2 id="turn-off-heading">{words.t("admin.account.turnOff.heading")}</h2>
      <p id="turn-off-text">{words.t("admin.account.turnOff.text")}</p>
      <fetcher.Form
        ref={formRef}
        method="post"
        className="account-form"
        noValidate
        onSubmit={() => setHasTried(true)}
      >
        <input type="hidden" name="intent" value="turn-off-two-factor" />
        <div className="admin-field">
          <label htmlFor="turn-off-code">{words.t("admin.account.turnOff.code")}</label>
          <input
            ref={codeRef}
            id="turn-off-code"
            name="code"
            autoComplete="one-time-code"
            spellCheck={false}
          />
        </div>
        {refusal !== null && (
          <p className="admin-alert" role="alert">
            {refusal}
          </p>
        )}
        <div className="admin-dialog-actions">
          <button type="submit" className="button admin-button-danger" disabled={isBusy}>
            {words.t(isBusy ? "admin.account.turnOff.busy" : "admin.account.turnOff.confirm")}
          </button>
          <button type="button" className="button button-ghost" onClick={close}>
            {words.t("admin.account.turnOff.keep")}
          </button>
        </div>
      </fetcher.Form>
    </dialog>
  );
}
