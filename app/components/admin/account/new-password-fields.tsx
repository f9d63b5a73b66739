import {
  MIN_PASSWORD_LENGTH,
  newPasswordProblem,
  type NewPasswordProblem,
} from "../../../lib/admin/new-password.ts";
import { useWords } from "../../../lib/words.tsx";

interface NewPasswordFieldsProps {
  /** Makes the ids unique on the page. */
  idPrefix: string;
  /** What the last check found; the field at fault points to `statusId`, which says why. */
  problem: NewPasswordProblem | null;
  statusId: string;
}

/** "New password" and "Confirm new password", named password and confirmation in the form. */
export function NewPasswordFields({ idPrefix, problem, statusId }: NewPasswordFieldsProps) {
  const words = useWords();
  const fields = [
    { name: "password", label: words.t("admin.password.new") },
    { name: "confirmation", label: words.t("admin.password.confirm") },
  ] as const;
  const hintId = `${idPrefix}-password-hint`;
  return fields.map(({ name, label }) => {
    const isAtFault = problem?.field === name;
    const hint = name === "password" ? hintId : null;
    const describedBy = [isAtFault ? statusId : null, hint].filter((id) => id !== null);
    return (
      <div key={name} className="admin-field">
        <label htmlFor={`${idPrefix}-${name}`}>{label}</label>
        <input
          id={`${idPrefix}-${name}`}
          name={name}
          type="password"
          autoComplete="new-password"
          aria-invalid={isAtFault || undefined}
          // A page the server drew with a problem opens on the field to fix.
          autoFocus={isAtFault}
          aria-describedby={describedBy.length > 0 ? describedBy.join(" ") : undefined}
        />
        {hint !== null && (
          <p id={hint} className="admin-hint">
            {words.t("admin.password.hint", { min: MIN_PASSWORD_LENGTH })}
          </p>
        )}
      </div>
    );
  });
}

/**
 * Checks the two fields of a submitted form: the new password when it is fine, else null after
 * reporting the problem and moving focus to its field, so the person can fix it at once.
 */
export function checkedNewPassword(
  form: HTMLFormElement,
  report: (problem: NewPasswordProblem | null) => void,
): string | null {
  const data = new FormData(form);
  const password = String(data.get("password") ?? "");
  const problem = newPasswordProblem(password, String(data.get("confirmation") ?? ""));
  report(problem);
  if (problem === null) return password;
  const field = form.elements.namedItem(problem.field);
  if (field instanceof HTMLInputElement) field.focus();
  return null;
}
