import { useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { preloadModule } from "react-dom";
import catalogueFiles from "virtual:catalogue-files";
import pageScriptUrl from "virtual:page-script";
import type { Route } from "./+types/root";
import "./app.css";
import bodyFont from "@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-400-normal.woff2?url";
import boldFont from "@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-700-normal.woff2?url";
import displayFont from "@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2?url";
import { Footer } from "./components/footer.tsx";
import { JsonScript } from "./components/json-script.tsx";
import { Navbar } from "./components/navbar.tsx";
import { PageNotFound } from "./components/page-not-found.tsx";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { shouldRevalidateAdminScreen } from "./lib/admin/revalidation.ts";
import { useNonce } from "./lib/csp-nonce.ts";
import { accentStyleSheet } from "./lib/look/accent-style.ts";
import { isHydratedPage } from "./lib/page-hydration.ts";
import { ATOM_FEED_PATH } from "./lib/public-links.ts";
import { localisedPath } from "../i18n/locale-paths.ts";
import { toPublicSettings } from "./lib/public-settings.ts";
import { useWords, WordsContext } from "./lib/words.tsx";
import { PAGE_SCRIPT_WORDS_ID, pageScriptWords } from "./lib/page-script-words.ts";
import { loadCatalogue, translatorFor } from "../i18n/catalogues.ts";
import { localeOfPath } from "../i18n/locale-paths.ts";
import { offeredLocale } from "../i18n/offered-locale.ts";

export function loader({ context, request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  return {
    settings: toPublicSettings(context),
    locale: localeOfPath(pathname),
    offeredLocale: offeredLocale(pathname, request.headers.get("Accept-Language")),
  };
}

/**
 * After an admin screen's save, the page's settings are read again only when the save could have
 * changed them (the club's settings and texts): a meeting's or an event's save answered what it
 * stored, and nothing more is read before "Saved!" (issue 32 item 3).
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  if (args.formAction?.startsWith("/admin/settings")) return args.defaultShouldRevalidate;
  return shouldRevalidateAdminScreen(args);
}

/**
 * After a navigation in the browser (an admin screen's link, a sign-in's redirect), the page's
 * language may be one the browser has not fetched yet (an invitation accepted on /es/welcome
 * leads to /admin): its catalogue is fetched before the page is drawn in it. The first page's
 * language is fetched before hydration (entry.client.tsx).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadCatalogue(data.locale);
  return data;
}

// The fonts every page shows above the fold (the navbar's links are bold), fetched with the
// stylesheet rather than after it, so text is drawn once in its own font instead of swapping
// from a fallback (layout shift).
const preloadedFonts = [bodyFont, boldFont, displayFont];

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  ...preloadedFonts.map((href) => ({
    rel: "preload",
    href,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous" as const,
  })),
];

/** The document shell around every page and error: header, footer and the public settings. */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  // Scroll restoration keeps visited paths in sessionStorage. Public pages load in full (the
  // browser restores their scroll itself) and store nothing about visitors, so only the admin
  // screens, which navigate in the browser, use it.
  const { pathname } = useLocation();
  const isAdminScreen = pathname.startsWith("/admin");
  // Public pages are complete as HTML and are not hydrated: they load no React, only the page
  // script (decisions 0050, 0051).
  const isHydrated = isHydratedPage(useMatches());
  // The address says the language; a page that failed before the root loader answered (no
  // data) is in the default one.
  const locale = data?.locale ?? localeOfPath(pathname);
  const words = translatorFor(locale);
  // A hydrated page fetches its language's catalogue before React draws it (entry.client.tsx):
  // asked for beside the page's other scripts, not after them. (The list is the server's.)
  const catalogueFile = isHydrated ? catalogueFiles[locale] : undefined;
  if (catalogueFile !== undefined) preloadModule(catalogueFile, { as: "script" });
  // The club's accent over tokens.css, after the stylesheets so it wins (decision 0114).
  const accentSheet = data ? accentStyleSheet(data.settings.accent) : null;
  // Marks a hydrated document ready once React has hydrated it: before that a click reaches no
  // handler, so the browser tests wait for html[data-ready] before they press anything. The
  // page script marks the pages React leaves alone.
  useEffect(() => {
    document.documentElement.dataset.ready = "";
  }, []);
  return (
    <html lang={locale} data-hydrates={isHydrated ? "" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="referrer" content="no-referrer" />
        <Meta />
        <Links />
        {accentSheet !== null && <style nonce={nonce}>{accentSheet}</style>}
        <link
          rel="alternate"
          type="application/atom+xml"
          href={localisedPath(ATOM_FEED_PATH, locale)}
          title={words.t("feed.title")}
        />
        <script type="module" src={pageScriptUrl} nonce={nonce} />
        {data && <JsonScript id="public-settings" value={data.settings} />}
        <JsonScript id={PAGE_SCRIPT_WORDS_ID} value={pageScriptWords(words)} />
      </head>
      <body>
        <WordsContext value={words}>
          <a className="skip-link" href="#main">
            {words.t("chrome.skipToMain")}
          </a>
          {data && (
            <Navbar
              clubName={data.settings.club.name}
              quickExitUrl={data.settings.quickExitUrl}
              offeredLocale={data.offeredLocale}
              mascot={data.settings.mascot}
              appwrite={data.settings.appwrite}
            />
          )}
          {children}
          {data && <Footer settings={data.settings} />}
        </WordsContext>
        {isAdminScreen && <ScrollRestoration nonce={nonce} />}
        {isHydrated && <Scripts nonce={nonce} />}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const words = useWords();
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  // The club's data lives in Appwrite; a 503 here is Appwrite not answering (decision 0137).
  if (isRouteErrorResponse(error) && error.status === 503) {
    return (
      <main id="main" className="page page-narrow status-page">
        <h1>{words.t("error.unreachableTitle")}</h1>
        <p className="lead">{words.t("error.unreachableLead")}</p>
      </main>
    );
  }
  return (
    <main id="main" className="page page-narrow status-page">
      <h1>{words.t("error.title")}</h1>
      <p className="lead">{words.t("error.lead")}</p>
      <p>
        {words.node("error.tryAgain", {
          home: (chunks) => <a href={words.path("/")}>{chunks}</a>,
        })}
      </p>
    </main>
  );
}
