import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// Builds and runs deploy/image/Dockerfile with Debian's daemonless tools, as a CI machine with no
// Docker daemon and no container registry can (decision 0152): mmdebstrap makes the Node base,
// buildah builds, podman runs. Everything they store sits in one folder the test removes.

export const REQUIRED_TOOLS = ["mmdebstrap", "buildah", "podman", "runc"] as const;

/** The tools this machine lacks, for a failure message that says what to install. */
export function missingTools(): string[] {
  const dirs = (process.env.PATH ?? "").split(path.delimiter);
  return REQUIRED_TOOLS.filter((tool) => !dirs.some((dir) => fs.existsSync(path.join(dir, tool))));
}

export interface CommandResult {
  code: number | null;
  output: string;
}

/** Runs a command to its end; its output (stdout and stderr, in order) is kept for messages. */
export function runCommand(command: string, args: string[], cwd?: string): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

/** Runs a command that must succeed; a failure names the command and shows the end of its output. */
export async function mustRun(command: string, args: string[], cwd?: string): Promise<string> {
  const { code, output } = await runCommand(command, args, cwd);
  if (code !== 0) {
    throw new Error(
      `${command} ${args.join(" ")} failed with status ${code}:\n${output.slice(-4000)}`,
    );
  }
  return output;
}

export interface ContainerTools {
  /** `podman …` on the test's own storage. */
  podman(args: string[]): Promise<string>;
  /** `podman …` that may fail: its status and output. */
  tryPodman(args: string[]): Promise<CommandResult>;
  /** `buildah …` on the same storage, so podman runs what buildah built. */
  buildah(args: string[], cwd?: string): Promise<string>;
  /** Removes every container, image and volume, then the folder that held them. */
  removeAll(): Promise<void>;
}

export function containerTools(folder: string): ContainerTools {
  const storage = [
    "--root",
    path.join(folder, "storage"),
    "--runroot",
    path.join(folder, "run"),
    // overlay, not vfs: vfs copies every layer whole, and each new container too (a fresh start
    // took 7 to 12 s instead of under 2).
    "--storage-driver",
    "overlay",
  ];
  // runc, not crun: crun refuses a machine whose cgroups are mounted in hybrid mode (CI's is).
  // File events: there may be no journald to send them to.
  const podmanGlobals = [
    ...storage,
    "--runtime",
    "runc",
    "--cgroup-manager",
    "cgroupfs",
    "--events-backend",
    "file",
  ];
  const tryPodman = (args: string[]) => runCommand("podman", [...podmanGlobals, ...args]);
  return {
    podman: (args) => mustRun("podman", [...podmanGlobals, ...args]),
    tryPodman,
    buildah: (args, cwd) => mustRun("buildah", [...storage, ...args], cwd),
    async removeAll() {
      if (fs.existsSync(path.join(folder, "storage"))) {
        await tryPodman(["rm", "--all", "--force", "--time", "0"]);
        await tryPodman(["volume", "rm", "--all", "--force"]);
        await tryPodman(["rmi", "--all", "--force"]);
      }
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * `podman run` options every container here needs. CI's root lacks CAP_SYS_RESOURCE, so podman's
 * default limits (a million open files) cannot be set; these lower ones can, and are plenty.
 * The host's network: the container listens on the free port it is given in PORT, as on a host
 * that assigns the port.
 */
export const RUN_OPTIONS = [
  "--network",
  "host",
  "--ulimit",
  "nofile=4096:4096",
  "--ulimit",
  "nproc=4096:4096",
];
