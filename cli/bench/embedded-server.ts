// Child process of the benchmark: the real server (site and API, from the build) on a free port
// with demo data, compiled and in production mode, as `npm start` runs it (server/main.ts).
// Prints its origin on stdout once listening. Given an email and a password, it first makes that
// organiser account, as `npm run users` would, so the bench can write meetings (realtime events).
// Given a number of meetings, it also stores that many, one an hour around now, through the
// storage layer, in the form the API stores (faster than the API; nothing is cached yet).
// BENCH_API_KEY (environment) becomes a project key of the embedded backend, as one made in
// Appwrite's console; the same file with APPWRITE_ENDPOINT and APPWRITE_API_KEY is the site on a
// real Appwrite (here the first server's /v1, on another origin), with no backend of its own.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type * as Datetime from "../../backend/schema/datetime.ts";
import type * as Accounts from "../../backend/services/account/accounts.ts";
import type * as Env from "../../server/env.ts";
import type * as HttpServer from "../../server/http-server.ts";
import type * as ApiKeys from "../../backend/security/api-keys.ts";

process.env.NODE_ENV ??= "production";
// The modules as `npm run build` compiled them (build/node), typed by their sources.
const compiled = <T>(source: string): Promise<T> =>
  import(
    pathToFileURL(path.join(import.meta.dirname, "../../build/node", `${source}.js`)).href
  ) as Promise<T>;
const { formatDatetime } = await compiled<typeof Datetime>("backend/schema/datetime");
const { createUser } = await compiled<typeof Accounts>("backend/services/account/accounts");
const { loadSettings } = await compiled<typeof Env>("server/env");
const { startServer } = await compiled<typeof HttpServer>("server/http-server");
const { API_KEY_SCOPES } = await compiled<typeof ApiKeys>("backend/security/api-keys");

const [dataDir, email, password, meetings = "0"] = process.argv.slice(2);
if (!dataDir) {
  throw new Error("usage: embedded-server.ts DATA_DIR [ADMIN_EMAIL ADMIN_PASSWORD [MEETINGS]]");
}
const { APPWRITE_ENDPOINT, APPWRITE_API_KEY, BENCH_API_KEY } = process.env;
const server = await startServer(
  loadSettings({ PORT: "0", DATA_DIR: dataDir, APPWRITE_ENDPOINT, APPWRITE_API_KEY }),
);
if (BENCH_API_KEY && server.backend) {
  server.backend.apiKeys.add(BENCH_API_KEY, { name: "Bench", scopes: API_KEY_SCOPES });
}
if (email && password && server.backend) {
  const deps = { accounts: server.backend.store.accounts, now: () => new Date() };
  await createUser(deps, { email, password, name: "Bench Organiser", labels: ["admin"] });
}
const count = Number(meetings);
const ref = { databaseId: "offbranch", collectionId: "club_meetings" };
const hour = 60 * 60 * 1000;
for (let index = 0; index < count && server.backend; index++) {
  const start = Date.now() + (index - Math.floor(count / 2)) * hour;
  await server.backend.store.documents.createDocument(ref, {
    id: `bench-${index}`,
    createdAt: formatDatetime(new Date()),
    // Saved meetings, public by their own read (decision 0134).
    permissions: ['read("any")'],
    data: {
      title: `Bench meeting ${index}`,
      start: formatDatetime(new Date(start)),
      end: formatDatetime(new Date(start + hour / 2)),
      location: "Room 214",
      canceled: false,
      location_on_request: false,
    },
  });
}
console.log(server.url);
