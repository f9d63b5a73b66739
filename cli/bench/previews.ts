// The previews section of the bench (issue 21): 20 phone-sized photos uploaded (each cleaned of
// its metadata on the way in), then a preview of each made at once, while the landing query is
// loaded; the server's memory is sampled throughout. Loopback only, bounded by the photo count.
import sharp from "sharp";
import { residentMiB } from "./children.ts";
import { measure, median, type Sample } from "./wrk.ts";

const PHOTOS = 20;
// A 12-megapixel phone photo.
const WIDTH = 4032;
const HEIGHT = 3024;
const BUCKET = "club_images";
const project = { "X-Appwrite-Project": "pride-club" };

export interface PreviewFigures {
  photoBytes: number;
  uploadSeconds: number;
  previewSeconds: number;
  /** The landing query at rest, and while the previews are made. */
  landingAtRest: Sample;
  landingDuringPreviews: Sample;
  /** The kept previews read again, by wrk. */
  keptPreview: Sample;
  idleMiB: number;
  peakUploadMiB: number;
  peakPreviewMiB: number;
}

interface Load {
  seconds: number;
  connections: number;
  cpu: string | null;
}

/** Runs the section against the server at `origin` (process `pid`), as the organiser `cookie`. */
export async function measurePreviews(options: {
  origin: string;
  pid: number;
  cookie: string;
  landingPath: string;
  load: Load;
  rounds: number;
}): Promise<PreviewFigures> {
  const { origin, pid, cookie, load } = options;
  const landing = origin + options.landingPath;
  const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, index) => photo(index)));
  const atRest: Sample[] = [];
  for (let round = 0; round < options.rounds; round++)
    atRest.push(await measure(landing, project, load));
  const idleMiB = residentMiB(pid);

  const uploads = sampleMemory(pid);
  const uploadStart = performance.now();
  const ids: string[] = [];
  for (let at = 0; at < photos.length; at += 4) {
    const batch = photos
      .slice(at, at + 4)
      .map((bytes, index) => upload(origin, cookie, bytes, at + index));
    ids.push(...(await Promise.all(batch)));
  }
  const uploadSeconds = (performance.now() - uploadStart) / 1000;
  const peakUploadMiB = uploads.stop();

  const previews = sampleMemory(pid);
  const previewStart = performance.now();
  const previewUrl = (id: string) =>
    `${origin}/v1/storage/buckets/${BUCKET}/files/${id}/preview?width=1200&output=webp&project=pride-club`;
  const made = Promise.all(ids.map((id) => fetchOk(previewUrl(id)))).then(
    () => (performance.now() - previewStart) / 1000,
  );
  const [previewSeconds, landingDuringPreviews] = await Promise.all([
    made,
    measure(landing, project, load),
  ]);
  const peakPreviewMiB = previews.stop();
  const keptPreview = await measure(previewUrl(ids[0] ?? ""), {}, load);
  return {
    photoBytes: photos.reduce((sum, bytes) => sum + bytes.length, 0) / photos.length,
    uploadSeconds,
    previewSeconds,
    landingAtRest: median(atRest),
    landingDuringPreviews,
    keptPreview,
    idleMiB,
    peakUploadMiB,
    peakPreviewMiB,
  };
}

/** A phone photo: 12 megapixels of soft noise on a colour of its own, with EXIF, as a JPEG. */
export function photo(index: number): Promise<Buffer> {
  return sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: { r: (index * 37) % 256, g: 120, b: 200 },
      noise: { type: "gaussian", mean: 128, sigma: 12 },
    },
  })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Make: "BenchPhone", Model: `Photo ${index}` } })
    .toBuffer();
}

export async function upload(
  origin: string,
  cookie: string,
  bytes: Buffer,
  index: number,
): Promise<string> {
  const form = new FormData();
  form.append("fileId", "unique()");
  // As a saved event's flyer is: anyone may read it (app/lib/admin/picture-access.ts).
  form.append("permissions[]", 'read("any")');
  form.append("file", new File([new Uint8Array(bytes)], `photo-${index}.jpg`));
  const response = await fetch(`${origin}/v1/storage/buckets/${BUCKET}/files`, {
    method: "POST",
    headers: { ...project, Cookie: cookie },
    body: form,
  });
  const body: unknown = await response.json();
  if (response.status !== 201 || typeof body !== "object" || body === null || !("$id" in body)) {
    throw new Error(`Uploading a bench photo answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return String(body.$id);
}

async function fetchOk(url: string): Promise<void> {
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
}

/** Samples the process's RSS every 50 ms until stopped; answers the peak in MiB. */
export function sampleMemory(pid: number): { stop(): number } {
  let peak = residentMiB(pid);
  const timer = setInterval(() => (peak = Math.max(peak, residentMiB(pid))), 50);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, residentMiB(pid));
    },
  };
}
