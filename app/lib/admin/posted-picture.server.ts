import { AppwriteException, ID } from "appwrite";
import sharp from "sharp";
import { IMAGES_BUCKET } from "../flyer-images.ts";
import type { Organiser } from "./organiser-screen.server.ts";
import { neutralPictureName, UNSAVED_PICTURE_PERMISSIONS } from "./picture-access.ts";
import type { PictureDraft } from "../../components/admin/picture-field.tsx";
import { pictureFieldNames } from "../../components/admin/picture-field.tsx";

// A picture posted with a form the server draws (components/admin/picture-field.tsx): the file
// comes with the form, and the site's server stores it in club_images as the organiser (the
// backend removes its metadata, as for any upload), before the screen's save names it. The
// screen's save then makes it public (publishPicture) and deletes the one it replaced.

/** appwrite.json's club_images bucket: its maximum size. */
const MAX_BYTES = 10_000_000;

/** What went wrong with a posted picture, for the field to say. */
export type PictureProblem = "tooBig" | "notAnImage" | "failed";

/** The field's picture as posted: the one it held, a new one stored just now, or none. */
export interface PostedPicture {
  picture: PictureDraft;
  /** Why a file chosen could not be stored (the field keeps the picture it held). */
  problem: PictureProblem | null;
}

/**
 * Reads the picture field `name` of a posted form, storing a file chosen in it. A refused file
 * changes nothing: the field keeps the picture it held and says why.
 */
export async function readPostedPicture(
  form: FormData,
  name: string,
  organiser: Pick<Organiser, "appwrite">,
): Promise<PostedPicture> {
  const fields = pictureFieldNames(name);
  const text = (field: string) => {
    const value = form.get(field);
    return typeof value === "string" ? value : "";
  };
  if (text(fields.remove) !== "") {
    return { picture: { fileId: "", alt: "", width: null, height: null }, problem: null };
  }
  const held: PictureDraft = {
    fileId: text(fields.fileId),
    alt: text(fields.alt),
    width: sizeOf(text(fields.width)),
    height: sizeOf(text(fields.height)),
  };
  const file = form.get(fields.file);
  if (!(file instanceof File) || file.size === 0) return { picture: held, problem: null };
  if (file.size > MAX_BYTES) return { picture: held, problem: "tooBig" };
  const size = await imageSize(file);
  if (size === null) return { picture: held, problem: "notAnImage" };
  try {
    const created = await organiser.appwrite.storage.createFile({
      bucketId: IMAGES_BUCKET,
      fileId: ID.unique(),
      file: new File([file], neutralPictureName(file), { type: file.type }),
      permissions: UNSAVED_PICTURE_PERMISSIONS,
    });
    return { picture: { ...held, fileId: created.$id, ...size }, problem: null };
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("Error uploading a picture:", error);
    return { picture: held, problem: uploadProblem(error) };
  }
}

function sizeOf(text: string): number | null {
  const size = Number.parseInt(text, 10);
  return Number.isSafeInteger(size) && size > 0 ? size : null;
}

/** The picture's size as shown (its EXIF orientation applied), or null for a file that is none. */
async function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  try {
    const { autoOrient } = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    return autoOrient.width > 0 && autoOrient.height > 0
      ? { width: autoOrient.width, height: autoOrient.height }
      : null;
  } catch {
    return null;
  }
}

function uploadProblem(error: unknown): PictureProblem {
  if (error instanceof AppwriteException) {
    if (error.type === "storage_invalid_file_size") return "tooBig";
    if (error.type.startsWith("storage_file_type") || error.type === "storage_file_empty") {
      return "notAnImage";
    }
  }
  return "failed";
}
