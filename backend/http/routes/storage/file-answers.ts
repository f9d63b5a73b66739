import fs, { type ReadStream } from "node:fs";
import fsp from "node:fs/promises";
import { AppwriteError } from "../../../errors/appwrite-error.ts";
import type { StoredFile } from "../../../storage/file-store.ts";

// Appwrite answers an open-ended range ("bytes=100-") with at most this much: 10 MB for a
// download (MAX_OUTPUT_CHUNK_SIZE), 2 MB for a view.
export const DOWNLOAD_RANGE_BYTES = 10 * 1024 * 1024;
export const VIEW_RANGE_BYTES = 2_000_000;

// The types a view answers as themselves (Appwrite's storage mimes list, for the types this
// backend stores); anything else is sent as text/plain, so no upload runs as a page.
const viewableTypes = new Set([
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/avif",
  "application/pdf",
]);

/** Bytes `start` to `end` (inclusive) of a file. */
interface ByteRange {
  start: number;
  end: number;
}

/**
 * The Range header as Appwrite reads it: `bytes=start-end` or `bytes=start-` (then at most
 * `openEndBytes`); a start not before the end, an end past the file, another unit or several
 * ranges are storage_invalid_range (416). No header: null, the whole file.
 */
export function parseRange(
  header: string | undefined,
  size: number,
  openEndBytes: number,
): ByteRange | null {
  if (header === undefined || header === "") return null;
  const match = /^bytes=(\d+)-(\d*)$/.exec(header.trim());
  if (!match) throw new AppwriteError("storage_invalid_range");
  const start = Number(match[1]);
  const end = match[2] === "" ? Math.min(start + openEndBytes - 1, size - 1) : Number(match[2]);
  if (start >= end || end >= size) throw new AppwriteError("storage_invalid_range");
  return { start, end };
}

/**
 * A download or view: the file's bytes streamed from disk (never read whole into memory), the
 * asked range only with 206. `disposition` is Appwrite's: attachment for a download, inline for
 * a view, which also gets a CSP without scripts and no sniffing.
 */
export async function fileAnswer(
  file: StoredFile,
  path: string,
  rangeHeader: string | undefined,
  disposition: "attachment" | "inline",
): Promise<Response> {
  const size = file.sizeOriginal;
  const openEnd = disposition === "attachment" ? DOWNLOAD_RANGE_BYTES : VIEW_RANGE_BYTES;
  const range = parseRange(rangeHeader, size, openEnd);
  await fsp.access(path).catch((error: unknown) => {
    throw new AppwriteError("storage_file_not_found", undefined, { cause: error });
  });
  const { start, end } = range ?? { start: 0, end: size - 1 };
  const headers = new Headers({
    "Content-Type":
      disposition === "inline" && !viewableTypes.has(file.mimeType) ? "text/plain" : file.mimeType,
    "Content-Length": String(end - start + 1),
    "Content-Disposition": `${disposition}; ${dispositionName(file.name)}`,
    "Cache-Control": "private, max-age=3888000",
    "Accept-Ranges": "bytes",
  });
  if (disposition === "inline") {
    headers.set("Content-Security-Policy", "script-src none;");
    headers.set("X-Content-Type-Options", "nosniff");
  }
  if (range) headers.set("Content-Range", `bytes ${start}-${end}/${size}`);
  return new Response(fileStream(path, start, end), { status: range ? 206 : 200, headers });
}

/**
 * The file name for Content-Disposition: an ASCII fallback in quotes (quotes and backslashes
 * replaced) and the exact name in RFC 5987's `filename*`.
 */
function dispositionName(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Bytes `start` to `end` of a file as a web ReadableStream, read as the client takes them
 * (backpressure kept). The file is opened at the first read, so an answer never read (a HEAD,
 * which Hono answers from this route without its body) holds no file open.
 */
function fileStream(path: string, start: number, end: number): ReadableStream<Uint8Array> {
  let file: ReadStream | null = null;
  let chunks: AsyncIterator<Buffer> | null = null;
  return new ReadableStream(
    {
      async pull(controller) {
        if (!chunks) {
          file = fs.createReadStream(path, { start, end });
          chunks = file[Symbol.asyncIterator]();
        }
        const next = await chunks.next();
        if (next.done === true) controller.close();
        else controller.enqueue(next.value);
      },
      cancel() {
        file?.destroy();
      },
    },
    { highWaterMark: 0 },
  );
}
