import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { runBackupCommand, runRestoreCommand } from "../../../cli/backup-command.ts";
import { runBackupCli, sameInstallAs } from "../../support/backup-commands.ts";
import { sdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin } from "../../support/users.ts";
import {
  BUCKET,
  fetchBytes,
  filesOnDisk,
  pngImage,
  sendUpload,
  upload,
} from "./storage-fixtures.ts";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-file-backups-"));
let server: TestServer;
let restored: TestServer;
let fileId = "";
let original = Buffer.alloc(0);

const MiB = 1024 * 1024;

beforeAll(async () => {
  server = await startTestServer();
  const organiser = await signedInAdmin(server);
  const created = await upload(organiser, await pngImage(200, 100, "#0ca678"), "kept.png");
  fileId = created.$id;
  const guest = sdkUser(server);
  original = (await fetchBytes(guest.storage.getFileDownload({ bucketId: BUCKET, fileId }))).bytes;
  // A preview made and an upload under way: neither belongs in a backup.
  await fetchBytes(guest.storage.getFilePreview({ bucketId: BUCKET, fileId, width: 50 }));
  await sendUpload(server, organiser, {
    fileId: "under-way",
    name: "under-way.png",
    bytes: Buffer.alloc(MiB),
    headers: { "Content-Range": `bytes 0-${MiB - 1}/${2 * MiB}` },
  });
  const backupFile = path.join(scratch, "club.tar.gz");
  expect(await runBackupCli(runBackupCommand, ["--out", backupFile], server.dataDir)).toMatchObject(
    {
      code: 0,
    },
  );
  const restoredDir = sameInstallAs(server.dataDir, path.join(scratch, "restored"));
  expect(await runBackupCli(runRestoreCommand, [backupFile], restoredDir)).toMatchObject({
    code: 0,
  });
  restored = await startTestServer({ dataDir: restoredDir });
});

afterAll(async () => {
  await Promise.all([server.stop(), restored.stop()]);
  fs.rmSync(scratch, { recursive: true, force: true });
});

test("a picture is in the backup: the restored site gives the same bytes", async () => {
  const guest = sdkUser(restored);
  const download = await fetchBytes(guest.storage.getFileDownload({ bucketId: BUCKET, fileId }));
  expect(download.status).toBe(200);
  expect(download.bytes.equals(original)).toBe(true);
});

test("previews and chunks of an upload under way are left out of it", () => {
  expect(filesOnDisk(server).some((file) => file.startsWith(".previews/"))).toBe(true);
  expect(filesOnDisk(server).some((file) => file.startsWith(".uploads/"))).toBe(true);
  expect(filesOnDisk(restored)).toEqual([`${BUCKET}/${fileId}`]);
});
