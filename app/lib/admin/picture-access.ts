import { Permission, Role, type Storage } from "appwrite";
import { IMAGES_BUCKET } from "../flyer-images.ts";

// The club_images bucket has file security (decision 0126): the bucket lets organisers read and
// manage every picture, and a picture is readable by anyone only once a save uses it. An upload
// names no user (default permissions would carry `user:<id>`), only what the bucket grants anyway.

/** The permissions a picture is uploaded with: organisers alone see it until a save uses it. */
export const UNSAVED_PICTURE_PERMISSIONS = [Permission.read(Role.label("admin"))];

/** The permissions of a picture a save uses: anyone may see it, and no user is named. */
const SAVED_PICTURE_PERMISSIONS = [Permission.read(Role.any())];

/**
 * Makes the picture a save is about to keep readable by anyone, before the save: the public
 * pages (and the previews made on save) never name a picture a guest cannot read.
 */
export async function publishPicture(storage: Storage, fileId: string): Promise<void> {
  if (fileId === "") return;
  await storage.updateFile({
    bucketId: IMAGES_BUCKET,
    fileId,
    permissions: SAVED_PICTURE_PERMISSIONS,
  });
}

/**
 * The name a picture is uploaded with: its kind alone. The original name ("IMG_2041-jess-birthday.jpg")
 * is nobody's business, and the bucket's list would show it to every organiser.
 */
export function neutralPictureName(file: File): string {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? "jpg";
  return `picture.${extension}`;
}
