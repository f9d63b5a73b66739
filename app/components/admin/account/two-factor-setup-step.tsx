import { useLayoutEffect, useRef } from "react";
import type { FetcherWithComponents } from "react-router";
import type { AccountResult } from "../../../lib/admin/account-actions.ts";
import type { TwoFactorSetup } from "../../../lib/admin/two-factor-setup.ts";
import { useWords } from "../../../lib/words.tsx";

interface TwoFactorSetupStepProps {
  setup: TwoFactorSetup;
  /** The section's fetcher: the status under the section tells how the code went. */
  fetcher: FetcherWithComponents<AccountResult>;
  onCancel(): void;
}

/** Linking the authenticator app: scan the QR code (or type the key), then prove it with a code. */
export function TwoFactorSetupStep({ setup, fetcher, onCancel }: TwoFactorSetupStepProps) {
  const words = useWords();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const isBusy = fetcher.state !== "idle";
  const isRefused =
    !isBusy && fetcher.data?.intent === "finish-two-factor" && fetcher.data.error !== null;

  // Focus moves in the commit that shows the change (a layout effect, not a passive one), so
  // a key pressed right after cannot land on the element focus is about to leave.
  useLayoutEffect(() => {
    headingRef.current?.focus();
  }, []);

  useLayoutEffect(() => {
    // A refused code is selected, so the next one simply replaces it.
    if (isRefused) codeRef.current?.select();
  }, [isRefused, fetcher.data]);

  return (
    <div className="two-factor-setup">
      <h3 ref={headingRef} tabIndex={-1}>
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
      <fetcher.Form method="post" className="account-form" noValidate>
        <input type="hidden" name="intent" value="finish-two-factor" />
        <div className="admin-field two-factor-code-field">
          <label htmlFor="two-factor-setup-code">{words.t("admin.account.setup.code")}</label>
          <input
            ref={codeRef}
            id="two-factor-setup-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            spellCheck={false}
          />
        </div>
        <div className="account-buttons">
          <button type="submit" className="button button-primary" disabled={isBusy}>
            {words.t(isBusy ? "admin.account.setup.checking" : "admin.account.setup.turnOn")}
          </button>
          <button type="button" className="button button-ghost" onClick={onCancel}>
            {words.t("admin.cancel")}
          </button>
        </div>
      </fetcher.Form>
    </div>
  );
}

/** "JBSW Y3DP EHPK 3PXP": a long key is easier to copy by hand in groups. */
function groupInFours(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}
