import { Link } from "react-router";
import type { OrganisersResult } from "../../../lib/admin/organisers-actions.server.ts";
import type { OrganiserView } from "../../../lib/admin/organisers-api.ts";
import { useWords } from "../../../lib/words.tsx";
import { ActionStatus } from "../action-status.tsx";
import { AdminForm } from "../admin-form.tsx";

const SCREEN_PATH = "/admin/handover";

/** Those ticked as leaving, as the server found them: asked about, or why they cannot go. */
export interface LeavingStep {
  leaving: OrganiserView[];
  /** Nobody ticked, or everyone: the club keeps an organiser. Null: ask to confirm. */
  problem: "chooseSomeone" | "keepOne" | null;
}

interface LeavingOrganisersProps {
  organisers: OrganiserView[];
  /** The step the tick boxes asked for (`?step=confirm`); null before. */
  step: LeavingStep | null;
  signedInEmail: string;
  /** The screen's last form, if any. */
  result: OrganisersResult | undefined;
}

/**
 * This year's organisers, to tick those who leave and remove them together after a confirmation
 * the server draws. Ticking everyone is refused there, and the desk refuses it too.
 */
export function LeavingOrganisers({
  organisers,
  step,
  signedInEmail,
  result,
}: LeavingOrganisersProps) {
  const words = useWords();
  const nameOf = (organiser: OrganiserView) => organiser.name.trim() || organiser.email;
  const ticked = new Set(step?.leaving.map((organiser) => organiser.$id));
  const problem = step?.problem == null ? null : words.t(`handover.leaving.${step.problem}`);

  return (
    <section className="admin-card" aria-labelledby="leaving-heading" id="leaving">
      <h2 id="leaving-heading">{words.t("handover.leaving.heading")}</h2>
      {step !== null && step.problem === null && (
        <LeavingConfirmation
          leaving={step.leaving}
          isLeavingSelf={step.leaving.some((organiser) => organiser.email === signedInEmail)}
          nameOf={nameOf}
        />
      )}
      {organisers.length === 1 ? (
        <p className="admin-hint">{words.t("handover.leaving.onlyOne")}</p>
      ) : (
        // Asks for the confirmation, drawn by the server: a plain request, changing nothing.
        <form method="get" action={`${SCREEN_PATH}#leaving`} className="account-form">
          <fieldset className="handover-leaving">
            <legend className="admin-hint">{words.t("handover.leaving.hint")}</legend>
            {organisers.map((organiser) => (
              <label key={organiser.$id} className="handover-person">
                <input
                  type="checkbox"
                  name="leaving"
                  value={organiser.$id}
                  defaultChecked={ticked.has(organiser.$id)}
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
          <button type="submit" name="step" value="confirm" className="button admin-button-danger">
            {words.t("handover.leaving.remove", { count: 0 })}
          </button>
        </form>
      )}
      <ActionStatus
        result={result?.intent === "remove" ? { ...result, intent: "remove" } : undefined}
        isBusy={false}
        words={{
          remove: {
            done: words.t("handover.leaving.done", { count: result?.removed ?? 0 }),
            failed: words.t("handover.leaving.failed"),
          },
        }}
      />
    </section>
  );
}

interface LeavingConfirmationProps {
  leaving: OrganiserView[];
  isLeavingSelf: boolean;
  nameOf: (organiser: OrganiserView) => string;
}

/** "Remove these 2 organisers?", drawn open by the server: its form removes them all. */
function LeavingConfirmation({ leaving, isLeavingSelf, nameOf }: LeavingConfirmationProps) {
  const words = useWords();
  return (
    <dialog
      open
      className="admin-dialog organisers-confirm"
      aria-labelledby="leaving-dialog-heading"
      aria-describedby="leaving-dialog-text"
    >
      <h3 id="leaving-dialog-heading">
        {words.t("handover.leaving.confirmHeading", { count: leaving.length })}
      </h3>
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
      {/* Posted to the screen without the question: its answer is the list again. */}
      <AdminForm action={SCREEN_PATH} className="admin-dialog-actions">
        {leaving.map((organiser) => (
          <input key={organiser.$id} type="hidden" name="userIds" value={organiser.$id} />
        ))}
        <Link to={`${SCREEN_PATH}#leaving`} className="button button-primary">
          {words.t("handover.leaving.keep")}
        </Link>
        <button type="submit" name="intent" value="remove" className="button admin-button-danger">
          {words.t("handover.leaving.confirm")}
        </button>
      </AdminForm>
    </dialog>
  );
}
