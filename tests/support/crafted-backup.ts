import { createHash } from "node:crypto";
import fs from "node:fs";
import zlib from "node:zlib";
import { Header } from "tar";

// Backups written byte by byte, as an attacker would: tar headers that say whatever they like
// (paths outside the folder, links, sizes the data does not have), and a manifest to match or not.
// Only the header format is borrowed from node-tar; nothing here checks anything.

export interface CraftedEntry {
  path: string;
  content?: Buffer | string;
  /** The size the tar header claims; the content's own length unless given. */
  declaredSize?: number;
  type?: "File" | "Directory" | "SymbolicLink" | "Link";
  linkpath?: string;
}

export interface ManifestLine {
  path: string;
  size: number;
  sha256: string;
}

const BLOCK = 512;

/** The manifest line a real backup would write for `path` holding `content`. */
export function manifestLine(path: string, content: Buffer | string): ManifestLine {
  const bytes = Buffer.from(content);
  return { path, size: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") };
}

/** A manifest of this site's format listing `files`. */
export function manifestOf(files: ManifestLine[]): string {
  return JSON.stringify({
    format: "pride-club-backup",
    version: 1,
    createdAt: "2026-11-25T12:00:00.000Z",
    files,
  });
}

/** One tar stream of `entries`, in order, gzipped into `file`; `isComplete` false leaves off the end. */
export function writeCraftedBackup(
  file: string,
  entries: CraftedEntry[],
  { isComplete = true }: { isComplete?: boolean } = {},
): void {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const content = Buffer.from(entry.content ?? "");
    const header = new Header({
      path: entry.path,
      mode: 0o600,
      size: entry.declaredSize ?? content.length,
      type: entry.type ?? "File",
      linkpath: entry.linkpath ?? "",
      mtime: new Date("2026-11-25T12:00:00Z"),
    });
    const block = Buffer.alloc(BLOCK);
    header.encode(block, 0);
    blocks.push(block, content, Buffer.alloc((BLOCK - (content.length % BLOCK)) % BLOCK));
  }
  if (isComplete) blocks.push(Buffer.alloc(BLOCK * 2));
  fs.writeFileSync(file, zlib.gzipSync(Buffer.concat(blocks)));
}
