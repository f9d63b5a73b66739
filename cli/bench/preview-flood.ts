// The preview-flood section of the bench (issue 33): one visitor asks for distinct previews of a
// 12-megapixel photo, four at a time, for as long as the landing query is measured, beside the
// landing query at rest; rounds alternate the two and medians are reported. The server's memory
// is sampled throughout. Loopback only; the flood stops with the measurement.
import { residentMiB } from "./children.ts";
import { photo, sampleMemory, upload } from "./previews.ts";
import { measure, median, type Sample } from "./wrk.ts";

const project = { "X-Appwrite-Project": "pride-club" };

export interface PreviewFloodFigures {
  landingAtRest: Sample;
  landingDuringFlood: Sample;
  /** The flood's answers by status, over every round. */
  statuses: Record<string, number>;
  idleMiB: number;
  peakMiB: number;
}

interface Load {
  seconds: number;
  connections: number;
  cpu: string | null;
}

/** Runs the section against the server at `origin` (process `pid`), as the organiser `cookie`. */
export async function measurePreviewFlood(options: {
  origin: string;
  pid: number;
  cookie: string;
  landingPath: string;
  load: Load;
  rounds: number;
}): Promise<PreviewFloodFigures> {
  const { origin, pid, load } = options;
  const landing = origin + options.landingPath;
  const fileId = await upload(origin, options.cookie, await photo(99), 99);
  const idleMiB = residentMiB(pid);
  const statuses: Record<string, number> = {};
  let asked = 0;
  const atRest: Sample[] = [];
  const duringFlood: Sample[] = [];
  const memory = sampleMemory(pid);
  for (let round = 0; round < options.rounds; round++) {
    atRest.push(await measure(landing, project, load));
    const flood = startFlood(() => {
      asked++;
      // A distinct width and rotation each time: never a kept preview.
      return `${origin}/v1/storage/buckets/club_images/files/${fileId}/preview?width=${4000 - (asked % 3000)}&rotation=${asked % 360}&output=avif&quality=100&project=pride-club`;
    }, statuses);
    duringFlood.push(await measure(landing, project, load));
    await flood.stop();
  }
  return {
    landingAtRest: median(atRest),
    landingDuringFlood: median(duringFlood),
    statuses,
    idleMiB,
    peakMiB: memory.stop(),
  };
}

/** Four loops asking for the next address until stopped, counting answers by status. */
function startFlood(next: () => string, statuses: Record<string, number>) {
  let stopped = false;
  const loop = async () => {
    while (!stopped) {
      const status = await fetch(next())
        .then(async (response) => {
          await response.arrayBuffer();
          return String(response.status);
        })
        .catch(() => "failed");
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  const loops = Promise.all(Array.from({ length: 4 }, loop));
  return {
    async stop() {
      stopped = true;
      await loops;
    },
  };
}
