// Child process of startServerProcess (server-process.ts): the real server, API only (or with the
// built site, given --with-site), with demo data, on a free port and the DATA_DIR it is given.
// Prints its origin once listening, and stops on SIGTERM as npm start does.
import { loadSettings } from "../../server/env.ts";
import { startServer } from "../../server/http-server.ts";
import { stopOnSignals } from "../../server/stop-on-signals.ts";

const [dataDir, ...flags] = process.argv.slice(2);
if (!dataDir) {
  throw new Error("usage: api-server-entry.ts DATA_DIR [--with-site] [--stop-deadline-ms=N]");
}
const stopDeadlineMs = flags.find((flag) => flag.startsWith("--stop-deadline-ms="))?.split("=")[1];
const server = await startServer(loadSettings({ PORT: "0", DATA_DIR: dataDir }), {
  withSite: flags.includes("--with-site"),
  ...(stopDeadlineMs ? { stopDeadlineMs: Number(stopDeadlineMs) } : {}),
});
stopOnSignals(server);
console.log(server.url);
