import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// A new user's first `npm start` on a fresh clone: it builds, then serves. What it prints is
// what they read, so it should say it is building, then the address and the setup link, and
// carry no warning (they cannot act on any of them). The clone is a copy of the project's
// sources beside the installed packages, so this build does not touch the one other tests use.

const projectRoot = path.resolve(import.meta.dirname, "..", "..", "..");
// Not part of a fresh clone, or not read by the build.
const LEFT_OUT = new Set([
  ".git",
  "build",
  "data",
  "node_modules",
  "tests",
  "docs",
  ".react-router",
]);
// Anything a build tool prints when something is off, in the words Vite, Rollup, PostCSS,
// React Router and npm use for it.
const WARNING = /warn|⚠|\(!\)|deprecat|error|empty chunk|annotation|did not pass|future flag/i;

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "first-start-"));
const clone = path.join(workDir, "clone");
const dataDir = path.join(workDir, "data");

let stopStart = () => {};

afterAll(() => {
  stopStart();
  fs.rmSync(workDir, { recursive: true, force: true });
});

function freshClone(): void {
  fs.mkdirSync(clone);
  for (const entry of fs.readdirSync(projectRoot)) {
    if (LEFT_OUT.has(entry)) continue;
    fs.cpSync(path.join(projectRoot, entry), path.join(clone, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(projectRoot, "node_modules"), path.join(clone, "node_modules"));
}

/** Runs `npm start` in the clone until it prints the site's address; returns all it printed. */
function firstStart(): Promise<string> {
  const child = spawn("npm", ["start"], {
    cwd: clone,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NO_COLOR: "1",
      // npm's own offer of a newer npm depends on the day, not on this project.
      npm_config_update_notifier: "false",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  // npm, its shell and the server: the whole group this test started, stopped once.
  stopStart = () => {
    stopStart = () => undefined;
    if (child.exitCode === null && child.signalCode === null) process.kill(-(child.pid ?? 0));
  };
  let printed = "";
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      printed += chunk.toString("utf8");
      if (!/^Embedded Appwrite API: .*$/m.test(printed)) return;
      child.removeAllListeners("exit");
      child.once("exit", () => resolve(printed));
      stopStart();
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.once("exit", (code) => reject(new Error(`npm start exited with ${code}:\n${printed}`)));
  });
}

describe("a new user's first npm start", () => {
  it("prints that it builds, then the address and the setup link, and no warning", async () => {
    freshClone();
    const lines = (await firstStart()).split("\n").filter((line) => line.trim() !== "");

    expect(lines.filter((line) => WARNING.test(line))).toEqual([]);
    expect(lines).toContain("No build yet: building.");
    expect(lines.some((line) => /^ {2}http:\/\/\S+\/welcome\?invitation=\S+$/.test(line))).toBe(
      true,
    );
    expect(lines.some((line) => /^Pride club site: http:\/\/127\.0\.0\.1:\d+$/.test(line))).toBe(
      true,
    );
    // npm's two lines, "building", the demo data, the setup link's eight and the two addresses, with room for
    // a line or two more, not the 230 a build's file listing and its notices once made.
    expect(lines.length).toBeLessThanOrEqual(20);
  }, 600_000);
});
