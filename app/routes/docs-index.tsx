import type { Route } from "./+types/docs-index";
import { pageMeta } from "../lib/page-meta.ts";
import { DOCS_PAGES, loadPage } from "../lib/content.server.ts";

const TITLE = "Learn more";
const DESCRIPTION = "The club's pages about LGBTQ+ words, identities and how to be a good ally.";

/** /docs: every educational page in content/docs/, with its title and first paragraph. */
export async function loader({ context }: Route.LoaderArgs) {
  const pages = await Promise.all(
    [...DOCS_PAGES].map(async ([path, name]) => {
      const { title, description } = await loadPage(context, name);
      return { path: `/docs/${path}`, title, description };
    }),
  );
  return { pages, documentTitle: `${TITLE} | ${context.club.club.name}` };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: loaderData.documentTitle,
    description: DESCRIPTION,
    path: "/docs",
  });
}

export default function DocsIndex({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="content-page">
      <header className="page-banner">
        <h1>{TITLE}</h1>
      </header>
      <div className="page page-narrow prose">
        <p>{DESCRIPTION}</p>
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
