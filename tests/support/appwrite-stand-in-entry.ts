// Child process of startAppwriteStandIn (server-process.ts): the embedded backend ALONE, as a
// real Appwrite would be, on a free port of its own: /v1 and its realtime, nothing of the club
// stored at start, and no site code at all (this file imports backend/ only, none of server/ or
// app/): no document rules, no kept pages, no start-up content. APPWRITE_API_KEY (from the
// environment, never the command line, which any user of the machine can read) becomes a project
// key with every scope, as one made in Appwrite's console, and ALLOWED_ORIGINS (comma-separated)
// its Web platforms, so the site's pages may call it. Prints its origin once listening.
import { createServer } from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { AUTH_METHODS } from "../../backend/config.ts";
import { createBackend } from "../../backend/create-backend.ts";
import { createMailer } from "../../backend/mail/mailer.ts";
import { createSmsSender } from "../../backend/mail/sms.ts";
import { realtimeLimits } from "../../backend/realtime/limits.ts";
import { loadProjectSchema } from "../../backend/schema/load-project-schema.ts";
import { API_KEY_SCOPES } from "../../backend/security/api-keys.ts";
import { setPasswordHashing } from "../../backend/security/password-hash.ts";
import { APPWRITE_SESSION_LIMITS } from "../../backend/services/account/sessions.ts";
import { generousLimits, testPasswordHashing } from "./test-backend-costs.ts";

const [dataDir] = process.argv.slice(2);
if (!dataDir)
  throw new Error("usage: appwrite-stand-in-entry.ts DATA_DIR (key in APPWRITE_API_KEY)");
let serve: ReturnType<typeof getRequestListener> | null = null;
const server = createServer((incoming, outgoing) => {
  if (serve) void serve(incoming, outgoing);
  else outgoing.writeHead(503).end();
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const address = server.address();
if (address === null || typeof address === "string") throw new Error("No port was given.");
const url = `http://127.0.0.1:${address.port}`;
const log = () => {};
// The test servers' cheapest argon2id: the journeys sign organisers in many times.
setPasswordHashing(testPasswordHashing);
const backend = createBackend({
  dataDir,
  projectId: "pride-club",
  publicUrl: url,
  allowedOrigins: (process.env.ALLOWED_ORIGINS ?? "").split(",").filter(Boolean),
  trustProxy: [],
  authMethods: new Set(AUTH_METHODS),
  signupsOpen: true,
  schema: loadProjectSchema(path.resolve(import.meta.dirname, "..", "..", "appwrite.json")),
  sessionLimits: APPWRITE_SESSION_LIMITS,
  rateLimits: generousLimits,
  realtimeLimits,
  now: () => new Date(),
  mailer: createMailer({ smtp: null }, dataDir, log),
  sms: createSmsSender(null, dataDir, log),
  brandName: "Appwrite",
});
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
