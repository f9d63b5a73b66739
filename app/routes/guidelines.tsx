import type { Route } from "./+types/guidelines";
import { ContentPage } from "../components/content-page.tsx";
import { loadContent } from "../lib/content.server.ts";

export function loader({ context }: Route.LoaderArgs) {
  const content = loadContent("guidelines", context.club);
  return { ...content, documentTitle: `${content.title} | ${context.club.club.name}` };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData.documentTitle }];
}

export default function GuidelinesPage({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage title={loaderData.title} html={loaderData.html} className="guidelines-page" />
  );
}
