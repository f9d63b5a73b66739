import type { Route } from "./+types/about";
import { pageMeta } from "../lib/page-meta.ts";
import { ContentPage } from "../components/content-page.tsx";
import { loadPage } from "../lib/content.server.ts";
import { localeOfRequest } from "../../i18n/locale-paths.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const content = await loadPage(context, "about", localeOfRequest(request));
  // The spec gives the about page the club name as its browser title.
  return { ...content, documentTitle: context.club.club.name };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: loaderData.documentTitle,
    description: loaderData.description,
    path: "/about",
  });
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage title={loaderData.title} html={loaderData.html} lang={loaderData.lang} />;
}
