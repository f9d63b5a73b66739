import type { Route } from "./+types/guidelines";
import { pageMeta } from "../lib/page-meta.ts";
import { ContentPage } from "../components/content-page.tsx";
import { loadPage } from "../lib/content.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const content = await loadPage(context, "guidelines");
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
    <ContentPage title={loaderData.title} html={loaderData.html} className="guidelines-page" />
  );
}
