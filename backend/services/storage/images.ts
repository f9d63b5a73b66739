import type { Metadata, Sharp } from "sharp";
import { loadSharp } from "./libvips.ts";
import { AppwriteError } from "../../errors/appwrite-error.ts";

/**
 * The most pixels an image may have (width x height, before decoding): 50 megapixels, more than
 * any phone photo, and about 200 MB decoded; IMAGES_AT_ONCE of them fit the club's server.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** The image types this backend stores, cleaned, and makes previews of. */
export type ImageType = "jpeg" | "png" | "webp" | "gif" | "avif";

export const imageMimeTypes: Record<ImageType, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
};

/** The image type a file name's extension promises, by extension. */
const typeByExtension: Partial<Record<string, ImageType>> = {
  jpg: "jpeg",
  jpeg: "jpeg",
  png: "png",
  webp: "webp",
  gif: "gif",
  avif: "avif",
};

// Extensions of image types that are refused: SVG can carry script, TIFF and the rest are not
// what a web page shows, and HEIC needs an HEVC decoder sharp's own build does not include.
const refusedImageExtensions = new Set([
  "svg",
  "svgz",
  "tif",
  "tiff",
  "heic",
  "heif",
  "bmp",
  "ico",
]);

/** A file name's extension, lower case, without the dot ("" when there is none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot <= 0 ? "" : name.slice(dot + 1).toLowerCase();
}

/**
 * What the content of a file is, read from its first bytes (libvips' loaders sniff the magic
 * bytes; the name plays no part): an image type with its size, or null when it is no image.
 * Only the header is read: an image over MAX_IMAGE_PIXELS is refused before any decoding.
 */
export async function inspectImage(
  file: string,
): Promise<{ type: ImageType | "other-image"; width: number; height: number } | null> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
  const { width, height } = metadata;
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new AppwriteError(
      "storage_image_resolution_exceeded",
      `The image is ${width} x ${height} pixels; at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels are allowed.`,
    );
  }
  return { type: imageTypeOf(metadata), width, height };
}

function imageTypeOf(metadata: Metadata): ImageType | "other-image" {
  switch (metadata.format) {
    case "jpeg":
    case "png":
    case "webp":
    case "gif":
      return metadata.format;
    case "heif":
      return metadata.compression === "av1" ? "avif" : "other-image";
    default:
      return "other-image";
  }
}

/**
 * Checks that a file's content is what its name says, and that it is an image type this
 * backend keeps. Returns the image type, or null for a file that is no image under a name that
 * does not promise one.
 */
export function checkImageType(
  name: string,
  found: Awaited<ReturnType<typeof inspectImage>>,
): ImageType | null {
  const extension = extensionOf(name);
  const promised = typeByExtension[extension];
  if (found?.type === "other-image" || refusedImageExtensions.has(extension)) {
    throw new AppwriteError(
      "storage_file_type_unsupported",
      "This type of image is not supported. Use JPEG, PNG, WebP, GIF or AVIF.",
    );
  }
  if (!found) {
    if (promised) throw contentMismatch(name, "not an image");
    return null;
  }
  if (promised !== found.type) {
    throw contentMismatch(name, `a ${found.type.toUpperCase()} image`);
  }
  return found.type;
}

function contentMismatch(name: string, content: string): AppwriteError {
  return new AppwriteError(
    "storage_invalid_file",
    `The file's content is ${content}, which its name "${name}" does not say.`,
  );
}

/**
 * Writes `input` to `output` as the same type of image with its orientation applied and none of
 * its metadata: sharp keeps no EXIF (GPS, camera serial numbers), XMP, IPTC or comments unless
 * asked, and converts the pixels to sRGB, dropping the ICC profile. Animated GIF and WebP keep
 * their frames.
 */
export async function writeCleanImage(
  input: string,
  output: string,
  type: ImageType,
): Promise<void> {
  const animated = type === "gif" || type === "webp";
  const sharp = await loadSharp();
  const image = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, animated }).autoOrient();
  await encode(image, type, null).toFile(output);
}

/** Appwrite's preview parameters (storageGetFilePreview), checked. */
export interface PreviewOptions {
  width: number;
  height: number;
  gravity: Gravity;
  /** -1: the encoder's default quality. */
  quality: number;
  borderWidth: number;
  /** Hex without "#", or "". */
  borderColor: string;
  borderRadius: number;
  opacity: number;
  rotation: number;
  background: string;
  /** "": the file's own type. */
  output: PreviewFormat | "";
}

export const GRAVITIES = [
  "center",
  "top-left",
  "top",
  "top-right",
  "left",
  "right",
  "bottom-left",
  "bottom",
  "bottom-right",
] as const;
export type Gravity = (typeof GRAVITIES)[number];

export const PREVIEW_FORMATS = ["jpg", "jpeg", "png", "webp", "heic", "avif", "gif"] as const;
export type PreviewFormat = (typeof PREVIEW_FORMATS)[number];

const positions: Record<Gravity, string> = {
  center: "centre",
  "top-left": "northwest",
  top: "north",
  "top-right": "northeast",
  left: "west",
  right: "east",
  "bottom-left": "southwest",
  bottom: "south",
  "bottom-right": "southeast",
};

/** The type a preview is encoded as; `heic` is HEIF with AV1 pictures (see encode). */
function previewTypeOf(output: PreviewFormat | "", own: ImageType): ImageType | "heif" {
  switch (output) {
    case "":
      return own;
    case "jpg":
    case "jpeg":
      return "jpeg";
    case "heic":
      return "heif";
    default:
      return output;
  }
}

/** The Content-Type of a preview in `output` of an image of type `own`. */
export function previewMimeType(output: PreviewFormat | "", own: ImageType): string {
  const type = previewTypeOf(output, own);
  return type === "heif" ? "image/heif" : imageMimeTypes[type];
}

