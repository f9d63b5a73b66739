import type { ReactNode } from "react";
import type { AccountResult } from "../../../lib/admin/account-actions.server.ts";
import { useWords } from "../../../lib/words.tsx";
import { ActionStatus } from "../action-status.tsx";
import { AdminForm } from "../admin-form.tsx";
import { RecoveryCodes } from "./recovery-codes.tsx";
import { sectionResult } from "./section-result.ts";
import { TurnOffDialog } from "./turn-off-dialog.tsx";
import { TwoFactorSetupStep } from "./two-factor-setup-step.tsx";

const INTENTS = ["start-two-factor", "finish-two-factor", "turn-off-two-factor"] as const;

interface TwoFactorSectionProps {
  isOn: boolean;
  /** Turning it off was asked for (`?step=turn-off`): the code to confirm it is asked first. */
  isTurningOff: boolean;
  /** The page's last form, if any. */
  result: AccountResult | undefined;
}

/**
 * Two-factor sign-in: its state, and the way from off to on (link the app, prove it with a code,
 * save the recovery codes) and back (a code confirms turning it off). Each step is a page the
 * server draws from the last form's result, opening on the step's heading or the field to fill.
 */
export function TwoFactorSection({ isOn, isTurningOff, result }: TwoFactorSectionProps) {
  const words = useWords();
  const ours = sectionResult(result, INTENTS);
  const isTurnedOff = ours?.intent === "turn-off-two-factor" && ours.error === null;
  const turnOffRefusal = ours?.intent === "turn-off-two-factor" ? ours.error : null;

  let body: ReactNode;
  if (ours?.recoveryCodes !== undefined) {
    body = <RecoveryCodes codes={ours.recoveryCodes} />;
  } else if (ours?.setup !== undefined) {
    body = (
      <TwoFactorSetupStep
        setup={ours.setup}
        refusal={ours.intent === "finish-two-factor" ? ours.error : null}
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
        {isTurningOff || turnOffRefusal !== null ? (
          <TurnOffDialog refusal={turnOffRefusal} />
        ) : (
          // Asks for the confirmation, drawn by the server: a plain request, changing nothing. No
          // #fragment: the page opens on the code's field (autofocus), which a fragment would stop.
          <form method="get" action="/admin/account">
            <button
              type="submit"
              name="step"
              value="turn-off"
              className="button admin-button-danger"
            >
              {words.t("admin.account.twoFactor.turnOff")}
            </button>
          </form>
        )}
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
        <AdminForm>
          <button
            type="submit"
            name="intent"
            value="start-two-factor"
            className="button button-primary"
          >
            {words.t("admin.account.twoFactor.turnOn")}
          </button>
        </AdminForm>
      </>
    );
  }

  return (
    <section className="admin-card account-section" aria-labelledby="two-factor-heading">
      {/* After turning it off, the page opens here: the dialog it was asked in has gone. */}
      <h2 id="two-factor-heading" tabIndex={-1} autoFocus={isTurnedOff}>
        {words.t("admin.account.twoFactor.heading")}
      </h2>
      {body}
      <ActionStatus
        result={ours}
        isBusy={false}
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
    </section>
  );
}
