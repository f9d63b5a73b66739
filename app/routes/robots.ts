import type { Route } from "./+types/robots";
import { publicLink } from "../lib/public-links.ts";
import { resourceResponse } from "../lib/resource-response.server.ts";
import { alternatePaths } from "../../i18n/locale-paths.ts";

/**
 * /robots.txt: everything public may be crawled but the admin area, the API, password resets and
 * the welcome page that invitations and the setup link open (in every language).
 */
export function loader({ context }: Route.LoaderArgs) {
  const lines = [
    "User-agent: *",
    "Disallow: /admin",
    ...["/reset-password", "/welcome"].flatMap((page) =>
      alternatePaths(page).map(({ path }) => `Disallow: ${path}`),
    ),
    "Disallow: /v1/",
    "",
    `Sitemap: ${publicLink(context.publicUrl, "/sitemap.xml")}`,
  ];
  return resourceResponse(`${lines.join("\n")}\n`, "text/plain; charset=utf-8");
}
