import { AppwriteException } from "appwrite";
import type { MessageId, Translator } from "../../i18n/translate.ts";

// The one place that turns an Appwrite error into words for people. It branches on the error's
// `type` (Appwrite's stable snake_case name), never on its message, which may change or be
// translated. The words are the catalogue's (decision 0104), in the language of `words`.

const wordsByType: Partial<Record<string, MessageId>> = {
  user_invalid_credentials: "admin.error.user_invalid_credentials",
  user_blocked: "admin.error.user_blocked",
  user_unauthorized: "admin.error.user_unauthorized",
  user_session_not_found: "admin.error.user_session_not_found",
  // The screens' JWT stands for a session that ended (signed out elsewhere, or past the club's
  // session settings), and a request with no session at all: either way, sign in again.
  user_jwt_invalid: "admin.error.user_session_not_found",
  general_unauthorized_scope: "admin.error.user_session_not_found",
  user_session_already_exists: "admin.error.user_session_already_exists",
  user_more_factors_required: "admin.error.user_more_factors_required",
  user_invalid_token: "admin.error.user_invalid_token",
  user_challenge_required: "admin.error.user_challenge_required",
  user_email_already_exists: "admin.error.user_email_already_exists",
  user_password_recently_used: "admin.error.user_password_recently_used",
  user_password_personal_data: "admin.error.user_password_personal_data",
  general_argument_invalid: "admin.error.invalid_format",
  general_rate_limit_exceeded: "admin.error.general_rate_limit_exceeded",
  document_not_found: "admin.error.document_not_found",
  document_invalid_structure: "admin.error.invalid_format",
  // What the embedded backend answers when its disk is full (decision 0066); on a real Appwrite,
  // a failure of its storage. Either way nothing was saved, and trying again later is the remedy.
  general_server_error: "admin.error.general_server_error",
  general_unknown_origin: "admin.error.general_unknown_origin",
};

/**
 * A short, kind sentence describing `error` for the person who caused it, in the language of
 * `words`. `wordsHere` gives a screen its own words for a type whose general words would mislead
 * there (a wrong current password is user_invalid_credentials too, but no email was typed).
 */
export function errorWords(
  words: Pick<Translator, "t">,
  error: unknown,
  wordsHere: Partial<Record<string, MessageId>> = {},
): string {
  if (error instanceof AppwriteException) {
    return words.t(wordsHere[error.type] ?? wordsByType[error.type] ?? "admin.error.fallback");
  }
  // fetch() rejects with a TypeError when the network or the server cannot be reached.
  if (error instanceof TypeError) return words.t("admin.error.unreachable");
  return words.t("admin.error.fallback");
}

/** Whether `error` is an Appwrite error of the given `type`. */
export function hasErrorType(error: unknown, type: string): boolean {
  return error instanceof AppwriteException && error.type === type;
}

/** Whether `error` is Appwrite's answer for a document that does not exist (or may not be seen). */
export function isDocumentNotFound(error: unknown): boolean {
  return hasErrorType(error, "document_not_found");
}
