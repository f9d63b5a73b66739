// Child process of startAppwriteStandIn (appwrite-stand-in.ts): the embedded backend ALONE, as a
// real Appwrite would be, on a free port of its own: /v1 and its realtime, no site, none of the
// site's document rules, no club content stored at start. APPWRITE_API_KEY (from the
// environment, never the command line, which any user of the machine can read) becomes a project
// key with every scope, as one made in Appwrite's console. Prints its origin once listening.
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createBackend } from "../../backend/create-backend.ts";
import { API_KEY_SCOPES } from "../../backend/security/api-keys.ts";
import { backendConfigOf } from "../../server/backend-settings.ts";
import { loadSettings } from "../../server/env.ts";
import { listeningUrl } from "../../server/listen.ts";

const [dataDir] = process.argv.slice(2);
if (!dataDir)
  throw new Error("usage: appwrite-stand-in-entry.ts DATA_DIR (key in APPWRITE_API_KEY)");
const settings = loadSettings({ PORT: "0", DATA_DIR: dataDir });
let serve: ReturnType<typeof getRequestListener> | null = null;
const server = createServer((incoming, outgoing) => {
  if (serve) void serve(incoming, outgoing);
  else outgoing.writeHead(503).end();
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const url = listeningUrl(server, "127.0.0.1");
const siteConfig = backendConfigOf(settings, {}, () => "Appwrite", url);
if (!siteConfig)
  throw new Error("The stand-in is the embedded backend: APPWRITE_ENDPOINT is unset.");
// A real Appwrite knows nothing of the site's rules (DESIGN.md).
const { documentRules: _siteRules, ...config } = siteConfig;
const backend = createBackend(config);
const apiKey = process.env.APPWRITE_API_KEY;
if (apiKey) backend.apiKeys.add(apiKey, { name: "Stand-in", scopes: API_KEY_SCOPES });
serve = getRequestListener((request) => backend.fetch(request));
server.on("upgrade", (request, socket, head) =>
  backend.realtime.handleUpgrade(request, socket, head),
);
process.once("SIGTERM", () => {
  backend.realtime.close();
  server.close(() => void backend.close().then(() => process.exit(0)));
});
console.log(url);
