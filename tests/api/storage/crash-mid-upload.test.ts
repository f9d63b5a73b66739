import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ID, Query } from "appwrite";
import sharp from "sharp";
import { afterEach, expect, test } from "vitest";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import {
  runUsersCommand,
  startServerProcess,
  type ServerProcess,
} from "../../support/server-process.ts";
import { BUCKET, fetchBytes, fileOf, pngImage, SAVED_PICTURE } from "./storage-fixtures.ts";

let dataDir = "";
let running: ServerProcess | undefined;

afterEach(async () => {
  await running?.kill();
  running = undefined;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const organiserLogin = { email: "organiser@example.org", password: "a long passphrase" };

async function signedInOrganiser(server: ServerProcess): Promise<SdkUser> {
  const organiser = sdkUser({ endpoint: server.endpoint, projectId: "pride-club" });
  await organiser.account.createEmailPasswordSession(organiserLogin);
  return organiser;
}

/** A photo-sized PNG of noise: slow enough to clean that a kill lands mid-upload. */
function noisyPicture(): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index++) pixels[index] = (index * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

const filesFolder = () => path.join(dataDir, "files");
const entriesOf = (folder: string) => (fs.existsSync(folder) ? fs.readdirSync(folder).sort() : []);

test("after a kill -9 mid-upload and a restart, every listed file has its bytes and nothing stray is left", async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-upload-kill-"));
  running = await startServerProcess(dataDir);
  await runUsersCommand(dataDir, [
    "create",
    ...["--email", organiserLogin.email],
    ...["--password", organiserLogin.password],
    ...["--label", "admin"],
  ]);
  let organiser = await signedInOrganiser(running);
  const upload = async (bytes: Buffer, name: string) =>
    (
      await organiser.storage.createFile({
        bucketId: BUCKET,
        fileId: ID.unique(),
        file: fileOf(bytes, name),
        permissions: SAVED_PICTURE,
      })
    ).$id;
  const kept = [
    await upload(await pngImage(), "kept.png"),
    await upload(await pngImage(), "lost.png"),
  ];
  const [keptId, lostId] = kept;

  const picture = await noisyPicture();
  // Uploads go on until one is seen writing its bytes (.tmp/), and the kill lands then: watched,
  // not polled, so it cannot miss a write that is over between two looks.
  const writing = path.join(filesFolder(), ".tmp");
  fs.mkdirSync(writing, { recursive: true });
  const seenWriting = new Promise<void>((resolve) => {
    const watcher = fs.watch(writing, () => {
      watcher.close();
      resolve();
    });
  });
  let isUploading = true;
  const underWay = Array.from({ length: 4 }, async (_, index) => {
    for (let round = 0; isUploading; round++) {
      await upload(picture, `under-way-${index}-${round}.png`).catch(() => null);
    }
  });
  await seenWriting;
  await running.kill();
  isUploading = false;
  await Promise.all(underWay);

  // What the versions before this fix left after such a crash (a record made before its bytes),
  // and stray bytes and chunks with no record.
  fs.rmSync(path.join(filesFolder(), BUCKET, lostId ?? ""));
  fs.writeFileSync(path.join(filesFolder(), BUCKET, "stray-bytes"), "x");
  fs.mkdirSync(path.join(filesFolder(), ".uploads", BUCKET, "stray-upload"), { recursive: true });
  fs.writeFileSync(path.join(filesFolder(), ".uploads", BUCKET, "stray-upload", "1"), "x");

  running = await startServerProcess(dataDir);
  organiser = await signedInOrganiser(running);
  const listed = async () =>
    (await organiser.storage.listFiles({ bucketId: BUCKET, queries: [Query.limit(100)] })).files;
  await expect.poll(async () => (await listed()).map((file) => file.$id)).not.toContain(lostId);
  for (const file of await listed()) {
    if (file.chunksUploaded !== file.chunksTotal) continue;
    const url = organiser.storage.getFileView({ bucketId: BUCKET, fileId: file.$id });
    const answer = await fetchBytes(url.toString(), { Cookie: "" });
    expect({ name: file.name, status: answer.status }).toEqual({ name: file.name, status: 200 });
  }
  expect((await listed()).map((file) => file.$id)).toContain(keptId);
  await expect.poll(() => entriesOf(path.join(filesFolder(), ".uploads", BUCKET))).toEqual([]);
  const ids = (await listed()).map((file) => file.$id).sort();
  await expect.poll(() => entriesOf(path.join(filesFolder(), BUCKET))).toEqual(ids);
});
