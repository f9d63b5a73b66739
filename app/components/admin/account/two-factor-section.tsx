import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { useFetcher } from "react-router";
import type { AccountResult } from "../../../lib/admin/account-actions.ts";
import type { TwoFactorSetup } from "../../../lib/admin/two-factor-setup.ts";
import { useWords } from "../../../lib/words.tsx";
import { ActionStatus } from "../action-status.tsx";
import { RecoveryCodes } from "./recovery-codes.tsx";
import { TurnOffDialog } from "./turn-off-dialog.tsx";
import { TwoFactorSetupStep } from "./two-factor-setup-step.tsx";

/**
 * Two-factor sign-in: its state, and the way from off to on (link the app, prove it with a code,
 * save the recovery codes) and back (a code confirms turning it off).
 */
export function TwoFactorSection({ isOn }: { isOn: boolean }) {
  const words = useWords();
  const fetcher = useFetcher<AccountResult>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [handledResult, setHandledResult] = useState(fetcher.data);
  const isBusy = fetcher.state !== "idle";
  const pending = isBusy ? fetcher.formData?.get("intent") : null;

  // Each result moves the steps on once: the setup stays up while a wrong code is retried, and
  // the recovery codes stay up after the page learns two-factor sign-in is on.
  if (fetcher.data !== handledResult) {
    setHandledResult(fetcher.data);
    if (fetcher.data?.setup !== undefined) setSetup(fetcher.data.setup);
    if (fetcher.data?.recoveryCodes !== undefined) {
      setSetup(null);
      setRecoveryCodes(fetcher.data.recoveryCodes);
    }
  }

  const isTurnedOff =
    fetcher.state === "idle" &&
    fetcher.data?.intent === "turn-off-two-factor" &&
    !fetcher.data.error;
  // Focus moves in the commit that shows the change (a layout effect, not a passive one), so
  // a key pressed right after cannot land on the element focus is about to leave.
  useLayoutEffect(() => {
    if (isTurnedOff) {
      dialogRef.current?.close();
      headingRef.current?.focus();
    }
  }, [isTurnedOff]);

  /** Leaves a step; its controls go with it, so focus returns to the section's heading. */
  function leaveStep(update: () => void) {
    flushSync(update);
    headingRef.current?.focus();
  }

  let body: ReactNode;
  if (recoveryCodes !== null) {
    body = (
      <RecoveryCodes codes={recoveryCodes} onDone={() => leaveStep(() => setRecoveryCodes(null))} />
    );
  } else if (setup !== null) {
    body = (
      <TwoFactorSetupStep
        setup={setup}
        fetcher={fetcher}
        onCancel={() => leaveStep(() => setSetup(null))}
      />
    );
  } else if (isOn) {
    body = (
      <>
        <p className="two-factor-state">
          {words.node("admin.account.twoFactor.statusOn", {
            badge: (chunks) => <strong className="badge account-badge-on">{chunks}</strong>,
          })}
        </p>
        <p>{words.t("admin.account.twoFactor.onText")}</p>
        <button
          type="button"
          className="button admin-button-danger"
          onClick={() => dialogRef.current?.showModal()}
        >
          {words.t("admin.account.twoFactor.turnOff")}
        </button>
      </>
    );
  } else {
    body = (
      <>
        <p className="two-factor-state">
          {words.node("admin.account.twoFactor.statusOff", {
            badge: (chunks) => <strong className="badge account-badge-off">{chunks}</strong>,
          })}
        </p>
        <p>{words.t("admin.account.twoFactor.offText")}</p>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="start-two-factor" />
          <button type="submit" className="button button-primary" disabled={isBusy}>
            {words.t(
              pending === "start-two-factor"
                ? "admin.account.twoFactor.starting"
                : "admin.account.twoFactor.turnOn",
            )}
          </button>
        </fetcher.Form>
      </>
    );
  }

  return (
    <section className="admin-card account-section" aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading" ref={headingRef} tabIndex={-1}>
        {words.t("admin.account.twoFactor.heading")}
      </h2>
      {body}
      <ActionStatus
        result={fetcher.data}
        isBusy={isBusy}
        words={{
          "start-two-factor": {
            done: "",
            failed: words.t("admin.account.twoFactor.startFailed"),
          },
          "finish-two-factor": {
            done: words.t("admin.account.twoFactor.isOn"),
            failed: words.t("admin.account.twoFactor.turnOnFailed"),
          },
          "turn-off-two-factor": {
            done: words.t("admin.account.twoFactor.isOff"),
            failed: words.t("admin.account.twoFactor.turnOffFailed"),
          },
        }}
      />
      <TurnOffDialog dialogRef={dialogRef} fetcher={fetcher} />
    </section>
  );
}
