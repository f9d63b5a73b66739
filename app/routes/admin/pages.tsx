import type { Route } from "./+types/pages";
import { LOCALES } from "../../../i18n/locales.ts";
import { languageHref } from "../../components/admin/language-tabs.tsx";
import { LoadedScreen } from "../../components/admin/problem-screen.tsx";
import { ScreenHeader } from "../../components/admin/screen-header.tsx";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import { loadOrganiserScreen } from "../../lib/admin/organiser-screen.server.ts";
import { listPages, pageParam } from "../../lib/collections/pages.ts";
import { PAGE_NAMES } from "../../lib/content-file.ts";
import { useWords } from "../../lib/words.tsx";

// The club's pages, each in each language, drawn by the site's server: no React in the browser.
export const handle = { titleId: "admin.pages.title" } as const;
export const meta = adminMeta(handle.titleId);

export function loader(args: Route.LoaderArgs) {
  return loadOrganiserScreen(args, "the pages", async ({ appwrite: { databases } }) => ({
    pages: await listPages(databases),
  }));
}

export default function PagesRoute({ loaderData }: Route.ComponentProps) {
  const words = useWords();
  return (
    <LoadedScreen
      load={loaderData}
      title={words.t("admin.pages.title")}
      failure={words.t("admin.pages.loadFailed")}
    >
      {({ pages }) => (
        <main id="main" className="page admin-page">
          <ScreenHeader title={words.t("admin.pages.title")} navLabel={words.t("admin.nav")} />
          <p className="admin-hint">{words.t("admin.pages.intro")}</p>
          <ul className="admin-card page-list">
            {PAGE_NAMES.map((name) => {
              const path = `/admin/pages/${pageParam(name)}`;
              return (
                <li key={name}>
                  <p className="page-name">/{name}</p>
                  <ul
                    className="page-languages"
                    aria-label={words.t("admin.pages.languages", { page: name })}
                  >
                    {LOCALES.map(({ code, name: language }) => {
                      const stored = pages.find(
                        (page) => page.slug === name && page.locale === code,
                      );
                      return (
                        <li key={code}>
                          <a href={languageHref(path, code)}>
                            {stored
                              ? words.t("admin.pages.written", { language, title: stored.title })
                              : words.t("admin.pages.notWritten", { language })}
                          </a>
                        </li>
                      );
                    })}
                  </ul>
                </li>
              );
            })}
          </ul>
        </main>
      )}
    </LoadedScreen>
  );
}
