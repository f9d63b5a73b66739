import { data } from "react-router";
import type { Route } from "./+types/docs-page";
import { metaWords, pageMeta } from "../lib/page-meta.ts";
import { localeOfRequest } from "../../i18n/locale-paths.ts";
import { ContentPage } from "../components/content-page.tsx";
import { PageNotFound } from "../components/page-not-found.tsx";
import { DOCS_PAGES, loadPage } from "../lib/content.server.ts";

/** /docs/lgbtq and /docs/guide-to-lgbtq; any other /docs page is a 404. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const name = DOCS_PAGES.get(params.page);
  if (name === undefined) return data({ page: null }, { status: 404 });
  const content = await loadPage(context, name, localeOfRequest(request));
  return data({
    page: { ...content, documentTitle: `${content.title} | ${context.club.club.name}` },
  });
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  if (loaderData.page === null) return [{ title: metaWords(matches).t("notFound.title") }];
  return pageMeta(matches, {
    title: loaderData.page.documentTitle,
    description: loaderData.page.description,
    path: `/docs/${params.page}`,
  });
}

export default function DocsPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.page === null) return <PageNotFound />;
  return (
    <ContentPage
      title={loaderData.page.title}
      html={loaderData.page.html}
      lang={loaderData.page.lang}
      className="docs-page"
    />
  );
}
