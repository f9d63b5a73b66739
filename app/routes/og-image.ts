import type { Route } from "./+types/og-image";
import { ogImagePng } from "../lib/og-image.server.tsx";
import { mascotPng } from "../lib/mascot-png.server.ts";
import { translatorFor } from "../../i18n/catalogues.ts";
import { localeOfRequest } from "../../i18n/locale-paths.ts";
import { resourceResponse } from "../lib/resource-response.server.ts";

/** /og-image.png (and /es/og-image.png): the picture link previews show, in the page's language. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const words = translatorFor(localeOfRequest(request));
  const png = await ogImagePng({
    clubName: context.club.club.name,
    schoolName: context.club.school.name,
    tagline: words.t("share.tagline"),
    mascot: await mascotPng(context, context.club.mascot),
  });
  return resourceResponse(png, "image/png", {
    headers: { "Cache-Control": "public, max-age=86400" },
  });
}
