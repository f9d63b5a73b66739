import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  StaticRouterProvider,
} from "react-router";
import { expect, test } from "vitest";
import { translatorFor } from "../../../i18n/catalogues.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { isAppwriteOnAnotherSite } from "../../lib/appwrite-site.server.ts";
import type { PublicSettings } from "../../lib/public-settings.ts";
import { WordsContext } from "../../lib/words.tsx";
import { AppwriteElsewhereNotice } from "./appwrite-elsewhere-notice.tsx";

const CLUB = "https://pride.example.org";

/** The notice as the admin home draws it, with the club's settings for Appwrite at `endpoint`. */
async function noticeWith(endpoint: string | null, locale: Locale): Promise<string> {
  const appwrite = {
    endpoint,
    projectId: "pride-club",
    isAnotherSite: isAppwriteOnAnotherSite(CLUB, endpoint),
  };
  const settings = { appwrite, publicUrl: CLUB } as PublicSettings;
  const { query, dataRoutes } = createStaticHandler([
    {
      id: "root",
      path: "/",
      loader: () => ({ settings }),
      Component: Outlet,
      children: [{ path: "admin", Component: AppwriteElsewhereNotice }],
    },
  ]);
  const context = await query(new Request(`${CLUB}/admin`));
  if (context instanceof Response) throw new Error("No admin page");
  return renderToString(
    <WordsContext value={translatorFor(locale)}>
      <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} />
    </WordsContext>,
  ).replaceAll("&#x27;", "'");
}

test.each([
  {
    locale: "en" as const,
    says: "Appwrite is on another site than the club's (cloud.appwrite.io)",
  },
  {
    locale: "es" as const,
    says: "Appwrite está en otro sitio que el del club (cloud.appwrite.io)",
  },
])(
  "an organiser ($locale) on Appwrite Cloud's address is told their session cannot stay in a protected cookie",
  async ({ locale, says }) => {
    const html = await noticeWith("https://cloud.appwrite.io/v1", locale);

    expect(html).toContain(says);
    expect(html).toContain("README, “Using a real Appwrite”");
  },
);

test.each([
  { name: "the embedded backend", endpoint: null },
  {
    name: "Appwrite on a subdomain of the club's domain",
    endpoint: "https://appwrite.example.org/v1",
  },
])("an organiser on $name sees no such notice", async ({ endpoint }) => {
  expect(await noticeWith(endpoint, "en")).not.toContain("another site");
});
