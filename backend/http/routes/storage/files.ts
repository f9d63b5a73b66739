import { Hono, type Context } from "hono";
import type { BackendDeps } from "../../../backend-deps.ts";
import { AppwriteError } from "../../../errors/appwrite-error.ts";
import { toFileListModel, toFileModel } from "../../../models/file-models.ts";
import {
  deleteFile,
  fileContent,
  filePreview,
  filesDepsOf,
  getFile,
  listFiles,
  updateFile,
  type FilesDeps,
} from "../../../services/storage/files.ts";
import {
  bucketForUpload,
  createFile,
  type ContentRange,
} from "../../../services/storage/uploads.ts";
import { arrayParamValues } from "../../array-params.ts";
import type { BackendEnv } from "../../context.ts";
import { responseFormat } from "../../response-format.ts";
import { parseParams, requestParams } from "../databases/document-params.ts";
import { fileAnswer } from "./file-answers.ts";
import {
  bucketPath,
  createFields,
  filePath,
  listParams,
  previewParams,
  updateBody,
} from "./file-params.ts";
import { readMultipart } from "./multipart.ts";

const files = "/buckets/:bucketId/files";
const oneFile = `${files}/:fileId`;

/**
 * The file routes of Appwrite's Storage API, mounted at /v1/storage. Each handler parses its
 * params, calls one storage service and shapes the response (the File model, or the bytes).
 */
export function storageRoutes(deps: BackendDeps): Hono<BackendEnv> {
  const filesDeps = filesDepsOf(deps);
  const routes = new Hono<BackendEnv>();

  routes.get(files, async (c) => {
    const params = requestParams(c);
    const { bucketId } = parseParams(bucketPath, params);
    const { queries, search } = parseParams(listParams, params);
    const page = await listFiles(filesDeps, c.get("caller"), bucketId, queries, search);
    return c.json(toFileListModel(page, responseFormat(c)));
  });

  routes.post(files, async (c) => {
    const { bucketId } = parseParams(bucketPath, c.req.param());
    const upload = await receiveUpload(c, filesDeps, bucketId);
    const file = await createFile(filesDeps, c.get("caller"), upload);
    return c.json(toFileModel(file, responseFormat(c)), 201);
  });

  routes.get(oneFile, async (c) => {
    const ref = parseParams(filePath, c.req.param());
    const file = await getFile(filesDeps, c.get("caller"), ref);
    return c.json(toFileModel(file, responseFormat(c)));
  });

  routes.put(oneFile, async (c) => {
    const ref = parseParams(filePath, c.req.param());
    const input = parseParams(updateBody, c.get("body"));
    const file = await updateFile(filesDeps, c.get("caller"), ref, input);
    return c.json(toFileModel(file, responseFormat(c)));
  });

  routes.delete(oneFile, async (c) => {
    const ref = parseParams(filePath, c.req.param());
    await deleteFile(filesDeps, c.get("caller"), ref);
    return c.body(null, 204);
  });

  routes.get(`${oneFile}/download`, async (c) => {
    const ref = parseParams(filePath, c.req.param());
    const { file, path } = await fileContent(filesDeps, c.get("caller"), ref);
    return fileAnswer(file, path, c.req.header("Range"), "attachment");
  });

  routes.get(`${oneFile}/view`, async (c) => {
    const ref = parseParams(filePath, c.req.param());
    const { file, path } = await fileContent(filesDeps, c.get("caller"), ref);
    return fileAnswer(file, path, c.req.header("Range"), "inline");
  });

  routes.get(`${oneFile}/preview`, async (c) => {
    const params = requestParams(c);
    const ref = parseParams(filePath, params);
    const options = parseParams(previewParams, params);
    const preview = await filePreview(filesDeps, c.get("caller"), ref, options, {
      // The site's own server, in-process or with an API key, asks only for what its pages link.
      limitGroup: c.get("isSiteServer") || c.get("caller").key ? null : c.get("clientGroup"),
      signal: c.req.raw.signal,
    });
    return c.body(new Uint8Array(preview.bytes), 200, {
      "Content-Type": preview.mimeType,
      "Cache-Control": "private, max-age=2592000",
    });
  });

  return routes;
}

/**
 * Reads storageCreateFile's multipart body: the file part streamed to a temporary file (at most
 * the bucket's maximum size), then the fields and the chunk headers checked.
 */
async function receiveUpload(c: Context<BackendEnv>, deps: FilesDeps, bucketId: string) {
  const bucket = bucketForUpload(deps, c.get("caller"), bucketId);
  await deps.disk.makeRoomForUpload();
  const temporaryPath = deps.disk.temporaryPath();
  const body = await readMultipart(
    c.req.header(),
    c.req.raw.body,
    temporaryPath,
    bucket.schema.maximumFileSize,
  );
  try {
    const permissions = arrayParamValues(body.fields, "permissions");
    const fields = parseParams(createFields, {
      fileId: body.fields.get("fileId")?.[0],
      permissions: permissions.length > 0 ? permissions : undefined,
    });
    const part = body.file ?? { path: temporaryPath, size: 0, name: "" };
    return {
      bucketId,
      ...fields,
      part: { temporaryPath: part.path, size: part.size, name: part.name },
      range: contentRangeOf(c.req.header("Content-Range")),
      uploadId: c.req.header("X-Appwrite-Id") ?? null,
    };
  } catch (error) {
    await deps.disk.discard(temporaryPath);
    throw error;
  }
}

/** `bytes start-end/total`, or null without the header; anything else is refused. */
function contentRangeOf(header: string | undefined): ContentRange | null {
  if (header === undefined || header === "") return null;
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header.trim());
  if (!match) throw new AppwriteError("storage_invalid_content_range");
  return { start: Number(match[1]), end: Number(match[2]), total: Number(match[3]) };
}
