// Child process of the reconnect test: the API alone on the DATA_DIR and port it is given
// (0 = any free port), printing its origin once listening. A restart passes the port the first
// run got, because a browser's SDK reconnects to the same URL it connected to.
import { loadSettings } from "../../../server/env.ts";
import { startServer } from "../../../server/http-server.ts";

const [dataDir, port = "0"] = process.argv.slice(2);
if (!dataDir) throw new Error("usage: fixed-port-server.ts DATA_DIR [PORT]");
const server = await startServer(
  loadSettings({
    PORT: port,
    DATA_DIR: dataDir,
    DEMO_DATA: "0",
    AUTH_METHODS: "all",
    SIGNUPS: "open",
  }),
  { withSite: false },
);
console.log(server.url);
