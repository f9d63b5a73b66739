import type { MessageId } from "../../../i18n/translate.ts";

/** Appwrite's shortest password; the server refuses anything shorter anyway. */
export const MIN_PASSWORD_LENGTH = 8;

/** What is wrong with a new password, and the field (by its form name) to fix. */
export interface NewPasswordProblem {
  field: "password" | "confirmation";
  /** Why, as the catalogue says it (with {min}, the shortest length). */
  message: MessageId;
}

/**
 * What is wrong with a new password and its confirmation before anything is sent: too short,
 * or the two don't match. Null when both are fine.
 */
export function newPasswordProblem(
  password: string,
  confirmation: string,
): NewPasswordProblem | null {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { field: "password", message: "admin.password.tooShort" };
  }
  if (password !== confirmation) {
    return { field: "confirmation", message: "admin.password.mismatch" };
  }
  return null;
}
