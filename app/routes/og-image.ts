import type { Route } from "./+types/og-image";
import { ogImagePng } from "../lib/og-image.server.tsx";
import { resourceResponse } from "../lib/resource-response.server.ts";

/** /og-image.png: the picture link previews show. */
export async function loader({ context }: Route.LoaderArgs) {
  const png = await ogImagePng({
    clubName: context.club.club.name,
    schoolName: context.club.school.name,
  });
  return resourceResponse(png, "image/png", {
    headers: { "Cache-Control": "public, max-age=86400" },
  });
}
