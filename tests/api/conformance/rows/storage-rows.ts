import { ID, ImageFormat, Permission, Query, Role } from "appwrite";
import { ID as IDV18, ImageFormat as ImageFormatV18, Query as QueryV18 } from "appwrite-v18";
import sharp from "sharp";
import { row } from "../row.ts";
import { admin, type Scenario } from "../scenario.ts";

// `club_images` from the shipped appwrite.json: organisers read and write, images only, and file
// security: a picture a save uses is readable by anyone (decision 0126).
const bucketId = "club_images";

function picture(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 24, channels: 3, background: "#2f9e44" } })
    .png()
    .toBuffer();
}

function fileOf(bytes: Buffer, name: string): File {
  return new File([new Uint8Array(bytes)], name);
}

/** An organiser and a picture of theirs in the bucket, readable by anyone as a saved one is. */
async function organiserWithPicture(scenario: Scenario) {
  const organiser = await admin(scenario);
  const file = await organiser.current.storage.createFile({
    bucketId,
    fileId: ID.unique(),
    file: fileOf(await picture(), "banner.png"),
    permissions: [Permission.read(Role.any())],
  });
  return { organiser, fileId: file.$id };
}

/** What a browser gets for a URL the SDK built: the SDK itself makes no request for these. */
async function visit(url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.blob();
}

/** The eight file operations of the Storage API. */
export const storageRows = [
  row({
    operationId: "storageListFiles",
    name: "an organiser lists the bucket's files with a query and gets the FileList model",
    success: { model: "FileListModel", shows: { total: 1 } },
    prepare: (scenario) => organiserWithPicture(scenario),
    current: ({ organiser, fileId }) =>
      organiser.current.storage.listFiles({ bucketId, queries: [Query.equal("$id", fileId)] }),
    v18: ({ organiser, fileId }) =>
      organiser.v18.storage.listFiles(bucketId, [QueryV18.equal("$id", fileId)]),
  }),
  row({
    operationId: "storageCreateFile",
    name: "an organiser uploads a picture and gets the File model",
    success: { model: "FileModel", shows: { name: "flyer.png", mimeType: "image/png" } },
    prepare: async (scenario) => ({ organiser: await admin(scenario), bytes: await picture() }),
    current: ({ organiser, bytes }) =>
      organiser.current.storage.createFile({
        bucketId,
        fileId: ID.unique(),
        file: fileOf(bytes, "flyer.png"),
      }),
    v18: ({ organiser, bytes }) =>
      organiser.v18.storage.createFile(bucketId, IDV18.unique(), fileOf(bytes, "flyer.png")),
  }),
  row({
    operationId: "storageGetFile",
    name: "an organiser reads a file and gets the File model",
    success: { model: "FileModel", shows: { name: "banner.png" } },
    prepare: (scenario) => organiserWithPicture(scenario),
    current: ({ organiser, fileId }) => organiser.current.storage.getFile({ bucketId, fileId }),
    v18: ({ organiser, fileId }) => organiser.v18.storage.getFile(bucketId, fileId),
  }),
  row({
    operationId: "storageUpdateFile",
    name: "an organiser renames a file and gets the File model",
    success: { model: "FileModel", shows: { name: "renamed.png" } },
    prepare: (scenario) => organiserWithPicture(scenario),
    current: ({ organiser, fileId }) =>
      organiser.current.storage.updateFile({ bucketId, fileId, name: "renamed.png" }),
    v18: ({ organiser, fileId }) =>
      organiser.v18.storage.updateFile(bucketId, fileId, "renamed.png"),
  }),
  row({
    operationId: "storageDeleteFile",
    name: "an organiser deletes a file and gets 204",
    success: { empty: true },
    prepare: (scenario) => organiserWithPicture(scenario),
    current: ({ organiser, fileId }) => organiser.current.storage.deleteFile({ bucketId, fileId }),
    v18: ({ organiser, fileId }) => organiser.v18.storage.deleteFile(bucketId, fileId),
  }),
  row({
    operationId: "storageGetFileDownload",
    name: "a visitor downloads a picture from the URL the SDK builds",
    success: { contentType: "image/png" },
    prepare: (scenario) => organiserWithPicture(scenario),
    current: ({ organiser, fileId }) =>
      visit(organiser.current.storage.getFileDownload({ bucketId, fileId })),
    v18: ({ organiser, fileId }) => visit(organiser.v18.storage.getFileDownload(bucketId, fileId)),
  }),
  row({
    operationId: "storageGetFilePreview",
    name: "a visitor loads a WebP preview from the URL the SDK builds",
    success: { contentType: "image/webp" },
    prepare: (scenario) => organiserWithPicture(scenario),
    current: ({ organiser, fileId }) =>
      visit(
        organiser.current.storage.getFilePreview({
          bucketId,
          fileId,
          width: 16,
          output: ImageFormat.Webp,
        }),
      ),
    v18: ({ organiser, fileId }) =>
      visit(
        organiser.v18.storage.getFilePreview(
          bucketId,
          fileId,
          16,
          undefined,
          undefined,
          undefined,
          undefined,
          undefined,
          undefined,
          undefined,
          undefined,
          undefined,
          ImageFormatV18.Webp,
        ),
      ),
  }),
  row({
    operationId: "storageGetFileView",
    name: "a visitor views a picture from the URL the SDK builds",
    success: { contentType: "image/png" },
    prepare: (scenario) => organiserWithPicture(scenario),
    current: ({ organiser, fileId }) =>
      visit(organiser.current.storage.getFileView({ bucketId, fileId })),
    v18: ({ organiser, fileId }) => visit(organiser.v18.storage.getFileView(bucketId, fileId)),
  }),
];
