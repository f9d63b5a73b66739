// The bench's child processes: started with tsx, pinned to a CPU when taskset is there, each
// printing its origin once listening; killed when the bench ends.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export interface Child {
  origin: string;
  pid: number;
}

const started: ChildProcess[] = [];

/**
 * Runs a TypeScript child (on `cpu` when given, with these node flags) and resolves once it
 * prints its origin.
 */
export function startChild(
  file: string,
  args: string[],
  cpu: string | null,
  nodeFlags: string[] = [],
  env: Record<string, string> = {},
): Promise<Child> {
  return startProcess([process.execPath, ...nodeFlags, "--import", "tsx", file, ...args], cpu, env);
}

/**
 * The environment package.json's `start` script and the systemd unit give the server
 * (`MALLOC_ARENA_MAX=2 node …`): measured as it runs.
 */
export const START_ENV = { MALLOC_ARENA_MAX: "2" };

/**
 * The node flags of package.json's `start` script (`node --flag server/start.mjs`): the real
 * server is measured with the flags it runs with.
 */
export function startNodeFlags(): string[] {
  const root = path.resolve(import.meta.dirname, "../..");
  const manifest: unknown = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
  const scripts =
    typeof manifest === "object" && manifest !== null && "scripts" in manifest
      ? manifest.scripts
      : null;
  const start =
    typeof scripts === "object" && scripts !== null && "start" in scripts ? scripts.start : "";
  return String(start)
    .split(/\s+/)
    .filter((word) => word.startsWith("--"));
}

/**
 * Runs a command (on `cpu` when given) with these extra environment variables, and resolves
 * once it prints an http:// origin.
 */
export function startProcess(
  argv: string[],
  cpu: string | null,
  env: Record<string, string> = {},
): Promise<Child> {
  const [command = "", ...rest] = cpu ? ["taskset", "-c", cpu, ...argv] : argv;
  const child = spawn(command, rest, {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, ...env },
  });
  const file = argv.at(-1) ?? command;
  started.push(child);
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${path.basename(file)} exited with ${code}`)));
    child.stdout?.setEncoding("utf8");
    let output = "";
    child.stdout?.on("data", (chunk: string) => {
      output += chunk;
      const origin = /http:\/\/\S+/.exec(output)?.[0];
      if (origin && child.pid !== undefined) resolve({ origin, pid: child.pid });
    });
  });
}

export function stopChildren(): void {
  for (const child of started) child.kill();
}

/** A process's resident memory in MiB, from /proc (Linux). */
export function residentMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  return kib / 1024;
}

/** Whether taskset can pin processes (both the server's and wrk's CPU exist). */
export function canPin(): boolean {
  return fs.existsSync("/usr/bin/taskset");
}
