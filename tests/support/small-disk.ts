import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** A real filesystem of its own, small enough to fill in moments (a tmpfs). */
export interface SmallDisk {
  /** A folder on it for DATA_DIR (the filler files sit beside it). */
  dataDir: string;
  /** Writes files until the filesystem refuses another byte. */
  fill(): void;
  /** Removes what fill() wrote: the space comes back. */
  free(): void;
  /** Unmounts it and removes the mount point (the server on it must be stopped first). */
  unmount(): Promise<void>;
}

// tmpfs hands out space a page at a time: once a 4 KiB file no longer fits, nothing does.
const FILL_SIZES = [1024 * 1024, 64 * 1024, 4096];

/**
 * Mounts a tmpfs of `megabytes` for a test. Mounting needs root: the tests run as root (CI does),
 * and anywhere else this fails saying so, rather than skipping what it tests.
 */
export async function mountSmallDisk(megabytes: number): Promise<SmallDisk> {
  const mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-small-disk-"));
  try {
    await run("mount", ["-t", "tmpfs", "-o", `size=${megabytes}m,mode=0700`, "tmpfs", mountPoint]);
  } catch (error) {
    fs.rmdirSync(mountPoint);
    throw new Error(
      `The full-disk tests need a small filesystem of their own, and mounting a ${megabytes} MiB tmpfs ` +
        `on ${mountPoint} failed: ${error instanceof Error ? error.message : String(error)}. ` +
        `They must run as root (CI does), e.g. \`sudo npx vitest run --project api tests/api/ops/full-disk.test.ts\`.`,
    );
  }
  const filler = path.join(mountPoint, "filler");
  fs.mkdirSync(filler);
  let count = 0;
  return {
    dataDir: path.join(mountPoint, "data"),
    fill() {
      for (const size of FILL_SIZES) {
        const chunk = Buffer.alloc(size, 1);
        for (;;) {
          const file = path.join(filler, `${count++}`);
          try {
            fs.writeFileSync(file, chunk);
          } catch (error) {
            // A file cut short by the full disk is kept: it holds space too.
            if (error instanceof Error && "code" in error && error.code === "ENOSPC") break;
            throw error;
          }
        }
      }
    },
    free() {
      for (const name of fs.readdirSync(filler)) fs.rmSync(path.join(filler, name));
    },
    async unmount() {
      await run("umount", [mountPoint]);
      fs.rmdirSync(mountPoint);
    },
  };
}
