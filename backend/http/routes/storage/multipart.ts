import fs from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { AppwriteError } from "../../../errors/appwrite-error.ts";
import { translateOutOfSpace } from "../../../errors/out-of-space.ts";

/** A multipart body read: its text fields (repeated ones in order) and its one file, on disk. */
export interface MultipartBody {
  fields: Map<string, string[]>;
  file: { path: string; size: number; name: string } | null;
}

// Enough for fileId, permissions[] (Appwrite allows 100) and the SDK's other fields.
const MAX_FIELDS = 120;
const MAX_FIELD_BYTES = 4096;

/**
 * Reads a multipart/form-data body as a stream: the `file` part goes straight into `path` (never
 * whole in memory), and a part longer than `maxFileBytes` stops the read with
 * storage_invalid_file_size. A body that is not multipart is read to its end and has no file.
 * When this rejects, nothing is left at `path`.
 */
export async function readMultipart(
  headers: Record<string, string>,
  body: ReadableStream<Uint8Array> | null,
  path: string,
  maxFileBytes: number,
): Promise<MultipartBody> {
  const result: MultipartBody = { fields: new Map(), file: null };
  if (!body) return result;
  const input = Readable.from(chunksOf(body));
  if (!(headers["content-type"] ?? "").toLowerCase().startsWith("multipart/form-data")) {
    input.resume();
    return result;
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers,
      // The name as sent, folders and all: such a name is refused, not quietly cut to its end.
      preservePath: true,
      // Browsers and the SDKs send the file name as raw UTF-8 bytes; busboy reads them as latin1
      // unless told, which stored "café.png" as "cafÃ©.png" and made emoji look like controls.
      defParamCharset: "utf8",
      limits: { files: 1, fileSize: maxFileBytes, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES },
    });
  } catch (error) {
    throw new AppwriteError("general_argument_invalid", "The multipart body has no boundary.", {
      cause: error,
    });
  }
  let written: Promise<void> = Promise.resolve();
  parser.on("field", (name, value) => {
    const values = result.fields.get(name) ?? [];
    values.push(value);
    result.fields.set(name, values);
  });
  parser.on("file", (name, stream, info) => {
    if (name !== "file" || result.file) {
      stream.resume();
      return;
    }
    const file = { path, size: 0, name: info.filename ?? "" };
    result.file = file;
    let isTooLarge = false;
    stream.on("data", (bytes: Buffer) => (file.size += bytes.length));
    stream.on("limit", () => (isTooLarge = true));
    written = pipeline(stream, fs.createWriteStream(path, { mode: 0o600 })).then(() => {
      if (isTooLarge) throw new AppwriteError("storage_invalid_file_size", "File size not allowed");
    });
  });
  try {
    await pipeline(input, parser);
    await written;
  } catch (error) {
    await fs.promises.rm(path, { force: true });
    if (error instanceof AppwriteError) throw error;
    const cause = translateOutOfSpace(error);
    if (cause instanceof AppwriteError) throw cause;
    throw new AppwriteError("general_argument_invalid", "The multipart body could not be read.", {
      cause,
    });
  }
  return result;
}

/** The chunks of a web ReadableStream, as an async iterable a Node stream can be made from. */
async function* chunksOf(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}
