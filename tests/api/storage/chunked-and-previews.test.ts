import path from "node:path";
import { ID, ImageFormat, ImageGravity } from "appwrite";
import { Client as ClientV18, ID as IDV18, Storage as StorageV18 } from "appwrite-v18";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loadProjectSchema } from "../../../backend/schema/load-project-schema.ts";
import { PreviewBudget } from "../../../backend/services/storage/preview-budget.ts";
import { ImageQueue } from "../../../backend/services/storage/image-queue.ts";
import { removeAbandonedUploads } from "../../../backend/services/storage/uploads.ts";
import { FilesOnDisk } from "../../../backend/storage/files-on-disk.ts";
import { JAR_HEADER } from "../../support/cookie-jar.ts";
import { assertMatchesModel, validatorFor } from "../../support/response-schemas.ts";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin } from "../../support/users.ts";
import {
  BUCKET,
  expectAppwriteError,
  fetchBytes,
  fileOf,
  filesOnDisk,
  SAVED_PICTURE,
  pngImage,
  sendUpload,
} from "./storage-fixtures.ts";

let server: TestServer;
let organiser: SdkUser;
let organiserV18: StorageV18;
let guest: SdkUser;
let largePhoto: Buffer;

beforeAll(async () => {
  validatorFor("FileModel");
  validatorFor("FileV18Model");
  server = await startTestServer();
  organiser = await signedInAdmin(server);
  const v18 = new ClientV18().setEndpoint(server.endpoint).setProject(server.projectId);
  v18.headers[JAR_HEADER] = organiser.client.headers[JAR_HEADER] ?? "";
  organiserV18 = new StorageV18(v18);
  guest = sdkUser(server);
  // Noise does not compress: a PNG of about 7.6 MB, two chunks of the SDK's 5 MB.
  largePhoto = await sharp({
    create: {
      width: 1800,
      height: 1400,
      channels: 3,
      background: "#000000",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
});

afterAll(() => server.stop());

describe("a file over 5 MB goes up in the SDK's chunks", () => {
  test("through appwrite@27 (chunks after the first sent at once): the whole picture arrives", async () => {
    expect(largePhoto.length).toBeGreaterThan(5 * 1024 * 1024);
    const created = await organiser.storage.createFile({
      bucketId: BUCKET,
      fileId: ID.unique(),
      file: fileOf(largePhoto, "large.png"),
      permissions: SAVED_PICTURE,
    });
    assertMatchesModel("FileModel", created);
    expect(created).toMatchObject({ chunksTotal: 2, chunksUploaded: 2, mimeType: "image/png" });
    const download = await fetchBytes(
      guest.storage.getFileDownload({ bucketId: BUCKET, fileId: created.$id }),
    );
    expect(download.bytes.length).toBe(created.sizeOriginal);
    const [sent, got] = await Promise.all(
      [largePhoto, download.bytes].map((bytes) => sharp(bytes).raw().toBuffer()),
    );
    expect(got?.equals(sent ?? Buffer.alloc(0))).toBe(true);
  });

  test("through appwrite@18 (one chunk after another), with the 1.7 File model", async () => {
    const created = await organiserV18.createFile(
      BUCKET,
      IDV18.unique(),
      fileOf(largePhoto, "large-v18.png"),
    );
    assertMatchesModel("FileV18Model", created);
    expect(created).toMatchObject({ chunksTotal: 2, chunksUploaded: 2, name: "large-v18.png" });
  });

  test("an upload whose next chunk never comes is removed after an hour, chunks and all", async () => {
    const stored = filesOnDisk(server);
    const chunk = 5 * 1024 * 1024;
    const first = await sendUpload(server, organiser, {
      fileId: "abandoned",
      name: "abandoned.png",
      bytes: largePhoto.subarray(0, chunk),
      headers: { "Content-Range": `bytes 0-${chunk - 1}/${largePhoto.length}` },
    });
    expect(first.status).toBe(201);
    expect(filesOnDisk(server)).toContain(".uploads/club_images/abandoned/1");
    const backend = server.backend;
    if (!backend) throw new Error("The test server runs without the embedded backend.");
    const deps = {
      store: backend.store.files,
      disk: new FilesOnDisk(server.dataDir),
      schema: loadProjectSchema(path.resolve(import.meta.dirname, "../../../appwrite.json")),
      images: new ImageQueue(),
      previewBudget: new PreviewBudget(),
    };
    const soon = new Date(Date.now() + 30 * 60 * 1000);
    expect(await removeAbandonedUploads({ ...deps, now: () => soon })).toBe(0);
    const later = new Date(Date.now() + 61 * 60 * 1000);
    expect(await removeAbandonedUploads({ ...deps, now: () => later })).toBe(1);
    await expectAppwriteError(
      organiser.storage.getFile({ bucketId: BUCKET, fileId: "abandoned" }),
      404,
      "storage_file_not_found",
    );
    expect(filesOnDisk(server)).toEqual(stored);
  });
});

describe("previews", () => {
  let fileId = "";

  beforeAll(async () => {
    const created = await organiser.storage.createFile({
      bucketId: BUCKET,
      fileId: ID.unique(),
      file: fileOf(await pngImage(400, 300, "#e8590c"), "preview.png"),
      permissions: SAVED_PICTURE,
    });
    fileId = created.$id;
  });

  test.each([
    [ImageFormat.Jpg, "image/jpeg", "jpeg"],
    [ImageFormat.Jpeg, "image/jpeg", "jpeg"],
    [ImageFormat.Png, "image/png", "png"],
    [ImageFormat.Webp, "image/webp", "webp"],
    [ImageFormat.Avif, "image/avif", "heif"],
    [ImageFormat.Heic, "image/heif", "heif"],
    [ImageFormat.Gif, "image/gif", "gif"],
  ])("output %s: %s, cropped to 120 x 80", async (output, contentType, format) => {
    const url = guest.storage.getFilePreview({
      bucketId: BUCKET,
      fileId,
      width: 120,
      height: 80,
      gravity: ImageGravity.Top,
      output,
    });
    const preview = await fetchBytes(url);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("Content-Type")).toBe(contentType);
    const metadata = await sharp(preview.bytes).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
      format,
      width: 120,
      height: 80,
    });
  });

  test("styling: a border, round corners, opacity, a background and a rotation", async () => {
    const url = guest.storage.getFilePreview({
      bucketId: BUCKET,
      fileId,
      width: 100,
      borderWidth: 5,
      borderColor: "ffffff",
      borderRadius: 20,
      opacity: 0.5,
      rotation: 90,
      output: ImageFormat.Png,
    });
    const preview = await fetchBytes(url);
    const { data, info } = await sharp(preview.bytes).raw().toBuffer({ resolveWithObject: true });
    // 100 x 75 with a 5 px border is 110 x 85, turned a quarter: 85 wide, 110 high.
    expect({ width: info.width, height: info.height, channels: info.channels }).toEqual({
      width: 85,
      height: 110,
      channels: 4,
    });
    // A rounded corner is transparent; the middle is half opaque.
    expect(data[3]).toBe(0);
    const middle = (55 * info.width + 42) * 4;
    expect(data[middle + 3]).toBeGreaterThan(100);
    expect(data[middle + 3]).toBeLessThan(160);
  });

  test("a preview is made once and kept; the same request again reads it", async () => {
    const url = guest.storage.getFilePreview({ bucketId: BUCKET, fileId, width: 33 });
    const before = filesOnDisk(server).filter((name) => name.startsWith(".previews/"));
    const first = await fetchBytes(url);
    const kept = filesOnDisk(server).filter((name) => name.startsWith(".previews/"));
    expect(kept.length).toBe(before.length + 1);
    const second = await fetchBytes(url);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(filesOnDisk(server).filter((name) => name.startsWith(".previews/"))).toEqual(kept);
  });

  test.each([
    ["a width over 4000", { width: "4001" }],
    ["a gravity Appwrite does not know", { gravity: "middle" }],
    ["an output Appwrite does not know", { output: "bmp" }],
    ["a colour that is not hex", { borderColor: "red" }],
    ["an opacity over 1", { opacity: "1.5" }],
  ])("%s: 400 general_argument_invalid", async (_name, params) => {
    const url = new URL(guest.storage.getFilePreview({ bucketId: BUCKET, fileId }));
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    const answer = await fetchBytes(url.href);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.bytes.toString())).toMatchObject({ type: "general_argument_invalid" });
  });
});
