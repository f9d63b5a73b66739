// Throughput and tail latency with wrk (a C load generator: autocannon, in Node, saturates a core
// long before a bare node:http server does). wrk is not an npm package: the README says how to
// install it, and the bench stops with that advice when it is missing.
import { execFile } from "node:child_process";
import fs from "node:fs";
import { promisify } from "node:util";

const run = promisify(execFile);
const WRK = "/usr/bin/wrk";

export interface Sample {
  requestsPerSecond: number;
  /** 99th percentile latency, in ms. */
  p99: number;
  /** Socket errors and answers that are not 2xx or 3xx. */
  errors: number;
  /** Of those, requests wrk gave up on (no answer within its timeout, 2 s by default). */
  timeouts: number;
}

/** Checks that wrk is installed, with the fix in the message when it is not. */
export function requireWrk(): void {
  if (!fs.existsSync(WRK)) {
    throw new Error(`npm run bench needs wrk at ${WRK} (Debian/Ubuntu: apt-get install wrk).`);
  }
}

/**
 * `connections` connections for `seconds` against `url`, with these headers (and a wrk Lua
 * script that makes each request, when given). wrk runs on the
 * given CPU (when taskset is there) so that it does not compete with the server under test.
 */
export async function measure(
  url: string,
  headers: Record<string, string>,
  options: { connections: number; seconds: number; cpu: string | null; script?: string },
): Promise<Sample> {
  const args = [
    "-t1",
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    "--latency",
    ...(options.script ? ["-s", options.script] : []),
    ...Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
    url,
  ];
  const { stdout } = options.cpu
    ? await run("taskset", ["-c", options.cpu, WRK, ...args])
    : await run(WRK, args);
  return parseWrk(stdout);
}

/** Reads wrk's --latency report. */
export function parseWrk(output: string): Sample {
  const requestsPerSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const p99 = /\s99%\s+([\d.]+)(us|ms|s)\b/.exec(output);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  if (!p99 || Number.isNaN(requestsPerSecond)) throw new Error(`Unexpected wrk output:\n${output}`);
  const scale = p99[2] === "us" ? 0.001 : p99[2] === "s" ? 1000 : 1;
  const errors = socketErrors
    ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0)
    : 0;
  return {
    requestsPerSecond,
    p99: Number(p99[1]) * scale,
    errors: errors + non2xx,
    timeouts: Number(socketErrors?.[4] ?? 0),
  };
}

/** The sample of median throughput among rounds, and the median p99. */
export function median(samples: Sample[]): Sample {
  const middle = <T>(values: T[]): T => {
    const value = values[Math.floor(values.length / 2)];
    if (value === undefined) throw new Error("no samples");
    return value;
  };
  const byRate = [...samples].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const p99s = samples.map((sample) => sample.p99).sort((a, b) => a - b);
  return { ...middle(byRate), p99: middle(p99s) };
}
