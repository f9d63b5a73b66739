// npm start: builds the site and the server when the build is missing or older than any source
// file, then runs the compiled server in this process with plain node: no TypeScript is compiled
// at run time, and the process holds no compiler (decision 0024). Plain JavaScript, since it
// runs before anything is built.
import { spawnSync } from "node:child_process";
import console from "node:console";
import fs from "node:fs";
import path from "node:path";
import process from "node:process";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const outputs = [
  path.join(root, "build", "node", "server", "main.js"),
  path.join(root, "build", "server", "index.js"),
];
// Everything the build reads; data/, tests/ and docs/ are not part of it.
const sources = [
  "app",
  "backend",
  "server",
  "seed",
  "content",
  "i18n",
  "public",
  "vite",
  "appwrite.json",
  "club.config.json",
  "package.json",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
  "tsconfig.server.json",
];

// `npm run build`'s two steps, with Vite printing only warnings and errors: a first start shows
// that it builds, then the address, not a list of every file built (which `npm run build` keeps).
const BUILD_STEPS = [
  ["react-router", "build", "--logLevel", "warn"],
  ["tsc", "-p", "tsconfig.server.json"],
];

function newestChange(file) {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(file)
    .reduce((newest, name) => Math.max(newest, newestChange(path.join(file, name))), stat.mtimeMs);
}

const builtAt = Math.min(
  ...outputs.map((file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0),
);
const changedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
if (changedAt > builtAt) {
  console.log(
    builtAt === 0 ? "No build yet: building." : "Sources changed since the last build: building.",
  );
  for (const step of BUILD_STEPS) {
    const build = spawnSync("npm", ["exec", "--", ...step], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}
await import(pathToFileURL(outputs[0]).href);
