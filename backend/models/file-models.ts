import type { StoredFile } from "../storage/file-store.ts";
import type { ResponseFormat } from "./response-format.ts";

/**
 * Appwrite 1.7's File response model (what appwrite@18's Models.File describes). A type, not an
 * interface, so it is a record realtime can carry as a payload.
 */
export type FileModel = {
  $id: string;
  bucketId: string;
  $createdAt: string;
  $updatedAt: string;
  $permissions: string[];
  name: string;
  signature: string;
  mimeType: string;
  sizeOriginal: number;
  chunksTotal: number;
  chunksUploaded: number;
};

/**
 * The current SDK's File adds the stored size, encryption, compression and the virtual folder
 * (none here: every file is at its bucket's root, so its key is its name).
 */
export type CurrentFileModel = FileModel & {
  folder: string;
  key: string;
  sizeActual: number;
  encryption: boolean;
  compression: string;
};

export function toFileModel(
  file: StoredFile,
  format: ResponseFormat,
): FileModel | CurrentFileModel {
  const model: FileModel = {
    $id: file.id,
    bucketId: file.bucketId,
    $createdAt: file.createdAt,
    $updatedAt: file.updatedAt,
    $permissions: [...file.permissions],
    name: file.name,
    signature: file.signature,
    mimeType: file.mimeType,
    sizeOriginal: file.sizeOriginal,
    chunksTotal: file.chunksTotal,
    chunksUploaded: file.chunksUploaded,
  };
  if (format.isBefore18) return model;
  const isComplete = file.chunksUploaded === file.chunksTotal;
  return {
    ...model,
    folder: "",
    key: file.name,
    sizeActual: isComplete ? file.sizeOriginal : 0,
    encryption: false,
    compression: "none",
  };
}

export function toFileListModel(
  page: { total: number; files: readonly StoredFile[] },
  format: ResponseFormat,
) {
  return { total: page.total, files: page.files.map((file) => toFileModel(file, format)) };
}
