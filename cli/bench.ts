/**
 * npm run bench: the landing page's meetings query (the read a visitor's home page makes) through the embedded backend,
 * at 50 connections, as a ratio to a bare node:http server answering the same bytes, measured side
 * by side in one run (rounds alternate so machine noise hits both alike). In the same rounds, the
 * embedded backend's p99 again under two kinds of attack load, beside its idle p99: a flood of
 * 2,000 wrong sign-ins from 64 connections, and 100 realtime sockets x 100 subscriptions
 * receiving 50 events a second. Timed numbers are never asserted in tests; this prints them for
 * a person to read.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { Query } from "appwrite";
import { floodWrongSignIns, signIn, startRealtimeLoad } from "./bench/background-load.ts";

const { values: options } = parseArgs({
  options: {
    seconds: { type: "string", default: "8" },
    rounds: { type: "string", default: "3" },
    connections: { type: "string", default: "50" },
  },
});
const seconds = Number(options.seconds);
const rounds = Number(options.rounds);
const connections = Number(options.connections);

const here = import.meta.dirname;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-bench-"));
const children: ChildProcess[] = [];
const organiser = { email: "bench-organiser@example.org", password: "bench-organiser-password" };
const flood = { amount: 2000, connections: 64 };
const listeners = { sockets: 100, subscriptions: 100, eventsPerSecond: 50 };

try {
  const embedded = await startChild(path.join(here, "bench", "embedded-server.ts"), [
    path.join(workDir, "data"),
    organiser.email,
    organiser.password,
  ]);
  const landingPath = landingQueryPath(new Date());
  const headers = { "X-Appwrite-Project": "pride-club" };
  const sample = await fetch(embedded + landingPath, { headers });
  if (!sample.ok)
    throw new Error(`The landing query failed: ${sample.status} ${await sample.text()}`);
  const bodyFile = path.join(workDir, "landing.json");
  const sampleBody = Buffer.from(await sample.arrayBuffer());
  fs.writeFileSync(bodyFile, sampleBody);
  const meetingId = firstDocumentId(sampleBody);
  // Before any flood: the flood's failures would soon refuse this client's password sign-ins.
  const cookie = await signIn(embedded, organiser.email, organiser.password);
  const bare = await startChild(path.join(here, "bench", "bare-server.ts"), [
    bodyFile,
    sample.headers.get("Content-Type") ?? "application/json",
  ]);

  console.log(
    `Landing query: GET ${landingPath.slice(0, 80)}… (${fs.statSync(bodyFile).size} bytes)`,
  );
  console.log(`${connections} connections, ${rounds} rounds of ${seconds}s each, alternating.\n`);
  await measure(bare + landingPath, headers, 2); // warm-up, both
  await measure(embedded + landingPath, headers, 2);

  const results = {
    embedded: [] as Sample[],
    bare: [] as Sample[],
    flooded: [] as Sample[],
    listened: [] as Sample[],
  };
  for (let round = 1; round <= rounds; round++) {
    results.embedded.push(await measure(embedded + landingPath, headers, seconds));
    results.bare.push(await measure(bare + landingPath, headers, seconds));
    const [flooded, floodResult] = await Promise.all([
      measure(embedded + landingPath, headers, seconds),
      floodWrongSignIns(embedded, flood.amount, flood.connections),
    ]);
    results.flooded.push(flooded);
    const load = await startRealtimeLoad(embedded, cookie, meetingId, listeners);
    results.listened.push(await measure(embedded + landingPath, headers, seconds));
    await load.stop();
    console.log(
      `round ${round}: embedded ${format(results.embedded.at(-1))} | bare ${format(results.bare.at(-1))}`,
    );
    console.log(
      `  under flood ${format(flooded)} (flood: ${floodResult.seconds.toFixed(1)}s, statuses ${JSON.stringify(floodResult.statuses)})`,
    );
    console.log(
      `  under realtime ${format(results.listened.at(-1))} (${load.updates().answered} updates, ${load.updates().failed} failed; ${load.received()} event messages delivered)`,
    );
  }
  const embeddedMedian = median(results.embedded);
  const bareMedian = median(results.bare);
  console.log(`\nmedian embedded: ${format(embeddedMedian)}`);
  console.log(`median bare:     ${format(bareMedian)}`);
  console.log(
    `throughput ratio (embedded / bare): ${(embeddedMedian.requestsPerSecond / bareMedian.requestsPerSecond).toFixed(3)}`,
  );
  console.log(
    `p99 latency ratio (embedded / bare): ${(embeddedMedian.p99 / Math.max(bareMedian.p99, 1)).toFixed(2)}`,
  );
  const idleP99 = median(results.embedded).p99;
  for (const [name, samples] of [
    [`${flood.amount} wrong sign-ins from ${flood.connections} connections`, results.flooded],
    [
      `${listeners.sockets} sockets x ${listeners.subscriptions} subscriptions, ${listeners.eventsPerSecond} events/s`,
      results.listened,
    ],
  ] as const) {
    const p99 = medianP99(samples);
    console.log(
      `landing p99 under ${name}: ${p99} ms (idle ${idleP99} ms, ratio ${(p99 / Math.max(idleP99, 1)).toFixed(2)})`,
    );
  }
} finally {
  for (const child of children) child.kill();
  fs.rmSync(workDir, { recursive: true, force: true });
}

interface Sample {
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

function landingQueryPath(now: Date): string {
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000).toISOString();
  const queries = [Query.orderAsc("start"), Query.greaterThan("start", weekAgo), Query.limit(5)];
  const search = new URLSearchParams();
  queries.forEach((query, index) => search.append(`queries[${index}]`, query));
  return `/v1/databases/offbranch/collections/club_meetings/documents?${search}`;
}

async function measure(
  url: string,
  headers: Record<string, string>,
  duration: number,
): Promise<Sample> {
  const result = await autocannon({ url, headers, connections, duration });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function median(samples: Sample[]): Sample {
  const sorted = [...samples].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error("no samples");
  return middle;
}

function medianP99(samples: Sample[]): number {
  const sorted = samples.map((sample) => sample.p99).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The id of the first document in a document list answer (the landing query's first meeting). */
function firstDocumentId(body: Buffer): string {
  const list: unknown = JSON.parse(body.toString("utf8"));
  const documents =
    typeof list === "object" && list !== null && "documents" in list ? list.documents : [];
  const first: unknown = Array.isArray(documents) ? documents[0] : undefined;
  if (typeof first === "object" && first !== null && "$id" in first) return String(first.$id);
  throw new Error("The landing query returned no meeting to update");
}

function format(sample: Sample | undefined): string {
  if (!sample) return "-";
  return `${Math.round(sample.requestsPerSecond)} req/s, p99 ${sample.p99} ms${sample.errors ? `, ${sample.errors} errors` : ""}`;
}

/** Runs a TypeScript child with tsx and resolves with the origin it prints once listening. */
function startChild(file: string, args: string[]): Promise<string> {
  const child = spawn(process.execPath, ["--import", "tsx", file, ...args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${path.basename(file)} exited with ${code}`)));
    child.stdout.setEncoding("utf8");
    let output = "";
    child.stdout.on("data", (chunk: string) => {
      output += chunk;
      const origin = /http:\/\/\S+/.exec(output)?.[0];
      if (origin) resolve(origin);
    });
  });
}
