import { appwriteOwnedNotices } from "./appwrite-owned-settings.ts";
import { loadSettings } from "./env.ts";
import { startServer } from "./http-server.ts";
import { stopOnSignals } from "./stop-on-signals.ts";

// The process entry point: the one place that reads process.env and owns signals. `--dev` (npm run
// dev) serves the site from its sources with hot reload; tsx watch restarts the process when a
// server or backend file changes.
async function main(): Promise<void> {
  const dev = process.argv.includes("--dev");
  // React and its server renderer pick their production build by NODE_ENV when first loaded
  // (with the site build, after this). Unset, a running server would render with React's
  // development build: slower, larger, and with checks meant for a developer's console.
  if (!dev) process.env.NODE_ENV ??= "production";
  const settings = loadSettings(process.env);
  const server = await startServer(settings, { log: (line) => console.log(line), dev });
  console.log(`Pride club site: ${server.url}`);
  console.log(
    settings.appwriteEndpoint
      ? `Using Appwrite at ${settings.appwriteEndpoint} (project ${settings.projectId}).`
      : `Embedded Appwrite API: ${server.url}/v1 (project ${settings.projectId}), data in ${settings.dataDir}`,
  );
  for (const notice of appwriteOwnedNotices(settings.ownedByAppwrite)) console.log(notice);
  stopOnSignals(server);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
