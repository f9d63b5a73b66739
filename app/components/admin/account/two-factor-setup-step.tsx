import { Link } from "react-router";
import type { TwoFactorSetup } from "../../../lib/admin/two-factor-setup.ts";
import { useWords } from "../../../lib/words.tsx";
import { AdminForm } from "../admin-form.tsx";

interface TwoFactorSetupStepProps {
  setup: TwoFactorSetup;
  /** Why the last code was refused; null on the step's first page. */
  refusal: string | null;
}

/**
 * Linking the authenticator app: scan the QR code (drawn by the site's server as a data: image)
 * or type the key, then prove it with a code. The page opens on the step's heading, or, after a
 * refused code, on the field for the next one.
 */
export function TwoFactorSetupStep({ setup, refusal }: TwoFactorSetupStepProps) {
  const words = useWords();
  return (
    <div className="two-factor-setup">
      <h3 tabIndex={-1} autoFocus={refusal === null}>
        {words.t("admin.account.setup.heading")}
      </h3>
      {setup.isLinked ? (
        <p>{words.t("admin.account.setup.linked")}</p>
      ) : (
        <ol className="two-factor-steps">
          <li>{words.t("admin.account.setup.open")}</li>
          <li>
            {words.t("admin.account.setup.scan")}
            <img
              className="two-factor-qr"
              src={setup.qrCode}
              width={208}
              height={208}
              alt={words.t("admin.account.setup.qrAlt")}
            />
            {/* A QR code cannot be scanned by the phone that shows it: the same address as a link
                opens the authenticator app installed there. */}
            <a className="two-factor-app-link" href={setup.uri}>
              {words.t("admin.account.setup.openInApp")}
            </a>
            <span className="two-factor-secret-label">
              {words.t("admin.account.setup.cantScan")}
            </span>
            <code className="two-factor-secret">{groupInFours(setup.secret)}</code>
          </li>
          <li>{words.t("admin.account.setup.type")}</li>
        </ol>
      )}
      <AdminForm className="account-form" noValidate>
        {/* The step comes back with its app link if the code is refused (the server keeps no
            half-made setup between pages). */}
        {!setup.isLinked && <input type="hidden" name="uri" value={setup.uri} />}
        <div className="admin-field two-factor-code-field">
          <label htmlFor="two-factor-setup-code">{words.t("admin.account.setup.code")}</label>
          <input
            id="two-factor-setup-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            spellCheck={false}
            autoFocus={refusal !== null}
          />
        </div>
        <div className="account-buttons">
          <button
            type="submit"
            name="intent"
            value="finish-two-factor"
            className="button button-primary"
          >
            {words.t("admin.account.setup.turnOn")}
          </button>
          <Link to="/admin/account" className="button button-ghost">
            {words.t("admin.cancel")}
          </Link>
        </div>
      </AdminForm>
    </div>
  );
}

/** "JBSW Y3DP EHPK 3PXP": a long key is easier to copy by hand in groups. */
function groupInFours(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}
