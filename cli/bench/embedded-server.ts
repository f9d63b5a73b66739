// Child process of the benchmark: the real server (site and API, from the build) on a free port
// with demo data.
// Prints its origin on stdout once listening. Given an email and a password, it first makes that
// organiser account, as `npm run users` would, so the bench can write meetings (realtime events).
import { createUser } from "../../backend/services/account/accounts.ts";
import { loadSettings } from "../../server/env.ts";
import { startServer } from "../../server/http-server.ts";

const [dataDir, email, password] = process.argv.slice(2);
if (!dataDir) throw new Error("usage: embedded-server.ts DATA_DIR [ADMIN_EMAIL ADMIN_PASSWORD]");
const server = await startServer(loadSettings({ PORT: "0", DATA_DIR: dataDir }));
if (email && password && server.backend) {
  const deps = { accounts: server.backend.store.accounts, now: () => new Date() };
  await createUser(deps, { email, password, name: "Bench Organiser", labels: ["admin"] });
}
console.log(server.url);
