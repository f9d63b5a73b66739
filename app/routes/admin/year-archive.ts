import { z } from "zod";
import { translatorFor } from "../../../i18n/catalogues.ts";
import { localeOfRequest } from "../../../i18n/locale-paths.ts";
import type { Route } from "./+types/year-archive";
import { downloadFormOf } from "../../lib/admin/download-form.server.ts";
import { serverDatabases } from "../../lib/appwrite.server.ts";
import { plainTextResponse } from "../../lib/resource-response.server.ts";
import { offeredSchoolYears, schoolYear } from "../../lib/year-archive/school-year.ts";
import { archiveFileName, streamYearArchive } from "../../lib/year-archive/year-archive.server.ts";

// POST /admin/year-archive: the school year as a .zip, for organisers (decision 0117). The
// "End of the school year" screen posts the year with its form token, and the session in the
// site's cookie says who asks (download-form.server.ts). A form, not a fetch, so the browser
// saves the stream to disk.

/** A year and a form token: far less than this. */
const MAX_FORM_BYTES = 8 * 1024;

const archiveForm = z.object({ year: z.coerce.number().int() });

export async function action({ request, context }: Route.ActionArgs) {
  const zone = context.club.club.timeZone;
  const length = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (!(length <= MAX_FORM_BYTES)) {
    const { words } = await downloadFormOf(context, request, null);
    return plainTextResponse(words.t("handover.download.tooLarge"), 413);
  }
  // A body that is no form (JSON, garbage) is the same bad request as a form without a year.
  const formData = await request.formData().catch(() => null);
  const { isOrganiser, words } = await downloadFormOf(context, request, formData);
  const form = archiveForm.safeParse(formData === null ? null : Object.fromEntries(formData));
  if (!form.success || !offeredSchoolYears(context.now(), zone).includes(form.data.year)) {
    return plainTextResponse(words.t("handover.download.badYear"), 400);
  }
  if (!isOrganiser) return plainTextResponse(words.t("handover.download.refused"), 401);
  const year = schoolYear(form.data.year, zone);
  // The archive's own words are the address's language, whoever downloads it.
  const translator = translatorFor(localeOfRequest(request));
  return new Response(
    streamYearArchive({ databases: serverDatabases(context), context, year, translator }),
    {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="${archiveFileName(context.club.club.name, year)}"`,
        "Cache-Control": "no-store",
        "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "no-referrer",
      },
    },
  );
}

/** GET and the rest: the archive is made only for the screen's form. */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
