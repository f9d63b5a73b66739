import { useWords } from "../../../lib/words.tsx";

/**
 * The recovery codes, shown this once, on the page that turned two-factor sign-in on (the page
 * opens on their heading). The browser's own print prints them alone (account.css).
 */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const words = useWords();
  return (
    <div className="recovery-codes">
      <h3 tabIndex={-1} autoFocus>
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
      {/* Leaving this page is the end of the codes: the account page again, without them. */}
      <form method="get" action="/admin/account#two-factor-heading" className="account-buttons">
        <button type="submit" className="button button-primary">
          {words.t("admin.account.codes.done")}
        </button>
      </form>
    </div>
  );
}
