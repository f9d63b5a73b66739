import { useEffect, useState, type ReactNode } from "react";
import { useWords } from "../../lib/words.tsx";

// While an organiser writes a language other than English, the English text stays beside the
// form, read-only: side by side on a wide screen, open; above it on a phone, folded until asked
// for, so the form is not pushed a long page down (0120).

/** Where the English text fits beside the form (translate.css's two columns). */
const WIDE = "(min-width: 60rem)";

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
  const [isOpen, setOpen] = useState(() => window.matchMedia(WIDE).matches);
  useEffect(() => {
    const wide = window.matchMedia(WIDE);
    const follow = () => setOpen(wide.matches);
    wide.addEventListener("change", follow);
    return () => wide.removeEventListener("change", follow);
  }, []);
  return (
    <div className="english-beside">
      <details
        className="admin-card english-text"
        open={isOpen}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
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
