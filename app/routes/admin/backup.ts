import { z } from "zod";
import { translatorFor } from "../../../i18n/catalogues.ts";
import { localeOfRequest } from "../../../i18n/locale-paths.ts";
import type { Route } from "./+types/backup";
import { isOrganiserJwt } from "../../lib/organiser-jwt.server.ts";
import { plainTextResponse, resourceResponse } from "../../lib/resource-response.server.ts";

// POST /admin/backup: the whole site as `npm run backup` writes it, for organisers (decision
// 0143). The End of the school year screen posts a JWT it has just made, which Appwrite itself
// checks (organiser-jwt.server.ts); a form, not a fetch, so the browser saves the stream to disk.
// Only the embedded backend has one: a real Appwrite's backups are its own.

/** A JWT: far less than this. */
const MAX_FORM_BYTES = 8 * 1024;

const backupForm = z.object({ jwt: z.string().max(2048).default("") });

export async function action({ request, context }: Route.ActionArgs) {
  const translator = translatorFor(localeOfRequest(request));
  const length = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (!(length <= MAX_FORM_BYTES)) {
    return plainTextResponse(translator.t("backup.download.tooLarge"), 413);
  }
  // A body that is no form is a guest's: it carries no JWT.
  const fields = await request.formData().then(
    (formData) => Object.fromEntries(formData),
    () => ({}),
  );
  const form = backupForm.safeParse(fields);
  if (!form.success || !(await isOrganiserJwt(context, form.data.jwt))) {
    return plainTextResponse(translator.t("backup.download.refused"), 401);
  }
  if (!context.backups) return plainTextResponse(translator.t("backup.appwrite"), 404);
  const backup = await context.backups.download();
  if ("retryAfterSeconds" in backup) {
    const minutes = Math.ceil(backup.retryAfterSeconds / 60);
    return resourceResponse(
      `${translator.t("backup.download.tooSoon", { minutes })}\n`,
      "text/plain; charset=utf-8",
      { status: 429, headers: { "Retry-After": String(backup.retryAfterSeconds) } },
    );
  }
  return new Response(backup.body, {
    headers: {
      "Content-Type": "application/gzip",
      "Content-Length": String(backup.size),
      "Content-Disposition": `attachment; filename="${backup.fileName}"`,
      "Cache-Control": "no-store",
      "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
    },
  });
}

/** GET and the rest: a backup is made only for the screen's form. */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
