import { type RouteConfig, index, route } from "@react-router/dev/routes";

// One explicit line per URL. Admin screens are browser-only modules (client loaders), so their
// code and the Markdown editor stay out of the public pages' JavaScript. reset-password is
// linked only from "Forgot password?" and from the recovery email.
export default [
  index("routes/home.tsx"),
  route("join", "routes/join.tsx"),
  route("guidelines", "routes/guidelines.tsx"),
  route("about", "routes/about.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("support", "routes/support.tsx"),
  route("quick-exit", "routes/quick-exit.tsx"),
  route("docs/:page", "routes/docs-page.tsx"),
  route("agenda/:id?", "routes/agenda.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("admin", "routes/admin/panel.tsx"),
  route("admin/account", "routes/admin/account.tsx"),
  route("admin/events/:id", "routes/admin/event.tsx"),
  route("admin/:id", "routes/admin/meeting.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
