import type { ReactNode } from "react";
import { useWords } from "../../lib/words.tsx";

// While an organiser writes a language other than English, the English text stays beside the
// form, read-only: side by side on a wide screen, open; above it on a phone, folded until asked
// for, so the form is not pushed a long page down (0120). The server draws it folded, and
// translate.css shows it open where there is room beside the form (no script needed).

/** One English field shown beside a translation: its label and its text. */
export interface EnglishField {
  label: string;
  text: string;
}

/** The translation form `children`, with `fields` (the English text) beside it. */
export function EnglishBeside({
  fields,
  children,
}: {
  fields: EnglishField[];
  children: ReactNode;
}) {
  const words = useWords();
  return (
    <div className="english-beside">
      <details className="admin-card english-text">
        <summary>{words.t("admin.translate.english")}</summary>
        <dl lang="en">
          {fields.map((field) => (
            <div key={field.label}>
              <dt>{field.label}</dt>
              <dd>{field.text === "" ? words.t("admin.translate.empty") : field.text}</dd>
            </div>
          ))}
        </dl>
      </details>
      <div className="english-beside-form">{children}</div>
    </div>
  );
}
