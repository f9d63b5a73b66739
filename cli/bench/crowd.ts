// The bench's crowd section (issue 18): 200 connections for 60 s over the public pages, the
// calendar, the feed and the landing query, while a monitor polls /healthz and an organiser
// saves a meeting through the SDK; the same polls and saves without the crowd beside them. Then
// the calendar and the feed against a bare node:http server replaying their bytes.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { Client, Databases } from "appwrite";
import { startChild } from "./children.ts";
import { recordAnswers } from "./recording.ts";
import { measure, median, type Sample } from "./wrk.ts";

export interface CrowdOptions {
  origin: string;
  workDir: string;
  /** The organiser's session secret (the value of the a_session_ cookie). */
  sessionSecret: string;
  meetingId: string;
  landingPath: string;
  serverCpu: string | null;
  wrkCpu: string | null;
  /** For the calendar and feed ratios: per round, alternating with the bare server. */
  load: { seconds: number; connections: number };
  rounds: number;
}

/** What a monitor and an organiser noticed over a stretch of time. */
interface Noticed {
  /** /healthz answer times, in ms, one poll every POLL_MS. */
  health: number[];
  /** Times of the organiser's saves, in ms. */
  saves: number[];
}

const CROWD = { connections: 200, seconds: 60 };
const POLL_MS = 2_000;
// Without the crowd, long enough for ten polls and two saves.
const QUIET_MS = 20_000;
const SAVE_EVERY_MS = 10_000;
const headers = { "Accept-Encoding": "gzip, deflate, br", "X-Appwrite-Project": "pride-club" };

/** Runs the section and prints it, each figure beside its goal. */
export async function printCrowd(options: CrowdOptions): Promise<void> {
  const paths = [
    "/",
    `/agenda/${options.meetingId}`,
    "/calendar.ics",
    "/feed.xml",
    options.landingPath,
  ];
  console.log(
    `\nA crowd: ${CROWD.connections} connections for ${CROWD.seconds}s over ${paths.length} addresses (${paths.slice(0, 4).join(", ")}, the landing query), /healthz polled every ${POLL_MS / 1000}s, an organiser saving a meeting every ${SAVE_EVERY_MS / 1000}s`,
  );
  const quiet = await notice(options, QUIET_MS, null);
  const script = path.join(options.workDir, "crowd.lua");
  fs.writeFileSync(script, crowdScript(paths));
  const crowd = await notice(
    options,
    CROWD.seconds * 1000,
    measure(options.origin + "/", headers, {
      ...CROWD,
      cpu: options.wrkCpu,
      script,
    }),
  );
  printFigures(crowd, quiet, await measureFileRatios(options));
}

/** The section's table: each figure with the crowd, without it, and its goal. */
function printFigures(
  crowd: Noticed & { sample: Sample | null },
  quiet: Noticed,
  ratios: Awaited<ReturnType<typeof measureFileRatios>>,
): void {
  console.log("| figure | with the crowd | without | goal | met |");
  console.log("| --- | --- | --- | --- | --- |");
  const sample = crowd.sample;
  const row = (name: string, mine: string, without: string, goal: string, met: boolean | null) =>
    console.log(
      `| ${name} | ${mine} | ${without} | ${goal} | ${met === null ? "-" : met ? "yes" : "no"} |`,
    );
  if (sample) {
    row(
      "crowd: answers",
      `${Math.round(sample.requestsPerSecond)} req/s, p99 ${sample.p99.toFixed(1)} ms`,
      "-",
      "-",
      null,
    );
    row("crowd: timeouts (wrk, 2 s)", String(sample.timeouts), "-", "0", sample.timeouts === 0);
    row(
      "crowd: errors (socket, non-2xx/3xx)",
      String(sample.errors),
      "-",
      "0",
      sample.errors === 0,
    );
  }
  const healthP99 = percentile(crowd.health, 0.99);
  // With a few dozen polls the p99 is the slowest one; the median says whether it was alone.
  const health = (polls: number[]) =>
    `${percentile(polls, 0.99).toFixed(1)} ms (median ${percentile(polls, 0.5).toFixed(1)} ms)`;
  row(
    `/healthz p99 (${crowd.health.length} polls; ${quiet.health.length} without)`,
    health(crowd.health),
    health(quiet.health),
    "< 1000 ms",
    healthP99 < 1000,
  );
  const slowestSave = Math.max(...crowd.saves);
  row(
    `organiser's save, slowest of ${crowd.saves.length} (SDK updateDocument)`,
    `${slowestSave.toFixed(1)} ms`,
    `${Math.max(...quiet.saves).toFixed(1)} ms`,
    "< 2000 ms",
    slowestSave < 2000,
  );
  for (const { name, mine, reference } of ratios) {
    const ratio = mine.requestsPerSecond / reference.requestsPerSecond;
    row(
      `${name} throughput (bare node:http replaying its bytes: ${format(reference)})`,
      `${format(mine)} (${ratio.toFixed(3)}x)`,
      "-",
      "≥ 0.5x",
      ratio >= 0.5,
    );
  }
}

