import { Link } from "react-router";
import { useWords } from "../../../lib/words.tsx";
import { AdminForm } from "../admin-form.tsx";

/**
 * Asks for a code before turning two-factor sign-in off, so only the owner can: drawn open by the
 * server, on the code's field; a refused code is said here, and the field is empty for the next.
 */
export function TurnOffDialog({ refusal }: { refusal: string | null }) {
  const words = useWords();
  return (
    <dialog
      open
      className="admin-dialog account-confirm"
      aria-labelledby="turn-off-heading"
      aria-describedby="turn-off-text"
    >
      <h3 id="turn-off-heading">{words.t("admin.account.turnOff.heading")}</h3>
      <p id="turn-off-text">{words.t("admin.account.turnOff.text")}</p>
      {/* Posted to the page without the question: when it works, the dialog has gone. */}
      <AdminForm action="/admin/account" className="account-form" noValidate>
        <div className="admin-field">
          <label htmlFor="turn-off-code">{words.t("admin.account.turnOff.code")}</label>
          <input
            id="turn-off-code"
            name="code"
            autoComplete="one-time-code"
            spellCheck={false}
            autoFocus
          />
        </div>
        {refusal !== null && (
          <p className="admin-alert" role="alert">
            {refusal}
          </p>
        )}
        <div className="admin-dialog-actions">
          <button
            type="submit"
            name="intent"
            value="turn-off-two-factor"
            className="button admin-button-danger"
          >
            {words.t("admin.account.turnOff.confirm")}
          </button>
          <Link to="/admin/account" className="button button-ghost">
            {words.t("admin.account.turnOff.keep")}
          </Link>
        </div>
      </AdminForm>
    </dialog>
  );
}
