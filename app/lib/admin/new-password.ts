/** Appwrite's shortest password; the server refuses anything shorter anyway. */
export const MIN_PASSWORD_LENGTH = 8;

/** What is wrong with a new password, and the field (by its form name) to fix. */
export interface NewPasswordProblem {
  field: "password" | "confirmation";
  words: string;
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
    return {
      field: "password",
      words: `Use at least ${MIN_PASSWORD_LENGTH} characters for the new password.`,
    };
  }
  if (password !== confirmation) {
    return { field: "confirmation", words: "The new passwords don't match. Please type it again." };
  }
  return null;
}