/**
 * Polls /healthz and saves a meeting as the organiser for `ms`, while `load` (a wrk run, or
 * nothing) goes on; answers what both took, and the load's sample.
 */
async function notice(
  options: CrowdOptions,
  ms: number,
  load: Promise<Sample> | null,
): Promise<Noticed & { sample: Sample | null }> {
  const noticed: Noticed = { health: [], saves: [] };
  const databases = new Databases(
    new Client()
      .setEndpoint(`${options.origin}/v1`)
      .setProject("pride-club")
      .setSession(options.sessionSecret),
  );
  const underWay: Promise<void>[] = [];
  const every = (interval: number, action: () => Promise<void>) =>
    setInterval(() => underWay.push(action()), interval);
  let saves = 0;
  const timers = [
    every(POLL_MS, async () => {
      noticed.health.push(await timed(() => healthCheck(options.origin)));
    }),
    every(SAVE_EVERY_MS, async () => {
      saves += 1;
      const change = { location: `Room ${200 + (saves % 50)}` };
      noticed.saves.push(
        await timed(() =>
          databases.updateDocument({
            databaseId: "offbranch",
            collectionId: "club_meetings",
            documentId: options.meetingId,
            data: { ...change },
          }),
        ),
      );
    }),
  ];
  const sample = load ? await load : await new Promise<null>((done) => setTimeout(done, ms, null));
  for (const timer of timers) clearInterval(timer);
  await Promise.all(underWay);
  return { ...noticed, sample };
}

/** The calendar's and the feed's throughput beside a bare server sending the same bytes. */
async function measureFileRatios(options: CrowdOptions) {
  const targets = [
    { name: "/calendar.ics", path: "/calendar.ics", headers },
    { name: "/feed.xml", path: "/feed.xml", headers },
  ];
  const bare = await startChild(
    path.join(import.meta.dirname, "bare-server.ts"),
    [await recordAnswers(options.origin, targets, options.workDir, "files")],
    options.serverCpu,
  );
  const load = { ...options.load, cpu: options.wrkCpu };
  const samples = targets.map(() => ({ mine: [] as Sample[], reference: [] as Sample[] }));
  for (let round = 1; round <= options.rounds; round++) {
    for (const [index, target] of targets.entries()) {
      samples[index]?.mine.push(await measure(options.origin + target.path, headers, load));
      samples[index]?.reference.push(await measure(bare.origin + target.path, headers, load));
    }
  }
  process.kill(bare.pid);
  return targets.map((target, index) => ({
    name: target.name,
    mine: median(samples[index]?.mine ?? []),
    reference: median(samples[index]?.reference ?? []),
  }));
}

/** A wrk script that sends each connection's requests round the given paths in turn. */
function crowdScript(paths: string[]): string {
  return [
    `local paths = { ${paths.map((each) => JSON.stringify(each)).join(", ")} }`,
    "local next = 0",
    "request = function()",
    "  next = next + 1",
    "  return wrk.format(nil, paths[(next % #paths) + 1])",
    "end",
    "",
  ].join("\n");
}

/** GET /healthz on a connection of its own, as a proxy or monitor polls it. */
function healthCheck(origin: string): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}/healthz`, { agent: false }, (response) => {
        response.resume();
        response.on("end", () =>
          response.statusCode === 200
            ? resolve()
            : reject(new Error(`/healthz answered ${response.statusCode}`)),
        );
      })
      .on("error", reject);
  });
}

async function timed(action: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await action();
  return performance.now() - started;
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
}

function format(sample: Sample): string {
  return `${Math.round(sample.requestsPerSecond)} req/s, p99 ${sample.p99.toFixed(1)} ms`;
}
