import { AppwriteException } from "appwrite";

// The one place that turns an Appwrite error into words for people. It branches on the error's
// `type` (Appwrite's stable snake_case name), never on its message, which may change or be
// translated.

const wordsByType: Partial<Record<string, string>> = {
  user_invalid_credentials: "That email and password don't match. Please check them and try again.",
  user_blocked: "This account has been blocked. Please contact the club's website manager.",
  user_unauthorized: "You don't have permission to do that.",
  user_session_not_found: "You have been signed out. Please sign in again.",
  user_session_already_exists: "You are already signed in. Please reload the page.",
  user_more_factors_required: "Please finish signing in with your two-factor code.",
  user_invalid_token: "That code isn't right, or it has expired. Please check it and try again.",
  user_challenge_required: "For your safety, please confirm with a two-factor code first.",
  user_email_already_exists: "Another account already uses that email address.",
  user_password_recently_used:
    "You have used that password recently. Please choose a different one.",
  user_password_personal_data:
    "Your password can't contain your name, email or phone number. Please choose a different one.",
  general_argument_invalid:
    "Some of the information isn't in the right format. Please check it and try again.",
  general_rate_limit_exceeded:
    "Too many tries in a short time. Please wait a few minutes and try again.",
  document_not_found: "We couldn't find that. It may have been deleted.",
  document_invalid_structure:
    "Some of the information isn't in the right format. Please check it and try again.",
  // What the embedded backend answers when its disk is full (decision 0066); on a real Appwrite,
  // a failure of its storage. Either way nothing was saved, and trying again later is the remedy.
  general_server_error:
    "The club's server couldn't save that just now, so nothing was saved. Please try again later, and tell the website manager if it keeps happening.",
  general_unknown_origin:
    "This website isn't allowed to reach the club's data service. Please tell the website manager.",
};

const unreachable =
  "We couldn't reach the club's data service. Please check your connection and try again.";
const fallback = "Something went wrong on our side. Please try again in a moment.";

/**
 * A short, kind sentence describing `error` for the person who caused it. `wordsHere` gives a
 * screen its own words for a type whose general words would mislead there (a wrong current
 * password is user_invalid_credentials too, but no email was typed).
 */
export function errorWords(
  error: unknown,
  wordsHere: Partial<Record<string, string>> = {},
): string {
  if (error instanceof AppwriteException) {
    return wordsHere[error.type] ?? wordsByType[error.type] ?? fallback;
  }
  // fetch() rejects with a TypeError when the network or the server cannot be reached.
  if (error instanceof TypeError) return unreachable;
  return fallback;
}

/** Whether `error` is an Appwrite error of the given `type`. */
export function hasErrorType(error: unknown, type: string): boolean {
  return error instanceof AppwriteException && error.type === type;
}

/** Whether `error` is Appwrite's answer for a document that does not exist (or may not be seen). */
export function isDocumentNotFound(error: unknown): boolean {
  return hasErrorType(error, "document_not_found");
}
