import { useLayoutEffect, useRef } from "react";
import type { FetcherWithComponents } from "react-router";
import type { AccountResult } from "../../../lib/admin/account-actions.ts";
import type { TwoFactorSetup } from "../../../lib/admin/two-factor-setup.ts";

interface TwoFactorSetupStepProps {
  setup: TwoFactorSetup;
  /** The section's fetcher: the status under the section tells how the code went. */
  fetcher: FetcherWithComponents<AccountResult>;
  onCancel(): void;
}

/** Linking the authenticator app: scan the QR code (or type the key), then prove it with a code. */
export function TwoFactorSetupStep({ setup, fetcher, onCancel }: TwoFactorSetupStepProps) {
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
        Link your authenticator app
      </h3>
      {setup.isLinked ? (
        <p>
          An authenticator app was linked the last time you started this. Enter the code it shows
          for this site now to finish.
        </p>
      ) : (
        <ol className="two-factor-steps">
          <li>
            Open an authenticator app on your phone (your password manager, Google Authenticator,
            Microsoft Authenticator, 2FAS and others work) and choose to add an account.
          </li>
          <li>
            Scan this QR code with it.
            <img
              className="two-factor-qr"
              src={setup.qrCode}
              width={208}
              height={208}
              alt="QR code to scan with your authenticator app"
            />
            <span className="two-factor-secret-label">
              Can't scan it? Type this setup key into the app instead:
            </span>
            <code className="two-factor-secret">{groupInFours(setup.secret)}</code>
          </li>
          <li>Type the 6-digit code the app shows for this site.</li>
        </ol>
      )}
      <fetcher.Form method="post" className="account-form" noValidate>
        <input type="hidden" name="intent" value="finish-two-factor" />
        <div className="admin-field two-factor-code-field">
          <label htmlFor="two-factor-setup-code">6-digit code</label>
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
            {isBusy ? "Checking..." : "Turn on two-factor"}
          </button>
          <button type="button" className="button button-ghost" onClick={onCancel}>
            Cancel
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
