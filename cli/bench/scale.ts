// The bench's scale section (issue 9): the landing query and a get with 1,000 and with 100,000
// meetings, each figure a ratio to the 1,000-meeting one, and inserts through the API.
import fs from "node:fs";
import path from "node:path";
import { signIn } from "./background-load.ts";
import { startChild, startNodeFlags } from "./children.ts";
import { measure, median, type Sample } from "./wrk.ts";

export interface ScaleOptions {
  workDir: string;
  organiser: { email: string; password: string };
  serverCpu: string | null;
  load: { seconds: number; connections: number; cpu: string | null };
  rounds: number;
  /** The landing query's path and query, as the site sends it. */
  landingPath: string;
}

export interface ScaleRow {
  name: string;
  small: Sample;
  large: Sample;
}

export const SMALL = 1_000;
export const LARGE = 100_000;
const INSERT_CONCURRENCY = 8;

const project = { "X-Appwrite-Project": "pride-club" };
const documentsPath = "/v1/databases/offbranch/collections/club_meetings/documents";

/**
 * Two servers, one with 1,000 bench meetings and one with 100,000 (one an hour around now), both
 * on the server CPU; the same reads alternate between them. A guest's read is answered from
 * memory after the first (decision 0053), so the reads are measured twice: as a guest, and as
 * the signed-in organiser, whose every read runs the whole API and its SQL.
 */
export async function measureScale(options: ScaleOptions): Promise<{
  rows: ScaleRow[];
  insertsPerSecond: number;
}> {
  const servers = await Promise.all(
    [SMALL, LARGE].map(async (meetings) => {
      const child = await startChild(
        path.join(import.meta.dirname, "embedded-server.ts"),
        [
          path.join(options.workDir, `scale-${meetings}`),
          options.organiser.email,
          options.organiser.password,
          String(meetings),
        ],
        options.serverCpu,
        startNodeFlags(),
      );
      const cookie = await signIn(
        child.origin,
        options.organiser.email,
        options.organiser.password,
      );
      return { origin: child.origin, cookie };
    }),
  );
  // The middle meeting starts about now, in both sets.
  const getPath = (meetings: number) => `${documentsPath}/bench-${Math.floor(meetings / 2)}`;
  const reads = [
    { name: "landing query, guest", path: () => options.landingPath, signedIn: false },
    { name: "get document, guest", path: getPath, signedIn: false },
    { name: "landing query, organiser", path: () => options.landingPath, signedIn: true },
    { name: "get document, organiser", path: getPath, signedIn: true },
  ];
  const samples = reads.map(() => ({ small: [] as Sample[], large: [] as Sample[] }));
  for (let round = 0; round < options.rounds; round++) {
    for (const [index, read] of reads.entries()) {
      for (const [at, size] of [SMALL, LARGE].entries()) {
        const server = servers[at];
        if (!server) continue;
        const headers = read.signedIn ? { ...project, Cookie: server.cookie } : project;
        const sample = await measure(server.origin + read.path(size), headers, options.load);
        samples[index]?.[size === SMALL ? "small" : "large"].push(sample);
      }
    }
  }
  const rows = reads.map((read, index) => ({
    name: read.name,
    small: median(samples[index]?.small ?? []),
    large: median(samples[index]?.large ?? []),
  }));
  const large = servers[1];
  if (!large) throw new Error("the 100,000-meeting server did not start");
  return {
    rows,
    insertsPerSecond: await measureInserts(
      large.origin,
      large.cookie,
      options.load,
      options.workDir,
    ),
  };
}

/**
 * Creates meetings through the API as the organiser for the load's seconds, INSERT_CONCURRENCY
 * at a time, with wrk (a Node client saturates its own CPU first); each request is a new
 * meeting with its own id, and any answer but 201 fails the bench.
 */
async function measureInserts(
  origin: string,
  cookie: string,
  load: ScaleOptions["load"],
  workDir: string,
): Promise<number> {
  const script = path.join(workDir, "insert-meetings.lua");
  // Ids are unique across runs of the script within the bench.
  const prefix = `insert-${Date.now()}-`;
  fs.writeFileSync(
    script,
    `local count = 0
request = function()
  count = count + 1
  local body = '{"documentId":"${prefix}' .. count .. '","data":{"title":"Inserted meeting ' .. count .. '","start":"2027-01-01T18:00:00.000+00:00","end":"2027-01-01T19:00:00.000+00:00"}}'
  return wrk.format("POST", nil, nil, body)
end
`,
  );
  const sample = await measure(
    origin + documentsPath,
    { ...project, Cookie: cookie, "Content-Type": "application/json" },
    { ...load, connections: INSERT_CONCURRENCY, script },
  );
  if (sample.errors > 0) throw new Error(`${sample.errors} inserts did not answer 201.`);
  return sample.requestsPerSecond;
}
