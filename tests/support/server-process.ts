import { execFile, spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const projectRoot = path.resolve(import.meta.dirname, "..", "..");
const run = promisify(execFile);

export interface ServerProcess {
  url: string;
  endpoint: string;
  child: ChildProcess;
  /** Ends the process the hard way (SIGKILL), as a power cut or OOM killer would; once is enough. */
  kill(): Promise<void>;
}

/**
 * The real server (API only unless `withSite`, demo data on) in its own process, on a free port
 * with the given DATA_DIR, for tests that must kill it or must not share its event loop with
 * their clients. Resolves once it prints its origin.
 */
export function startServerProcess(
  dataDir: string,
  { stopDeadlineMs, withSite = false }: { stopDeadlineMs?: number; withSite?: boolean } = {},
): Promise<ServerProcess> {
  const flags = [
    ...(withSite ? ["--with-site"] : []),
    ...(stopDeadlineMs === undefined ? [] : [`--stop-deadline-ms=${stopDeadlineMs}`]),
  ];
  return startUntilListening("api-server-entry.ts", [dataDir, ...flags], {});
}

/**
 * The embedded backend alone in its own process, standing in for a real Appwrite on another
 * origin (appwrite-stand-in-entry.ts): no site, no site rules, nothing of the club stored. With
 * `apiKey`, requests holding it act as a project key with every scope; browsers may call it from
 * `allowedOrigins` (its Web platforms: the site's pages, in the browser journeys).
 */
export function startAppwriteStandIn(
  dataDir: string,
  { apiKey, allowedOrigins = [] }: { apiKey?: string; allowedOrigins?: string[] } = {},
): Promise<ServerProcess> {
  return startUntilListening("appwrite-stand-in-entry.ts", [dataDir], {
    ...(apiKey ? { APPWRITE_API_KEY: apiKey } : {}),
    ...(allowedOrigins.length > 0 ? { ALLOWED_ORIGINS: allowedOrigins.join(",") } : {}),
  });
}

/** Starts a tests/support entry under tsx; resolves once it prints its origin. */
function startUntilListening(
  entryFile: string,
  args: string[],
  env: Record<string, string>,
): Promise<ServerProcess> {
  const entry = path.join(import.meta.dirname, entryFile);
  const child = spawn(process.execPath, ["--import", "tsx", entry, ...args], {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Kept for the reason of an early exit, and shown as the test's own output.
  let errors = "";
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => {
    errors += chunk;
    process.stderr.write(chunk);
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) =>
      reject(new Error(`The server process exited with ${code}: ${errors.trim()}`)),
    );
    child.stdout?.setEncoding("utf8");
    let output = "";
    child.stdout?.on("data", (chunk: string) => {
      output += chunk;
      const url = /http:\/\/\S+/.exec(output)?.[0];
      if (!url) return;
      resolve({
        url,
        endpoint: `${url}/v1`,
        child,
        kill: () =>
          new Promise((done) => {
            // Killed already (a test stops it midway, then its clean-up stops it again).
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.removeAllListeners("exit");
            child.once("exit", () => done());
            child.kill("SIGKILL");
          }),
      });
    });
  });
}

/** Runs `npm run users -- …` against a DATA_DIR in a child process, as an organiser would. */
export async function runUsersCommand(dataDir: string, args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ["--import", "tsx", "cli/users.ts", ...args], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDir },
  });
  return stdout;
}
