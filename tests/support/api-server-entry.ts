// Child process of startServerProcess (server-process.ts): the real server, API only, with demo
// data, on a free port and the DATA_DIR it is given. Prints its origin once listening, and stops
// on SIGTERM as npm start does.
import { loadSettings } from "../../server/env.ts";
import { startServer } from "../../server/http-server.ts";
import { stopOnSignals } from "../../server/stop-on-signals.ts";

const [dataDir, stopDeadlineMs] = process.argv.slice(2);
if (!dataDir) throw new Error("usage: api-server-entry.ts DATA_DIR [STOP_DEADLINE_MS]");
const server = await startServer(loadSettings({ PORT: "0", DATA_DIR: dataDir }), {
  withSite: false,
  ...(stopDeadlineMs ? { stopDeadlineMs: Number(stopDeadlineMs) } : {}),
});
stopOnSignals(server);
console.log(server.url);
