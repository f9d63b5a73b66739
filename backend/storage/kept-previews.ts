import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";

/** The most bytes kept previews may take: min(1 GiB, 5% of the space free at start). */
export function defaultPreviewBytes(folder: string): number {
  const stats = fs.statfsSync(folder);
  return Math.min(1024 ** 3, Math.floor(stats.bavail * stats.bsize * 0.05));
}

/**
 * Space previews leave free for what matters more (the database, uploads, backups): 64 MiB, or
 * 5% of the filesystem when that is more. A preview is kept only while this much stays free.
 */
function reservedBytes(stats: fs.StatsFs): number {
  return Math.max(64 * 1024 ** 2, Math.floor(stats.blocks * stats.bsize * 0.05));
}

function freeBytes(stats: fs.StatsFs): number {
  return stats.bavail * stats.bsize;
}

interface KeptPreview {
  bytes: number;
  usedAt: number;
}

/**
 * The previews kept in `folder` (`.previews/<bucketId>/<fileId>/<key>`), least recently used
 * first, at most `capBytes` together (decision 0123). Previews are made again on demand, so
 * they are the first thing given up: the oldest go when a new one would pass the cap, and
 * whenever the disk's free space falls below the reserve (`relieve`, called before every write
 * of stored bytes), oldest first, until it is back or none are left. The index is rebuilt from
 * the folder (sizes, and modification times recording the last use) on first use, so a restart
 * forgets nothing.
 */
export class KeptPreviews {
  private readonly kept = new Map<string, KeptPreview>();
  private total = 0;
  private loading: Promise<void> | null = null;

  /**
   * @param folder where previews are kept (made on first write)
   * @param disk a folder that exists on the same filesystem, for its free space
   */
  constructor(
    private readonly folder: string,
    private readonly disk: string,
    private readonly capBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The bytes kept previews take now. */
  async bytes(): Promise<number> {
    await this.load();
    return this.total;
  }

  /** Notes that the preview at `file` was read: it is now the most recently used. */
  async used(file: string): Promise<void> {
    await this.load();
    const entry = this.kept.get(file);
    if (!entry) return;
    this.kept.delete(file);
    this.kept.set(file, entry);
    entry.usedAt = this.now();
    // The file's modification time records the last use, so the order survives a restart (an
    // inode update, no data written); a lost touch only makes it look older after one.
    const at = new Date(entry.usedAt);
    await fsp.utimes(file, at, at).catch(() => undefined);
  }

  /**
   * Whether a preview of `size` bytes may be kept: it fits the cap once older ones are dropped,
   * and the disk keeps its reserve free after it. Drops what has to go.
   */
  async makeRoomFor(size: number): Promise<boolean> {
    await this.load();
    if (size > this.capBytes) return false;
    while (this.total + size > this.capBytes) await this.dropOldest();
    return this.relieve(size);
  }

  /** Records a preview just written at `file`. */
  async added(file: string, size: number): Promise<void> {
    await this.load();
    this.forget(file);
    this.kept.set(file, { bytes: size, usedAt: this.now() });
    this.total += size;
  }

  /**
   * Drops previews, oldest first, while the disk has less than its reserve free (plus `wanted`
   * bytes about to be written). Whether the reserve is free afterwards.
   */
  async relieve(wanted = 0): Promise<boolean> {
    await this.load();
    for (;;) {
      const stats = await fsp.statfs(this.disk);
      if (freeBytes(stats) - wanted >= reservedBytes(stats)) return true;
      if (this.kept.size === 0) return false;
      await this.dropOldest();
    }
  }

  /** Forgets the previews below `folder` (their file was deleted with them). */
  async forgetFolder(folder: string): Promise<void> {
    await this.load();
    const prefix = folder + path.sep;
    for (const file of [...this.kept.keys()]) if (file.startsWith(prefix)) this.forget(file);
  }

  private forget(file: string): void {
    const entry = this.kept.get(file);
    if (!entry) return;
    this.kept.delete(file);
    this.total -= entry.bytes;
  }

  private async dropOldest(): Promise<void> {
    const oldest = this.kept.keys().next();
    if (oldest.done) return;
    this.forget(oldest.value);
    await fsp.rm(oldest.value, { force: true });
  }

  private load(): Promise<void> {
    this.loading ??= this.scan();
    return this.loading;
  }

  private async scan(): Promise<void> {
    const found: [string, KeptPreview][] = [];
    for (const file of await filesBelow(this.folder, 3)) {
      const stats = await fsp.stat(file).catch(() => null);
      if (stats?.isFile()) found.push([file, { bytes: stats.size, usedAt: stats.mtimeMs }]);
    }
    found.sort(([, a], [, b]) => a.usedAt - b.usedAt);
    for (const [file, entry] of found) {
      this.kept.set(file, entry);
      this.total += entry.bytes;
    }
  }
}

/** The paths `depth` folders below `folder` (none when it does not exist). */
async function filesBelow(folder: string, depth: number): Promise<string[]> {
  const names = await fsp.readdir(folder).catch(() => []);
  const paths = names.map((name) => path.join(folder, name));
  if (depth === 1) return paths;
  const below = await Promise.all(paths.map((child) => filesBelow(child, depth - 1)));
  return below.flat();
}
