import fs from "node:fs";
import path from "node:path";
import { AppwriteException, ID, Permission, Role } from "appwrite";
import sharp from "sharp";
import { expect } from "vitest";
import { JAR_HEADER } from "../../support/cookie-jar.ts";
import type { SdkUser } from "../../support/sdk.ts";
import type { TestServer } from "../../support/test-server.ts";

/** The bucket appwrite.json declares for the club's public images. */
export const BUCKET = "club_images";

/** A small PNG drawn by sharp: `width` x `height`, one colour. */
export function pngImage(width = 64, height = 48, colour = "#d6336c"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/**
 * A phone photo as a phone writes it: a JPEG `width` x `height` stored sideways with EXIF
 * orientation 6 (turn 90° to show), the camera's make, model and serial number, and where it was
 * taken (GPS), plus an XMP packet.
 */
export function phonePhoto(width = 120, height = 80): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#5f3dc4" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "PhoneMaker", Model: "Phone 15" },
      IFD2: { BodySerialNumber: "SN-4242-SECRET" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "51/1 30/1 2652/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "0/1 7/1 3984/100",
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
    )
    .toBuffer();
}

/** A File the SDK can upload (Node's global File). */
export function fileOf(bytes: Buffer, name: string): File {
  return new File([new Uint8Array(bytes)], name);
}

/** What a picture a save uses carries (the bucket has file security, decision 0126). */
export const SAVED_PICTURE = [Permission.read(Role.any())];

/**
 * Uploads `bytes` as `name` into the club's bucket, by default as a picture a save uses (anyone
 * reads it); resolves with the File model.
 */
export function upload(
  user: SdkUser,
  bytes: Buffer,
  name: string,
  permissions: string[] = SAVED_PICTURE,
) {
  return user.storage.createFile({
    bucketId: BUCKET,
    fileId: ID.unique(),
    file: fileOf(bytes, name),
    permissions,
  });
}

/** The bytes a guest's browser gets from a URL the SDK built (download, view or preview). */
export async function fetchBytes(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes };
}

/** Expects `call` to fail with Appwrite's `type` and `code`. */
export async function expectAppwriteError(
  call: Promise<unknown>,
  code: number,
  type: string,
): Promise<AppwriteException> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error, `expected ${type}`).toBeInstanceOf(AppwriteException);
  if (!(error instanceof AppwriteException)) throw new Error("unreachable");
  expect({ code: error.code, type: error.type }).toEqual({ code, type });
  return error;
}

/**
 * Every file under DATA_DIR/files but the folders: what is stored and any leftovers. A refused
 * upload must leave this as it was.
 */
export function filesOnDisk(server: TestServer): string[] {
  const root = path.join(server.dataDir, "files");
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((entry) => fs.statSync(path.join(root, entry)).isFile())
    .sort();
}

/** A multipart body written by hand, so a test can send a file name no browser would. */
function multipartBody(fileId: string, name: string, bytes: Buffer) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="fileId"\r\n\r\n${fileId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n`,
    "utf8",
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * storageCreateFile sent by hand as `user` (their cookies), for what the SDK never sends: chunks
 * out of order or off the grid, raw file names. Answers the status and the parsed JSON body.
 */
export async function sendUpload(
  server: TestServer,
  user: SdkUser,
  upload: { fileId: string; name: string; bytes: Buffer; headers?: Record<string, string> },
): Promise<{ status: number; body: { type?: string; $id?: string; chunksUploaded?: number } }> {
  const { body, contentType } = multipartBody(upload.fileId, upload.name, upload.bytes);
  const response = await fetch(`${server.endpoint}/storage/buckets/${BUCKET}/files`, {
    method: "POST",
    headers: {
      "X-Appwrite-Project": server.projectId,
      "Content-Type": contentType,
      [JAR_HEADER]: user.client.headers[JAR_HEADER] ?? "",
      ...upload.headers,
    },
    body,
  });
  return { status: response.status, body: await response.json() };
}
