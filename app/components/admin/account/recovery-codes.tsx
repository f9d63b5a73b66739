import { useLayoutEffect, useRef, useState } from "react";

interface RecoveryCodesProps {
  codes: string[];
  onDone(): void;
}

/** The recovery codes, shown this once, with ways to keep them. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [copyStatus, setCopyStatus] = useState("");

  // Focus moves in the commit that shows the change (a layout effect, not a passive one), so
  // a key pressed right after cannot land on the element focus is about to leave.
  useLayoutEffect(() => {
    headingRef.current?.focus();
  }, []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      setCopyStatus("Copied the codes.");
    } catch (error) {
      console.error("Copying the recovery codes failed:", error);
      setCopyStatus("Couldn't copy them here. Select the codes and copy them yourself.");
    }
  }

  return (
    <div className="recovery-codes">
      <h3 ref={headingRef} tabIndex={-1}>
        Save your recovery codes
      </h3>
      <p>
        If you lose your phone, each code lets you log in once instead of a code from the app.{" "}
        <strong>This is the only time they are shown.</strong> Copy them into a password manager or
        print them, and keep them somewhere safe and private.
      </p>
      <ul className="recovery-code-list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="account-buttons">
        <button type="button" className="button button-ghost" onClick={() => void copy()}>
          Copy codes
        </button>
        <button type="button" className="button button-ghost" onClick={() => window.print()}>
          Print
        </button>
        <button type="button" className="button button-primary" onClick={onDone}>
          I've saved my codes
        </button>
      </div>
      <p className="account-copy-status" role="status">
        {copyStatus}
      </p>
    </div>
  );
}
