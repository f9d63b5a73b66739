import { randomBytes } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { once } from "node:events";
import { finished } from "node:stream/promises";
import { translateOutOfSpace } from "../errors/out-of-space.ts";
import { createPrivateFolder } from "../security/private-files.ts";
import { defaultPreviewBytes, KeptPreviews } from "./kept-previews.ts";

/** The folder of DATA_DIR that holds every stored file's bytes (and goes into backups). */
export const FILES_FOLDER = "files";

const PRIVATE_FILE_MODE = 0o600;

/**
 * The folders of FILES_FOLDER that hold nothing to keep: what is being written, chunks of
 * uploads under way (thrown away within the hour anyway) and previews (made again on demand).
 * Backups leave them out.
 */
export const PASSING_FOLDERS = [".tmp", ".uploads", ".previews"].map(
  (folder) => `${FILES_FOLDER}/${folder}`,
);

/**
 * Where the bytes of stored files live: `DATA_DIR/files/<bucketId>/<fileId>`, named by ids only
 * (checked ids, never a file's own name, so no name can reach outside). Every file is written
 * under a temporary name, flushed to disk and then renamed into place, so a reader or a crash
 * sees the old bytes or the new ones, never half of them; a full disk is general_server_error,
 * as a document write's is (decision 0066). Chunks of uploads under way wait in `.uploads/`,
 * previews are kept in `.previews/` (at most `previewBytes`, and given up first when space runs
 * short: kept-previews.ts), and `.tmp/` holds what is being written.
 */
export class FilesOnDisk {
  readonly root: string;
  private readonly previews: KeptPreviews;

  constructor(dataDir: string, { previewBytes }: { previewBytes?: number } = {}) {
    this.root = path.join(dataDir, FILES_FOLDER);
    this.previews = new KeptPreviews(
      path.join(this.root, ".previews"),
      dataDir,
      previewBytes ?? defaultPreviewBytes(dataDir),
    );
    // Whatever was being written when the process stopped is of no use now. The folders are
    // made when first written to: a server started on a full disk still starts (decision 0067).
    fs.rmSync(this.tempFolder(), { recursive: true, force: true });
  }

  /**
   * Gives up kept previews, oldest first, while the disk has less than their reserve free:
   * called before an upload's bytes are received, so stored files get the space first.
   */
  async makeRoomForUpload(): Promise<void> {
    await this.previews.relieve();
  }

  /** A new path in the temporary folder, for a request's bytes on their way in. */
  temporaryPath(): string {
    try {
      createPrivateFolders(path.dirname(this.root), this.tempFolder());
    } catch (error) {
      throw translateOutOfSpace(error);
    }
    return path.join(this.tempFolder(), randomBytes(12).toString("hex"));
  }

  /** The stored bytes of a file. */
  filePath(bucketId: string, fileId: string): string {
    return path.join(this.root, bucketId, fileId);
  }

  /** Moves a finished temporary file into place as the file's bytes. */
  async keepFile(temporary: string, bucketId: string, fileId: string): Promise<void> {
    await this.moveIntoPlace(temporary, this.filePath(bucketId, fileId));
  }

  /** Keeps one received chunk of an upload under way (a chunk sent again replaces itself). */
  async keepChunk(
    temporary: string,
    bucketId: string,
    fileId: string,
    chunk: number,
  ): Promise<void> {
    await this.moveIntoPlace(
      temporary,
      path.join(this.chunkFolder(bucketId, fileId), String(chunk)),
    );
  }

