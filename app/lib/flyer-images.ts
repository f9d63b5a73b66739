// An event's flyer as the page shows it: previews made by the storage preview endpoint
// (bucket club_images, decision 0087), in AVIF and WebP with a JPEG fallback, at a few widths.

/** The bucket the flyers (and the club's other pictures) are stored in (appwrite.json). */
export const IMAGES_BUCKET = "club_images";

/** The widths offered in srcset: a phone's screen at 1x and 2x, and a wide column. */
export const FLYER_WIDTHS = [320, 480, 640, 960] as const;

/** The flyer's largest shown width in CSS pixels (the event page's column), for `sizes`. */
export const FLYER_SIZES = "(min-width: 44rem) 40rem, calc(100vw - 2rem)";

/** The share preview's size, as link previews want it. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

export type PreviewFormat = "avif" | "webp" | "jpg";

/**
 * The path (on the endpoint `/v1`) of a preview of file `fileId`: `width` wide, or cropped to
 * `width` x `height` from the centre, in `output`.
 */
export function flyerPreviewPath(
  projectId: string,
  fileId: string,
  output: PreviewFormat,
  width: number,
  height?: number,
): string {
  const query = new URLSearchParams({ width: String(width), output, project: projectId });
  if (height !== undefined) {
    query.set("height", String(height));
    query.set("gravity", "center");
  }
  return `/v1/storage/buckets/${IMAGES_BUCKET}/files/${encodeURIComponent(fileId)}/preview?${query}`;
}

/** The srcset of `fileId` in `output` at every flyer width. */
export function flyerSrcSet(projectId: string, fileId: string, output: PreviewFormat): string {
  return FLYER_WIDTHS.map(
    (width) => `${flyerPreviewPath(projectId, fileId, output, width)} ${width}w`,
  ).join(", ");
}
