import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  // React Router v8's behaviour, taken now (decision 0073): each flag not set prints a notice on
  // every build, which a new user's first start showed and nobody could act on.
  future: {
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    // Not yet: it turns the load context every loader reads into a RouterContextProvider, a change
    // to each public route and the site handler, for no middleware yet (decisions 0073, 0084).
    v8_middleware: false,
  },
} satisfies Config;
