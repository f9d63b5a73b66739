import type { ShouldRevalidateFunctionArgs } from "react-router";
import { z } from "zod";

const actionResultSchema = z.object({ intent: z.string(), error: z.string().nullable() });

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
 * The shouldRevalidate of the admin frame and of every screen in it (React Router asks each route
 * on its own). A failed edit changed nothing, so nothing is read again: reading it again could
 * swap the editor for the sign-in form (an expired session, a removed label) and lose the
 * organiser's unsaved work along with the message saying why.
 */
export function shouldRevalidateAdminScreen({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return isFailedEdit(actionResult) ? false : defaultShouldRevalidate;
}