/** The longest side a preview has, as Appwrite bounds its width and height (0-4000). */
export const MAX_PREVIEW_SIDE = 4000;

/**
 * The longest side of an AVIF or HEIF preview. AV1 encoding takes memory and time that grow
 * with the pixels: 4000 x 4000 took 700 MiB and 15 s of a core here, 2048 x 2048 under a quarter
 * of both (decision 0123). The site links none wider than 1280.
 */
export const MAX_AV1_PREVIEW_SIDE = 2048;

/**
 * How long one preview may take, in seconds: libvips stops the work past it (decision 0123),
 * so no single request holds a core for minutes.
 */
export const PREVIEW_SECONDS = 20;

/**
 * A preview as Appwrite's Image class makes it: both sides given, cropped to fill them around
 * `gravity`; one side, scaled to it; then opacity, background, border, rounded corners and
 * rotation, in that order, encoded as `output`. sharp runs the operations of one pipeline in an
 * order of its own, so each step that depends on the one before starts from its pixels. No
 * side is worked on larger than MAX_PREVIEW_SIDE (MAX_AV1_PREVIEW_SIDE for AVIF and HEIF): a
 * preview without a size of a 50 megapixel photo is scaled down first (decoded at a reduced
 * size where the format allows), so every step after works on at most 16 megapixels, not a
 * 200 MB copy of the original.
 */
export async function renderPreview(
  input: string,
  own: ImageType,
  options: PreviewOptions,
): Promise<Buffer> {
  const sharp = await loadSharp();
  const type = previewTypeOf(options.output, own);
  const maxSide = type === "avif" || type === "heif" ? MAX_AV1_PREVIEW_SIDE : MAX_PREVIEW_SIDE;
  let image = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, sequentialRead: true });
  if (options.width > 0 || options.height > 0) {
    const scale = Math.min(1, maxSide / Math.max(options.width, options.height));
    const scaled = (side: number) => (side > 0 ? Math.max(1, Math.round(side * scale)) : undefined);
    image = image.resize({
      width: scaled(options.width),
      height: scaled(options.height),
      fit: options.width > 0 && options.height > 0 ? "cover" : "inside",
      position: positions[options.gravity],
    });
  } else {
    image = image.resize({
      width: maxSide,
      height: maxSide,
      fit: "inside",
      withoutEnlargement: true,
    });
  }
  const steps = styleSteps(options);
  for (const step of steps) image = await step(image);
  // A border or a rotation grows the picture past its size: brought back within the bound.
  if (steps.length > 0) {
    image = (await pixelsOf(image)).resize({
      width: maxSide,
      height: maxSide,
      fit: "inside",
      withoutEnlargement: true,
    });
  }
  return encode(image, type, options.quality < 0 ? null : options.quality)
    .timeout({ seconds: PREVIEW_SECONDS })
    .toBuffer();
}

/** The styling steps a preview asks for, in Appwrite's order, each starting from the last's pixels. */
function styleSteps(options: PreviewOptions): ((image: Sharp) => Promise<Sharp>)[] {
  const steps: ((image: Sharp) => Promise<Sharp>)[] = [];
  if (options.opacity < 1) {
    steps.push(async (image) =>
      (await pixelsOf(image.ensureAlpha())).linear([1, 1, 1, options.opacity], [0, 0, 0, 0]),
    );
  }
  if (options.background !== "") {
    steps.push(async (image) =>
      (await pixelsOf(image)).flatten({ background: `#${options.background}` }),
    );
  }
  if (options.borderWidth > 0) {
    const size = options.borderWidth;
    const background = `#${options.borderColor || "000000"}`;
    steps.push(async (image) =>
      (await pixelsOf(image)).extend({
        top: size,
        bottom: size,
        left: size,
        right: size,
        background,
      }),
    );
  }
  if (options.borderRadius > 0) steps.push((image) => roundCorners(image, options.borderRadius));
  if (options.rotation % 360 !== 0) {
    steps.push(async (image) =>
      (await pixelsOf(image)).rotate((options.rotation + 360) % 360, { background: "#00000000" }),
    );
  }
  return steps;
}

/** The image's pixels so far, as a new pipeline for the next step. */
async function pixelsOf(image: Sharp): Promise<Sharp> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  const sharp = await loadSharp();
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

async function roundCorners(image: Sharp, radius: number): Promise<Sharp> {
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${radius}" ry="${radius}"/></svg>`,
  );
  const sharp = await loadSharp();
  const rounded = sharp(data, { raw: { width, height, channels: info.channels } }).composite([
    { input: mask, blend: "dest-in" },
  ]);
  return pixelsOf(rounded);
}

/**
 * The encoder of a type. HEIC proper needs an HEVC encoder, which sharp's prebuilt libvips leaves
 * out (patents); `heif` is the HEIF container with AV1 pictures, which the devices that open
 * HEIC also open (decision 0085).
 */
function encode(image: Sharp, type: ImageType | "heif", quality: number | null): Sharp {
  const q = quality ?? undefined;
  switch (type) {
    case "jpeg":
      return image.jpeg({ quality: q ?? 90 });
    case "png":
      return image.png(q === undefined ? {} : { quality: q, palette: q < 100 });
    case "webp":
      return image.webp({ quality: q ?? 90 });
    case "gif":
      return image.gif();
    case "avif":
    case "heif":
      // AV1's slowest settings gain a few percent of size for many times the time: effort 2
      // of 9 (sharp's default is 4) keeps a large AVIF to seconds, not minutes (decision 0123).
      return image.heif({ compression: "av1", quality: q ?? 60, effort: 2 });
  }
}
