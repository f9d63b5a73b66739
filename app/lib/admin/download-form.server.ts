import type { AppLoadContext } from "react-router";
import type { Translator } from "../../../i18n/translate.ts";
import { FORM_TOKEN_FIELD } from "./form-fields.ts";
import { adminRequestOf } from "./organiser-request.server.ts";
import { fieldOf } from "./organiser-screen.server.ts";

// How a download the End of the school year screen posts (the year's archive, a backup:
// decisions 0117, 0143) learns that an organiser asks: the session in the site's own cookie
// (decision 0148), and the form token the screen drew for that session, so another site's page
// cannot start one. Its one-time id is not spent: a download changes nothing, and the screen
// stays as it was, so its other download may follow with the same form.

/** Whether `form` was drawn for the signed-in organiser who posts it; with their words. */
export async function downloadFormOf(
  context: AppLoadContext,
  request: Request,
  form: FormData | null,
): Promise<{ isOrganiser: boolean; words: Translator }> {
  const asked = await adminRequestOf(context, request);
  const isOrganiser =
    asked.access.kind === "admin" &&
    asked.form !== null &&
    form !== null &&
    fieldOf(form, FORM_TOKEN_FIELD) === asked.form.token;
  return { isOrganiser, words: asked.words };
}
