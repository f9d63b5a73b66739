import type { ShouldRevalidateFunctionArgs } from "react-router";

// Read by the root route too (app/root.tsx), so it is checked by hand, not with zod: every page
// would otherwise load zod for two fields.

/** A screen's action result, when it has the shape every admin screen's action answers. */
function actionResultOf(
  actionResult: unknown,
): { intent: string; error: string | null; hasStored: boolean } | null {
  if (typeof actionResult !== "object" || actionResult === null) return null;
  const intent: unknown = Reflect.get(actionResult, "intent");
  const error: unknown = Reflect.get(actionResult, "error");
  if (typeof intent !== "string" || !(error === null || typeof error === "string")) return null;
  return { intent, error, hasStored: Reflect.get(actionResult, "stored") !== undefined };
}

/**
 * Whether a screen's action result (React Router types it as any) reports a failed edit: a save,
 * a new meeting or agenda the backend refused.
 */
export function isFailedEdit(actionResult: unknown): boolean {
  const result = actionResultOf(actionResult);
  return (
    result !== null &&
    result.intent !== "login" &&
    result.intent !== "logout" &&
    result.error !== null
  );
}

/**
 * Whether a screen's action result is a save that answered what is now stored (SaveResult), which
 * the screen shows without reading it again (decision 0082).
 */
export function isAnsweredSave(actionResult: unknown): boolean {
  const result = actionResultOf(actionResult);
  return result !== null && result.intent === "save" && result.hasStored;
}

/**
 * The shouldRevalidate of the admin frame and of every screen in it (React Router asks each route
 * on its own). A failed edit changed nothing, so nothing is read again: reading it again could
 * swap the editor for the sign-in form (an expired session, a removed label) and lose the
 * organiser's unsaved work along with the message saying why. A save that answered what it
 * stored needs no second read either.
 */
export function shouldRevalidateAdminScreen({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return isFailedEdit(actionResult) || isAnsweredSave(actionResult)
    ? false
    : defaultShouldRevalidate;
}
