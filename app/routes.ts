import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { DEFAULT_LOCALE, LOCALES } from "../i18n/locales.ts";

// One explicit line per URL. Admin screens are browser-only modules (client loaders), so their
// code and the Markdown editor stay out of the public pages' JavaScript; their layout route is
// the frame every one of them shares (the sign-in guard, signing in and out, loading). reset-password is
// linked only from "Forgot password?" and from the recovery email; welcome only from an organiser
// invitation and from the setup link the first start prints; follow only from a presenter view's
// "Show on the projector". The calendar files, feeds, sitemap,
// robots.txt and preview image are resource routes: loaders that answer with a file; the year
// archive and backup ones, whose actions answer the End of the school year screen's forms,
// setup/restore, which takes the backup the first organiser's setup screen uploads, and
// ask/:id/send one whose action takes the Ask page's question, vote and "I'm here".
// A page in every language: at its own path in the default language, under /<code>/ in each
// other one (i18n/locales.ts). The route modules are shared; the root loader reads the language
// from the address. Paths of no language (/es/fr/...) fall to the not-found route.
function localised(path: string, file: string) {
  return LOCALES.map(({ code }) => {
    if (code === DEFAULT_LOCALE) return path === "" ? index(file) : route(path, file);
    const id = `${code}/${file.replace(/\.tsx?$/, "")}`;
    return route(path === "" ? code : `${code}/${path}`, file, { id });
  });
}

export default [
  ...localised("", "routes/home.tsx"),
  ...localised("join", "routes/join.tsx"),
  ...localised("guidelines", "routes/guidelines.tsx"),
  ...localised("about", "routes/about.tsx"),
  ...localised("privacy", "routes/privacy.tsx"),
  ...localised("support", "routes/support.tsx"),
  ...localised("quick-exit", "routes/quick-exit.tsx"),
  ...localised("docs", "routes/docs-index.tsx"),
  ...localised("docs/:page", "routes/docs-page.tsx"),
  ...localised("agenda/:id?", "routes/agenda.tsx"),
  ...localised("meetings", "routes/meetings.tsx"),
  ...localised("events", "routes/events.tsx"),
  ...localised("events/:id", "routes/event.tsx"),
  ...localised("ask/:id", "routes/ask.tsx"),
  ...localised("ask/:id/send", "routes/ask-send.ts"),
  ...localised("reset-password", "routes/reset-password.tsx"),
  ...localised("welcome", "routes/welcome.tsx"),
  route("welcome/api", "routes/welcome-api.ts"),
  ...localised("follow", "routes/follow.tsx"),
  route("follow/api", "routes/follow-api.ts"),
  ...localised("calendar.ics", "routes/calendar-feed.ts"),
  ...localised("calendar/:file", "routes/calendar-file.ts"),
  ...localised("og-image.png", "routes/og-image.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  ...localised("feed.xml", "routes/atom-feed.ts"),
  route("admin/year-archive", "routes/admin/year-archive.ts"),
  route("admin/api/organisers", "routes/admin/organisers-api.ts"),
  route("admin/api/credential", "routes/admin/credential.ts"),
  route("admin/api/picture/:fileId", "routes/admin/picture.ts"),
  route("admin/api/presenter-follows", "routes/admin/presenter-follows-api.ts"),
  route("admin/backup", "routes/admin/backup.ts"),
  route("setup/restore", "routes/setup-restore.ts"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/panel.tsx"),
    route("account", "routes/admin/account.tsx"),
    route("organisers", "routes/admin/organisers.tsx"),
    route("handover", "routes/admin/handover.tsx"),
    route("settings", "routes/admin/club-settings.tsx"),
    route("settings/texts", "routes/admin/settings-texts.tsx"),
    route("pages", "routes/admin/pages.tsx"),
    route("pages/:page", "routes/admin/page.tsx"),
    route("guidelines", "routes/admin/guidelines.tsx"),
    route("support-resources", "routes/admin/support-resources.tsx"),
    route("events/:id", "routes/admin/event.tsx"),
    route(":id", "routes/admin/meeting.tsx"),
    route(":id/presenter", "routes/admin/presenter.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
