import { useLayoutEffect, useRef, useState } from "react";
import { useWords } from "../../../lib/words.tsx";

interface RecoveryCodesProps {
  codes: string[];
  onDone(): void;
}

/** The recovery codes, shown this once, with ways to keep them. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const words = useWords();
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
      setCopyStatus(words.t("admin.account.codes.copied"));
    } catch (error) {
      console.error("Copying the recovery codes failed:", error);
      setCopyStatus(words.t("admin.account.codes.copyFailed"));
    }
  }

  return (
    <div className="recovery-codes">
      <h3 ref={headingRef} tabIndex={-1}>
        {words.t("admin.account.codes.heading")}
      </h3>
      <p>
        {words.node("admin.account.codes.text", {
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      <ul className="recovery-code-list" aria-label={words.t("admin.account.codes.list")}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="account-buttons">
        <button type="button" className="button button-ghost" onClick={() => void copy()}>
          {words.t("admin.account.codes.copy")}
        </button>
        <button type="button" className="button button-ghost" onClick={() => window.print()}>
          {words.t("admin.account.codes.print")}
        </button>
        <button type="button" className="button button-primary" onClick={onDone}>
          {words.t("admin.account.codes.done")}
        </button>
      </div>
      <p className="account-copy-status" role="status">
        {copyStatus}
      </p>
    </div>
  );
}
