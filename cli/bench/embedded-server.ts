// Child process of the benchmark: the real server (API only) on a free port with demo data.
// Prints its origin on stdout once listening.
import { loadSettings } from "../../server/env.ts";
import { startServer } from "../../server/http-server.ts";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: embedded-server.ts DATA_DIR");
const server = await startServer(loadSettings({ PORT: "0", DATA_DIR: dataDir }), {
  withSite: false,
});
console.log(server.url);
