import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { sdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin } from "../../support/users.ts";
import { BUCKET, fetchBytes, pngImage, upload } from "./storage-fixtures.ts";

// Decision 0123: kept previews take at most a byte cap; the least recently used go first, and
// the cap and the order of use survive a restart.

const CAP = 4000;
let dataDir = "";
let server: TestServer;
let fileId = "";

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-preview-cap-"));
  server = await startTestServer({ dataDir, previewBytes: CAP, trustProxy: ["loopback"] });
  fileId = (await upload(await signedInAdmin(server), await pngImage(64, 48), "small.png")).$id;
});

afterAll(async () => {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The kept previews on disk, with their sizes. */
function keptPreviews(): { name: string; size: number }[] {
  const folder = path.join(dataDir, "files", ".previews");
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, encoding: "utf8" })
    .map((name) => ({ name, stats: fs.statSync(path.join(folder, name)) }))
    .filter(({ stats }) => stats.isFile())
    .map(({ name, stats }) => ({ name, size: stats.size }));
}

const bytesOf = (kept: { size: number }[]) => kept.reduce((sum, one) => sum + one.size, 0);

/** A guest's preview; each width from an address of its own, so no visitor's budget runs out. */
function preview(width: number) {
  const url = sdkUser(server).storage.getFilePreview({ bucketId: BUCKET, fileId, width });
  return fetchBytes(url, { "X-Forwarded-For": `192.0.2.${width}` });
}

test("past the cap the least recently used preview is dropped, a preview in use stays, and a restart keeps the order", async () => {
  const first = await preview(20);
  expect(first.status).toBe(200);
  const [favourite] = keptPreviews();
  expect((await preview(21)).status).toBe(200);
  const second = keptPreviews().find((one) => one.name !== favourite?.name);
  for (let width = 22; width < 60; width++) {
    expect((await preview(width)).status).toBe(200);
    // The favourite is asked for again and again: always the most recently used.
    expect((await preview(20)).bytes.equals(first.bytes)).toBe(true);
    expect(bytesOf(keptPreviews())).toBeLessThanOrEqual(CAP);
  }
  const names = keptPreviews().map((one) => one.name);
  expect(names).toContain(favourite?.name);
  expect(names).not.toContain(second?.name);

  // After a restart with half the cap, the next new preview drops the least recently used
  // down to it, not the favourite: the order of use is kept in the files' times.
  await server.stop();
  server = await startTestServer({ dataDir, previewBytes: CAP / 2, trustProxy: ["loopback"] });
  expect((await preview(60)).status).toBe(200);
  const afterRestart = keptPreviews();
  expect(bytesOf(afterRestart)).toBeLessThanOrEqual(CAP / 2);
  expect(afterRestart.map((one) => one.name)).toContain(favourite?.name);
  expect(afterRestart.length).toBeLessThan(names.length);
});