  /** How many chunks of an upload are kept. */
  async countChunks(bucketId: string, fileId: string): Promise<number> {
    try {
      return (await fsp.readdir(this.chunkFolder(bucketId, fileId))).length;
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
  }

  /** Writes chunks 1..`chunks` one after another into a new temporary file, streamed. */
  async joinChunks(bucketId: string, fileId: string, chunks: number): Promise<string> {
    const joined = this.temporaryPath();
    const output = fs.createWriteStream(joined, { mode: PRIVATE_FILE_MODE });
    try {
      for (let chunk = 1; chunk <= chunks; chunk++) {
        const part = path.join(this.chunkFolder(bucketId, fileId), String(chunk));
        for await (const bytes of fs.createReadStream(part)) {
          if (!output.write(bytes)) await once(output, "drain");
        }
      }
      output.end();
      await finished(output);
    } catch (error) {
      output.destroy();
      await fsp.rm(joined, { force: true });
      throw translateOutOfSpace(error);
    }
    return joined;
  }

  /** The kept preview `key` of a file, or null when none was made yet (or it was given up). */
  async readPreview(bucketId: string, fileId: string, key: string): Promise<Buffer | null> {
    const file = path.join(this.previewFolder(bucketId, fileId), key);
    try {
      const bytes = await fsp.readFile(file);
      await this.previews.used(file);
      return bytes;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /**
   * Keeps a preview of a file for the next request of the same one, when it fits the previews'
   * share of the disk; otherwise it is simply not kept (it is made again when asked for).
   */
  async keepPreview(bucketId: string, fileId: string, key: string, bytes: Buffer): Promise<void> {
    if (!(await this.previews.makeRoomFor(bytes.length))) return;
    const file = path.join(this.previewFolder(bucketId, fileId), key);
    const temporary = this.temporaryPath();
    try {
      await fsp.writeFile(temporary, bytes, { mode: PRIVATE_FILE_MODE });
    } catch (error) {
      await fsp.rm(temporary, { force: true });
      throw translateOutOfSpace(error);
    }
    await this.moveIntoPlace(temporary, file);
    await this.previews.added(file, bytes.length);
  }

  /** The bytes kept previews take now. */
  previewBytes(): Promise<number> {
    return this.previews.bytes();
  }

  /** Removes a file's bytes, its chunks and its previews. */
  async removeFile(bucketId: string, fileId: string): Promise<void> {
    await this.removeChunks(bucketId, fileId);
    await this.previews.forgetFolder(this.previewFolder(bucketId, fileId));
    await fsp.rm(this.previewFolder(bucketId, fileId), { recursive: true, force: true });
    await fsp.rm(this.filePath(bucketId, fileId), { force: true });
  }

  /** Removes the chunks of an upload (it finished, or was abandoned). */
  async removeChunks(bucketId: string, fileId: string): Promise<void> {
    await fsp.rm(this.chunkFolder(bucketId, fileId), { recursive: true, force: true });
  }

  /** The files whose bytes are kept in a bucket's folder, with when each was last written (ms). */
  async listStoredBytes(bucketId: string): Promise<{ id: string; writtenAt: number }[]> {
    const folder = path.join(this.root, bucketId);
    const found: { id: string; writtenAt: number }[] = [];
    for (const id of await this.idsIn(folder)) {
      const stats = await fsp.stat(path.join(folder, id)).catch(() => null);
      if (stats) found.push({ id, writtenAt: stats.mtimeMs });
    }
    return found;
  }

  /** Whether a file's bytes are in place now. */
  async hasBytes(bucketId: string, fileId: string): Promise<boolean> {
    return (await fsp.stat(this.filePath(bucketId, fileId)).catch(() => null)) !== null;
  }

  /** The ids of the uploads with chunks waiting in a bucket. */
  listUploadIds(bucketId: string): Promise<string[]> {
    return this.idsIn(path.join(this.root, ".uploads", bucketId));
  }

  private async idsIn(folder: string): Promise<string[]> {
    try {
      return await fsp.readdir(folder);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  }

  /** Removes a temporary file, if it is still there. */
  async discard(temporary: string): Promise<void> {
    await fsp.rm(temporary, { force: true });
  }

  private tempFolder(): string {
    return path.join(this.root, ".tmp");
  }

  private chunkFolder(bucketId: string, fileId: string): string {
    return path.join(this.root, ".uploads", bucketId, fileId);
  }

  private previewFolder(bucketId: string, fileId: string): string {
    return path.join(this.root, ".previews", bucketId, fileId);
  }

  /**
   * fsync the temporary file, rename it over `target`, and fsync the folder, so the new name
   * survives a power cut once this resolves (as every acknowledged write does, decision 0067).
   */
  private async moveIntoPlace(temporary: string, target: string): Promise<void> {
    try {
      const handle = await fsp.open(temporary, "r+");
      try {
        await handle.chmod(PRIVATE_FILE_MODE);
        await handle.sync();
      } finally {
        await handle.close();
      }
      const folder = path.dirname(target);
      createPrivateFolders(this.root, folder);
      await fsp.rename(temporary, target);
      const directory = await fsp.open(folder, "r");
      try {
        await directory.sync();
      } finally {
        await directory.close();
      }
    } catch (error) {
      await fsp.rm(temporary, { force: true });
      throw translateOutOfSpace(error);
    }
  }
}

/** Creates `folder` and each missing folder between `root` and it, all private (0700). */
function createPrivateFolders(root: string, folder: string): void {
  const parts = path.relative(root, folder).split(path.sep);
  let current = root;
  for (const part of parts) {
    current = path.join(current, part);
    createPrivateFolder(current);
  }
}

function isMissing(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "ENOENT";
}
