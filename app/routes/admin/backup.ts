import type { Route } from "./+types/backup";
import { downloadFormOf } from "../../lib/admin/download-form.server.ts";
import { plainTextResponse, resourceResponse } from "../../lib/resource-response.server.ts";

// POST /admin/backup: the whole site as `npm run backup` writes it, for organisers (decision
// 0143). The End of the school year screen posts its form token, and the session in the site's
// cookie says who asks (download-form.server.ts); a form, not a fetch, so the browser saves the
// stream to disk. Only the embedded backend has one: a real Appwrite's backups are its own.

/** A form token: far less than this. */
const MAX_FORM_BYTES = 8 * 1024;

export async function action({ request, context }: Route.ActionArgs) {
  const length = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (!(length <= MAX_FORM_BYTES)) {
    const { words } = await downloadFormOf(context, request, null);
    return plainTextResponse(words.t("backup.download.tooLarge"), 413);
  }
  // A body that is no form carries no form token: a guest's.
  const form = await request.formData().catch(() => null);
  const { isOrganiser, words } = await downloadFormOf(context, request, form);
  if (!isOrganiser) return plainTextResponse(words.t("backup.download.refused"), 401);
  if (!context.backups) return plainTextResponse(words.t("backup.appwrite"), 404);
  const backup = await context.backups.download();
  if ("retryAfterSeconds" in backup) {
    const minutes = Math.ceil(backup.retryAfterSeconds / 60);
    return resourceResponse(
      `${words.t("backup.download.tooSoon", { minutes })}\n`,
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
