import type { ShouldRevalidateFunctionArgs } from "react-router";
import { z } from "zod";

const actionResultSchema = z.object({
  intent: z.string(),
  error: z.string().nullable(),
  stored: z.unknown().optional(),
});

/**
 * Whether a screen's action result (React Router types it as any) reports a failed edit: a save,
 * a new meeting or agenda the backend refused.
 */
export function isFailedEdit(actionResult: unknown): boolean {
  const result = actionResultSchema.safeParse(actionResult);
  return (
    result.success &&
    result.data.intent !== "login" &&
    result.data.intent !== "logout" &&
    result.data.error !== null
  );
}

/**
 * Whether a screen's action result is a save that answered what is now stored (SaveResult), which
 * the screen shows without reading it again (decision 0082).
 */
export function isAnsweredSave(actionResult: unknown): boolean {
  const result = actionResultSchema.safeParse(actionResult);
  return result.success && result.data.intent === "save" && result.data.stored !== undefined;
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
