import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadCatalogue } from "../i18n/catalogues.ts";
import { DEFAULT_LOCALE, isLocale } from "../i18n/locales.ts";

// React Router's own browser entry, but for one thing: the page's words are rendered on the
// client too, and the browser build carries each language's catalogue as a file of its own
// (vite/precompiled-catalogues.ts), so the page's language (its `lang`, which the root layout
// sets) is fetched before React hydrates the page. Only the admin screens and the few pages that
// opt in are hydrated; the public pages never run this (decisions 0050, 0051).
// An admin screen speaks its organiser's language (data-admin-locale, set by the admin frame),
// which may not be the address's: both are fetched.
const languages = [
  document.documentElement.lang,
  document.querySelector<HTMLElement>("[data-admin-locale]")?.dataset.adminLocale,
];

Promise.all(
  [
    ...new Set(
      languages.map((lang) => (lang !== undefined && isLocale(lang) ? lang : DEFAULT_LOCALE)),
    ),
  ].map(loadCatalogue),
).then(
  () => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  },
  // The page stays as the server drew it (its links and forms work as plain HTML); a reload
  // tries again.
  (error: unknown) => console.error("The page's words could not load:", error),
);
