import type { Route } from "./+types/about";
import { ContentPage } from "../components/content-page.tsx";
import { loadContent } from "../lib/content.server.ts";

export function loader({ context }: Route.LoaderArgs) {
  const content = loadContent("about", context.club);
  // The spec gives the about page the club name as its browser title.
  return { ...content, documentTitle: context.club.club.name };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData.documentTitle }];
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage title={loaderData.title} html={loaderData.html} />;
}
