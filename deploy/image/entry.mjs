// The image's entry command (deploy/image/Dockerfile). A settings problem (no PUBLIC_URL, a
// malformed variable, a data volume the site cannot write) is printed once and the process stops
// with status 0: the host's "restart on failure" policy then leaves it stopped instead of repeating
// the same message in a crash loop. Anything else that stops the server is a real failure (status 1)
// and is restarted. Plain JavaScript: it runs the compiled server, with no TypeScript at run time.
import console from "node:console";
import fs from "node:fs";
import process from "node:process";
import { URL } from "node:url";
import { loadSettings } from "../../build/node/server/env.js";

function stopForSettings(lines) {
  console.error(
    ["The site did not start:", ...lines, "Change the setting and start it again."].join("\n"),
  );
  process.exit(0);
}

// Checked here too because a value that is no URL at all would otherwise stop with only "Invalid URL".
if (!process.env.PUBLIC_URL || !URL.canParse(process.env.PUBLIC_URL)) {
  stopForSettings([
    "  PUBLIC_URL: must be the site's address, such as https://pride.example.org",
    "  (links in emails and the first organiser's setup link are built on it).",
  ]);
}
let settings;
try {
  settings = loadSettings(process.env);
} catch (error) {
  stopForSettings([error instanceof Error ? error.message : String(error)]);
}
try {
  fs.mkdirSync(settings.dataDir, { recursive: true });
  fs.accessSync(settings.dataDir, fs.constants.W_OK);
} catch {
  stopForSettings([
    `  DATA_DIR (${settings.dataDir}): the site cannot write there.`,
    `  Give the volume to user ${process.getuid?.() ?? "node"} (for example: chown -R 1000:1000 on the host folder).`,
  ]);
}
await import("../../build/node/server/main.js");
