import fs from "node:fs";
import path from "node:path";
import { ImageFormat } from "appwrite";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import { NEW_PREVIEWS_PER_WINDOW } from "../../../backend/services/storage/preview-budget.ts";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import { mountSmallDisk, type SmallDisk } from "../../support/small-disk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin } from "../../support/users.ts";
import { BUCKET, fetchBytes, pngImage, upload } from "./storage-fixtures.ts";

// A stranger asking for previews the site never links, as issue 33 found them: distinct sizes,
// rotations and formats of the club's largest pictures, one after another or all at once
// (decision 0123). DATA_DIR is a small tmpfs of its own, as a cheap host's disk would be.

const DISK_MEGABYTES = 256;
/** The space previews leave free on a disk this small (kept-previews.ts). */
const RESERVE_BYTES = 64 * 1024 ** 2;

let disk: SmallDisk;
let server: TestServer;
let organiser: SdkUser;
let guest: SdkUser;
/** A 49-megapixel phone photo (flat, so it stays under the bucket's 10 MB). */
let hugePhotoId = "";
/** A 12-megapixel photo of noise: its large previews weigh tens of megabytes each. */
let noisyPhotoId = "";

beforeAll(async () => {
  disk = await mountSmallDisk(DISK_MEGABYTES);
  server = await startTestServer({ dataDir: disk.dataDir });
  organiser = await signedInAdmin(server);
  guest = sdkUser(server);
  const huge = await sharp({
    create: { width: 7000, height: 7000, channels: 3, background: "#7048e8" },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  hugePhotoId = (await upload(organiser, huge, "huge.jpg")).$id;
  const noisy = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#000000",
      noise: { type: "gaussian", mean: 128, sigma: 12 },
    },
  })
    .jpeg({ quality: 40 })
    .toBuffer();
  noisyPhotoId = (await upload(organiser, noisy, "noisy.jpg")).$id;
}, 120_000);

afterAll(async () => {
  await server.stop();
  await disk.unmount();
});

function previewUrl(fileId: string, options: Record<string, number | string>): string {
  return guest.storage.getFilePreview({ bucketId: BUCKET, fileId, ...options });
}

/** The bytes of every kept preview under DATA_DIR/files/.previews. */
function keptPreviewBytes(): number {
  const root = path.join(server.dataDir, "files", ".previews");
  if (!fs.existsSync(root)) return 0;
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

/** The process's resident memory, sampled every 25 ms while `work` runs: the highest seen. */
async function peakMemoryDuring(work: () => Promise<unknown>): Promise<number> {
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 25);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, process.memoryUsage.rss());
}

test("12 distinct large previews from one guest stay within the previews' share of the disk and a bounded memory", async () => {
  const before = process.memoryUsage.rss();
  const answers: number[] = [];
  const peak = await peakMemoryDuring(async () => {
    // Rotated full-size previews of the 49-megapixel photo, then 4000-pixel PNGs of noise.
    for (const rotation of [90, 180, 270, 45]) {
      answers.push((await fetchBytes(previewUrl(hugePhotoId, { rotation }))).status);
    }
    for (let index = 0; index < 8; index++) {
      const url = previewUrl(noisyPhotoId, {
        width: 4000 - index,
        output: ImageFormat.Png,
      });
      answers.push((await fetchBytes(url)).status);
    }
  });
  expect(answers).toEqual(Array.from({ length: 12 }, () => 200));
  // Each rotation once took about 930 MB (700 MB above the start here): now no step works on
  // more than 16 megapixels, and this run takes about 350 MB.
  expect(peak - before).toBeLessThan(500 * 1024 ** 2);
  const stats = fs.statfsSync(disk.dataDir);
  expect(stats.bavail * stats.bsize).toBeGreaterThanOrEqual(RESERVE_BYTES);
  expect(keptPreviewBytes()).toBeLessThanOrEqual(0.05 * DISK_MEGABYTES * 1024 ** 2);
  // The club's own writes still find room.
  const after = await upload(organiser, await pngImage(200, 100), "after.png");
  expect(after.sizeOriginal).toBeGreaterThan(0);
}, 300_000);

test("the site's own in-process warm-up of previews is never refused, past any visitor's budget", async () => {
  const backend = server.backend;
  if (!backend) throw new Error("The test server runs without the embedded backend.");
  for (let index = 0; index < NEW_PREVIEWS_PER_WINDOW + 5; index++) {
    const answer = await backend.fetch(
      new Request(previewUrl(noisyPhotoId, { height: 30 + index })),
    );
    await answer.arrayBuffer();
    expect(answer.status).toBe(200);
  }
});

test("an organiser's upload goes through while a crowd of previews waits, and the crowd is told 429 with Retry-After", async () => {
  const crowd = Array.from({ length: 70 }, (_, index) =>
    fetchBytes(
      previewUrl(noisyPhotoId, { width: 3000 - index, output: ImageFormat.Avif, quality: 90 }),
    ),
  );
  let previewsDone = 0;
  for (const answer of crowd) void answer.then(() => previewsDone++);
  const uploaded = await upload(organiser, await pngImage(64, 48), "during.png");
  expect(uploaded.$id).not.toBe("");
  // The upload did not wait for the previews to be made.
  expect(previewsDone).toBeLessThan(70);
  const answers = await Promise.all(crowd);
  const refused = answers.filter((answer) => answer.status === 429);
  expect(refused.length).toBeGreaterThan(0);
  for (const answer of refused) {
    expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(JSON.parse(answer.bytes.toString("utf8"))).toMatchObject({
      type: "general_rate_limit_exceeded",
    });
  }
  expect(answers.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true);
}, 300_000);
