import type { PublicSettings } from "./public-settings.ts";
import { publicLink } from "./public-links.ts";

// The club's pictures as the site shows them (an event's flyer, decision 0087; the club's mascot,
// 0115): previews made by the storage preview endpoint (bucket club_images), in AVIF and WebP
// with a JPEG fallback, at a few widths.

/** The bucket the flyers (and the club's other pictures) are stored in (appwrite.json). */
export const IMAGES_BUCKET = "club_images";

/** The widths offered in srcset: a phone's screen at 1x to 2x, and the page's column at 2x. */
const FLYER_WIDTHS = [320, 480, 720, 960, 1280] as const;

/** How wide the event page shows the flyer: the prose column, less the gutters on a phone. */
export const FLYER_SIZES = "(min-width: 48rem) 44rem, calc(100vw - 2rem)";

/** The share preview's size, as link previews want it. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

export type PreviewFormat = "avif" | "webp" | "jpg";

type AppwriteSettings = PublicSettings["appwrite"];

/**
 * The AVIF previews' quality (the preview endpoint's default is 60): a photo looks much the same
 * on a phone at 40 and weighs half as much, which is most of a flyer's first screen (decision 0095).
 */
const AVIF_QUALITY = 40;

/**
 * The path of a preview of file `fileId` below the endpoint: `width` wide, or cropped to `width`
 * x `height` from the centre, in `output`.
 */
export function previewPath(
  { projectId }: Pick<AppwriteSettings, "projectId">,
  fileId: string,
  output: PreviewFormat | "png",
  width: number,
  height?: number,
): string {
  const query = new URLSearchParams({ width: String(width), output, project: projectId });
  if (output === "avif") query.set("quality", String(AVIF_QUALITY));
  if (height !== undefined) {
    query.set("height", String(height));
    query.set("gravity", "center");
  }
  return `/storage/buckets/${IMAGES_BUCKET}/files/${encodeURIComponent(fileId)}/preview?${query}`;
}

/** A preview's address as the page links it: "/v1/…" on the page's origin, or the endpoint's. */
function previewUrl(
  appwrite: AppwriteSettings,
  fileId: string,
  output: PreviewFormat,
  width: number,
) {
  return `${appwrite.endpoint ?? "/v1"}${previewPath(appwrite, fileId, output, width)}`;
}

/** The srcset of `fileId` in `output` at each of `widths`. */
export function pictureSrcSet(
  appwrite: AppwriteSettings,
  fileId: string,
  output: PreviewFormat,
  widths: readonly number[],
) {
  return widths
    .map((width) => `${previewUrl(appwrite, fileId, output, width)} ${width}w`)
    .join(", ");
}

/** The srcset of `fileId` in `output` at every flyer width. */
export function flyerSrcSet(appwrite: AppwriteSettings, fileId: string, output: PreviewFormat) {
  return pictureSrcSet(appwrite, fileId, output, FLYER_WIDTHS);
}

/** The fallback `src` of `fileId`: a JPEG `width` wide (a flyer's: as wide as a phone at 2x). */
export function flyerFallbackSrc(appwrite: AppwriteSettings, fileId: string, width = 720): string {
  return previewUrl(appwrite, fileId, "jpg", width);
}

/**
 * The share preview of `fileId`: a 1200 x 630 JPEG, absolute on PUBLIC_URL for the embedded
 * backend (or on the Appwrite endpoint when it is elsewhere).
 */
export function flyerShareImage(settings: PublicSettings, fileId: string): string {
  const { width, height } = SHARE_IMAGE;
  const path = previewPath(settings.appwrite, fileId, "jpg", width, height);
  return settings.appwrite.endpoint === null
    ? publicLink(settings.publicUrl, `/v1${path}`)
    : `${settings.appwrite.endpoint}${path}`;
}

/** The home page card's thumbnail's side in CSS pixels. */
export const THUMBNAIL_SIDE = 72;

/** A square thumbnail of `fileId`, `side` pixels, cropped from the centre. */
function thumbnailUrl(
  appwrite: AppwriteSettings,
  fileId: string,
  output: PreviewFormat,
  side: number,
) {
  return `${appwrite.endpoint ?? "/v1"}${previewPath(appwrite, fileId, output, side, side)}`;
}

/**
 * Every preview of `fileId` a flyer is shown with, as paths below the endpoint: the event page's
 * srcsets (its fallback among them), the cards' thumbnails and the share image. The server makes
 * them in this order when an event is saved with the flyer, so that its first visitor does not
 * wait for them (decision 0095): the quick ones first (the home page's thumbnail, the share image a
 * link preview fetches as soon as the link is shared), then AVIF, which most visitors ask for.
 */
export function flyerPreviewPaths(
  appwrite: Pick<AppwriteSettings, "projectId">,
  fileId: string,
): string[] {
  const { width, height } = SHARE_IMAGE;
  const thumbnails = (output: PreviewFormat) =>
    [1, 2].map((density) => {
      const side = THUMBNAIL_SIDE * density;
      return previewPath(appwrite, fileId, output, side, side);
    });
  const widths = (output: PreviewFormat) =>
    FLYER_WIDTHS.map((flyerWidth) => previewPath(appwrite, fileId, output, flyerWidth));
  return [
    ...thumbnails("avif"),
    previewPath(appwrite, fileId, "jpg", width, height),
    ...widths("avif"),
    ...widths("webp"),
    ...widths("jpg"),
    ...thumbnails("jpg"),
  ];
}

/** The card's thumbnail of `fileId` as a JPEG at 1x, for `src`. */
export function flyerThumbnailSrc(appwrite: AppwriteSettings, fileId: string): string {
  return thumbnailUrl(appwrite, fileId, "jpg", THUMBNAIL_SIDE);
}

/** The card's thumbnail of `fileId` in `output` at 1x and 2x. */
export function flyerThumbnailSrcSet(
  appwrite: AppwriteSettings,
  fileId: string,
  output: PreviewFormat,
): string {
  return [1, 2]
    .map(
      (density) =>
        `${thumbnailUrl(appwrite, fileId, output, THUMBNAIL_SIDE * density)} ${density}x`,
    )
    .join(", ");
}
