import type { Route } from "./+types/support";
import { pageMeta } from "../lib/page-meta.ts";
import { ContentPage } from "../components/content-page.tsx";
import { SupportResourceList } from "../components/support-resource-list.tsx";
import { loadPage } from "../lib/content.server.ts";
import { localeOfRequest } from "../../i18n/locale-paths.ts";
import { formatCheckedDate } from "../lib/support-resources.ts";
import { resourcesVisitorsSee } from "../lib/support-resource-files.ts";
import { findSupportResources } from "../lib/collections/support-resources.ts";
import { serverDatabases } from "../lib/appwrite.server.ts";
import { useWords } from "../lib/words.tsx";
import { localeInfo } from "../../i18n/locales.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const [content, stored] = await Promise.all([
    loadPage(context, "support", locale),
    findSupportResources(serverDatabases(context), locale),
  ]);
  // Dates are worked out here, so the page's browser code needs no resource schema.
  const resources = resourcesVisitorsSee(stored, locale).map((resource) => ({
    ...resource,
    lastCheckedText: formatCheckedDate(resource.lastChecked, localeInfo(locale).intlTag),
  }));
  return { ...content, documentTitle: `${content.title} | ${context.club.club.name}`, resources };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: loaderData.documentTitle,
    description: loaderData.description,
    path: "/support",
  });
}

export default function SupportPage({ loaderData }: Route.ComponentProps) {
  const words = useWords();
  return (
    <ContentPage
      title={loaderData.title}
      html={loaderData.html}
      lang={loaderData.lang}
      className="support-page"
    >
      <h2>{words.t("support.helplines")}</h2>
      <SupportResourceList resources={loaderData.resources} />
    </ContentPage>
  );
}
