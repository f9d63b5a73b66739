import type { Route } from "./+types/guidelines";
import { pageMeta } from "../lib/page-meta.ts";
import { ContentPage } from "../components/content-page.tsx";
import { loadPage } from "../lib/content.server.ts";
import { localeOfRequest } from "../../i18n/locale-paths.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const content = await loadPage(context, "guidelines", localeOfRequest(request));
  return { ...content, documentTitle: `${content.title} | ${context.club.club.name}` };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: loaderData.documentTitle,
    description: loaderData.description,
    path: "/guidelines",
  });
}

export default function GuidelinesPage({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage
      title={loaderData.title}
      html={loaderData.html}
      lang={loaderData.lang}
      className="guidelines-page"
    />
  );
}
