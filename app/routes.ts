import { type RouteConfig, index, route } from "@react-router/dev/routes";

// One explicit line per URL. Admin screens are browser-only modules (client loaders), so their
// code and the Markdown editor stay out of the public pages' JavaScript; their layout route is
// the frame every one of them shares (the sign-in guard, signing in and out, loading). reset-password is
// linked only from "Forgot password?" and from the recovery email; welcome only from an organiser
// invitation and from the setup link the first start prints; follow only from a presenter view's
// "Show on the projector". The calendar files, feeds, sitemap,
// robots.txt and preview image are resource routes: loaders that answer with a file.
export default [
  index("routes/home.tsx"),
  route("join", "routes/join.tsx"),
  route("guidelines", "routes/guidelines.tsx"),
  route("about", "routes/about.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("support", "routes/support.tsx"),
  route("quick-exit", "routes/quick-exit.tsx"),
  route("docs", "routes/docs-index.tsx"),
  route("docs/:page", "routes/docs-page.tsx"),
  route("agenda/:id?", "routes/agenda.tsx"),
  route("meetings", "routes/meetings.tsx"),
  route("events", "routes/events.tsx"),
  route("events/:id", "routes/event.tsx"),
  route("ask/:id", "routes/ask.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("welcome", "routes/welcome.tsx"),
  route("follow", "routes/follow.tsx"),
  route("calendar.ics", "routes/calendar-feed.ts"),
  route("calendar/:file", "routes/calendar-file.ts"),
  route("og-image.png", "routes/og-image.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("feed.xml", "routes/atom-feed.ts"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/panel.tsx"),
    route("account", "routes/admin/account.tsx"),
    route("organisers", "routes/admin/organisers.tsx"),
    route("settings", "routes/admin/club-settings.tsx"),
    route("pages", "routes/admin/pages.tsx"),
    route("pages/:page", "routes/admin/page.tsx"),
    route("events/:id", "routes/admin/event.tsx"),
    route(":id", "routes/admin/meeting.tsx"),
    route(":id/presenter", "routes/admin/presenter.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
