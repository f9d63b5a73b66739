import { type RouteConfig, index, route } from "@react-router/dev/routes";

// One explicit line per URL. Admin screens are browser-only modules (client loaders), so their
// code and the Markdown editor stay out of the public pages' JavaScript; their layout route is
// the frame every one of them shares (the sign-in guard, signing in and out, loading). reset-password is
// linked only from "Forgot password?" and from the recovery email; welcome only from an organiser
// invitation and from the setup link the first start prints.
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
  route("welcome", "routes/welcome.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/panel.tsx"),
    route("account", "routes/admin/account.tsx"),
    route("organisers", "routes/admin/organisers.tsx"),
    route("events/:id", "routes/admin/event.tsx"),
    route(":id", "routes/admin/meeting.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
