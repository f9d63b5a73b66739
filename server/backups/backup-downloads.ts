import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BackupDownload } from "../../app/lib/backups/site-backups.ts";
import type { Settings } from "../env.ts";
import { backupFileName } from "./backup-file-names.ts";
import { backupDataDir } from "./data-dir-backups.ts";

// Backups an organiser downloads from the admin area (decision 0143): the same archive as
// `npm run backup`, written to a private temporary file and sent from it as it is read, so no
// archive is ever held in memory.

/** One download every five minutes per install: each copies the whole data folder. */
export const DOWNLOAD_INTERVAL_MS = 5 * 60 * 1000;

/** How much of the file is read at a time: what the socket takes, not the archive. */
const CHUNK_BYTES = 64 * 1024;

/** Makes downloads of `settings.dataDir`, no more than one per DOWNLOAD_INTERVAL_MS by `now`. */
export function createBackupDownloads(
  settings: Pick<Settings, "dataDir" | "backupDir">,
  now: () => Date,
): { download(): Promise<BackupDownload | { retryAfterSeconds: number }> } {
  let lastStartedAt = Number.NEGATIVE_INFINITY;
  return {
    async download() {
      const at = now();
      const wait = lastStartedAt + DOWNLOAD_INTERVAL_MS - at.getTime();
      if (wait > 0) return { retryAfterSeconds: Math.ceil(wait / 1000) };
      // Taken before the first await: a second request meanwhile is told to wait.
      const previous = lastStartedAt;
      lastStartedAt = at.getTime();
      try {
        return await writeDownload(settings, at);
      } catch (error) {
        // A backup that failed made nothing to wait for: the organiser may try again at once.
        lastStartedAt = previous;
        throw error;
      }
    },
  };
}

async function writeDownload(
  settings: Pick<Settings, "dataDir" | "backupDir">,
  at: Date,
): Promise<BackupDownload> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-download-"));
  try {
    const file = path.join(folder, "backup.tar.gz");
    await backupDataDir(settings, file, at);
    const handle = await fs.promises.open(file, "r");
    const { size } = await handle.stat();
    // The open handle keeps the bytes readable once the file is removed below: nothing is left
    // on the disk however the download ends.
    return { fileName: backupFileName(at, "scheduled"), size, body: streamOf(handle) };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** The file's bytes, read as the response is sent; the handle closes at the end or on a cancel. */
function streamOf(handle: fs.promises.FileHandle): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const chunk = new Uint8Array(CHUNK_BYTES);
        const { bytesRead } = await handle.read(chunk, 0, CHUNK_BYTES, null);
        if (bytesRead > 0) return controller.enqueue(chunk.subarray(0, bytesRead));
        await handle.close();
        controller.close();
      } catch (error) {
        await handle.close();
        controller.error(error);
      }
    },
    cancel: () => handle.close(),
  });
}
