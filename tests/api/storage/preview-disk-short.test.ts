import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import { mountSmallDisk, type SmallDisk } from "../../support/small-disk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin } from "../../support/users.ts";
import { BUCKET, fetchBytes, pngImage, upload } from "./storage-fixtures.ts";

// Decision 0123: on a disk running short, kept previews are the first thing dropped, so an
// organiser's upload still fits (DATA_DIR on a tmpfs of its own, as in full-disk.test.ts).

let disk: SmallDisk;
let server: TestServer;
let organiser: SdkUser;

beforeAll(async () => {
  // Previews are kept while 64 MiB stay free (kept-previews.ts): a disk a little larger.
  disk = await mountSmallDisk(128);
  server = await startTestServer({ dataDir: disk.dataDir });
  organiser = await signedInAdmin(server);
});

afterAll(async () => {
  await server.stop();
  await disk.unmount();
});

function previewBytes(): number {
  const folder = path.join(disk.dataDir, "files", ".previews");
  if (!fs.existsSync(folder)) return 0;
  return fs
    .readdirSync(folder, { recursive: true, encoding: "utf8" })
    .map((name) => fs.statSync(path.join(folder, name)))
    .filter((stats) => stats.isFile())
    .reduce((sum, stats) => sum + stats.size, 0);
}

test("when the disk is full the kept previews are dropped first, and an organiser's upload succeeds", async () => {
  // Noise does not compress: each preview keeps a few hundred KB.
  const photo = await sharp({
    create: {
      width: 400,
      height: 400,
      channels: 3,
      background: "#000000",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  const { $id: fileId } = await upload(organiser, photo, "noise.png");
  const guest = sdkUser(server);
  for (let width = 390; width < 398; width++) {
    const url = guest.storage.getFilePreview({ bucketId: BUCKET, fileId, width });
    expect((await fetchBytes(url)).status).toBe(200);
  }
  expect(previewBytes()).toBeGreaterThan(1024 * 1024);
  disk.fill();
  const created = await upload(organiser, await pngImage(64, 48), "after.png");
  expect(created.sizeOriginal).toBeGreaterThan(0);
  expect(previewBytes()).toBeLessThan(1024 * 1024);
  disk.free();
});
