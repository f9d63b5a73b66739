// Child process of startServerProcess (server-process.ts): the real server, API only (or with the
// built site, given "with-site"), with demo data, on a free port and the DATA_DIR it is given.
// Prints its origin once listening.
import { loadSettings } from "../../server/env.ts";
import { startServer } from "../../server/http-server.ts";

const [dataDir, site] = process.argv.slice(2);
if (!dataDir) throw new Error("usage: api-server-entry.ts DATA_DIR [with-site]");
const server = await startServer(loadSettings({ PORT: "0", DATA_DIR: dataDir }), {
  withSite: site === "with-site",
});
console.log(server.url);
