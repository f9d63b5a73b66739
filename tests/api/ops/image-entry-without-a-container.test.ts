import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { freePort } from "../../support/caddy.ts";

// The image's entry command run exactly as deploy/image/Dockerfile runs it, without building the
// image: its CMD, its environment, as the image's unprivileged user (uid 1000) for whom the code is
// read-only and only the data folder is writable. A quick check for a machine with no container
// tools (decision 0138); tests/image/ builds and runs the image itself (decision 0152).
const root = path.resolve(import.meta.dirname, "..", "..", "..");
const IMAGE_USER = 1000;
const isRoot = process.getuid?.() === 0;

let workDir: string;
/** The image's code: a copy of the project the image's user can reach (see beforeAll). */
let codeDir: string;
let dataDir: string;
let port: number;

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function runEntry(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ["--max-semi-space-size=2", "deploy/image/entry.mjs"], {
    cwd: codeDir,
    // The Dockerfile's ENV lines, with the volume in a temporary folder.
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", HOST: "127.0.0.1", ...env },
    ...(isRoot ? { uid: IMAGE_USER, gid: IMAGE_USER } : {}),
  });
  let text = "";
  child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { child, output: () => text, exited };
}

async function stop(run: Run): Promise<void> {
  run.child.kill("SIGTERM");
  await run.exited;
}

beforeAll(async () => {
  if (!isRoot)
    throw new Error("This test runs the entry as the image's user: run it as root, as CI does.");
  // The Dockerfile's `npm run build`: the site is built by the api project's setup, the server here.
  const compile = spawnSync(
    path.join(root, "node_modules", ".bin", "tsc"),
    ["-p", "tsconfig.server.json"],
    {
      cwd: root,
      encoding: "utf8",
    },
  );
  expect(compile.stdout + compile.stderr).toBe("");
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), "image-entry-"));
  fs.chmodSync(workDir, 0o755);
  // The image holds the code at a path its user can reach; this checkout may sit below a folder
  // only root can enter (a clone in a private temporary folder, root's home). So the code is
  // copied (hard links where the filesystem allows), owned by root and read-only to that user.
  codeDir = path.join(workDir, "code");
  const linked = spawnSync("cp", ["-al", root, codeDir]);
  if (linked.status !== 0) {
    fs.rmSync(codeDir, { recursive: true, force: true });
    const copied = spawnSync("cp", ["-a", root, codeDir], { encoding: "utf8" });
    expect(copied.stderr).toBe("");
  }
  dataDir = path.join(workDir, "data");
  fs.mkdirSync(dataDir, { mode: 0o700 });
  fs.chownSync(dataDir, IMAGE_USER, IMAGE_USER);
  port = await freePort();
}, 180_000);

afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe("the image's entry command, run as the image runs it (no container runtime here)", () => {
  test("without PUBLIC_URL it stops once with a clear message and status 0, writing nothing", async () => {
    const run = runEntry({ PORT: String(port), DATA_DIR: dataDir });
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain("PUBLIC_URL: must be the site's address");
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  test("a volume the image's user cannot write is named, and nothing starts", async () => {
    const locked = path.join(workDir, "locked");
    fs.mkdirSync(locked, { mode: 0o755 });
    const run = runEntry({
      PORT: String(port),
      DATA_DIR: locked,
      PUBLIC_URL: "https://pride.example.org",
    });
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain(`DATA_DIR (${locked}): the site cannot write there.`);
    expect(fs.readdirSync(locked)).toEqual([]);
  });

  test("a fresh volume: the setup link in the log, a page and /v1 answer, and a restart keeps the data", async () => {
    const env = { PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}` };
    const first = runEntry(env);
    const started = Date.now();
    await expect.poll(() => first.output(), { timeout: 30_000 }).toContain("Pride club site:");
    expect(first.output()).toMatch(/open this one-time link[\s\S]*\/welcome\?invitation=/);
    const page = await fetch(`http://127.0.0.1:${port}/`);
    console.log(`Cold start to the first page: ${Date.now() - started} ms`);
    expect(page.status).toBe(200);
    const api = await fetch(`http://127.0.0.1:${port}/v1/account`, {
      headers: { "X-Appwrite-Project": "pride-club" },
    });
    expect(api.status).toBe(401);
    expect(await api.json()).toMatchObject({ type: "general_unauthorized_scope" });
    expect(first.output()).toContain("New data folder");
    // The image has no dev tools: the users CLI runs compiled, as docs/deploy/docker.md says.
    const create = spawnSync(
      process.execPath,
      [
        "build/node/cli/users.js",
        "create",
        "--email",
        "lead@school.example",
        "--password",
        "a long passphrase here",
        "--label",
        "admin",
      ],
      {
        cwd: codeDir,
        env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir },
        uid: IMAGE_USER,
        gid: IMAGE_USER,
        encoding: "utf8",
      },
    );
    expect(create.stderr).toBe("");
    expect(create.status).toBe(0);
    await stop(first);

    const second = runEntry(env);
    await expect.poll(() => second.output(), { timeout: 30_000 }).toContain("Pride club site:");
    expect(second.output()).not.toContain("New data folder");
    // The organiser made with the CLI is still there: no new setup link is offered.
    expect(second.output()).not.toContain("one-time link");
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    await stop(second);
  }, 90_000);
});
