import type { Route } from "./+types/docs-index";
import { metaWords, pageMeta } from "../lib/page-meta.ts";
import { DOCS_PAGES, loadPage } from "../lib/content.server.ts";
import { useWords } from "../lib/words.tsx";
import { translatorFor } from "../../i18n/catalogues.ts";
import { localeOfRequest, localisedPath } from "../../i18n/locale-paths.ts";

/** /docs: every educational page in content/docs/, with its title and first paragraph. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const pages = await Promise.all(
    [...DOCS_PAGES].map(async ([path, name]) => {
      const { title, description } = await loadPage(context, name, locale);
      return { path: localisedPath(`/docs/${path}`, locale), title, description };
    }),
  );
  const title = translatorFor(locale).t("docs.title");
  return { pages, documentTitle: `${title} | ${context.club.club.name}` };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: loaderData.documentTitle,
    description: metaWords(matches).t("docs.description"),
    path: "/docs",
  });
}

export default function DocsIndex({ loaderData }: Route.ComponentProps) {
  const words = useWords();
  return (
    <main id="main" className="content-page">
      <header className="page-banner">
        <h1>{words.t("docs.title")}</h1>
      </header>
      <div className="page page-narrow prose">
        <p>{words.t("docs.description")}</p>
        <ul className="docs-list">
          {loaderData.pages.map((page) => (
            <li key={page.path}>
              <h2>
                <a href={page.path}>{page.title}</a>
              </h2>
              <p>{page.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
