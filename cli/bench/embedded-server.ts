// Child process of the benchmark: the real server (API only) on a free port with demo data.
// Prints its origin on stdout once listening.
import { startServer } from "../../server/http-server.ts";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: embedded-server.ts DATA_DIR");
const server = await startServer(
  {
    port: 0,
    host: "127.0.0.1",
    dataDir,
    demoData: true,
    projectId: "pride-club",
    appwriteEndpoint: null,
    clubTimeZone: null,
    allowedOrigins: [],
    delivery: { smtp: null },
    oidc: null,
  },
  { withSite: false },
);
console.log(server.url);
