import type { Mascot } from "./club-config.ts";
import { flyerFallbackSrc, pictureSrcSet, type PreviewFormat } from "./flyer-images.ts";
import type { PublicSettings } from "./public-settings.ts";

// The club's mascot as a page draws it (decision 0115): the built-in cardinal, nothing, or the
// club's own picture as responsive previews with its size, so nothing moves when it arrives.

/** The club's picture ready for <picture>: a source per modern format, a JPEG fallback. */
export interface MascotPicture {
  kind: "image";
  alt: string;
  width: number;
  height: number;
  sources: { type: string; srcSet: string }[];
  src: string;
  srcSet: string;
}

/** What a page draws for the mascot. */
export type MascotView = { kind: "cardinal" } | { kind: "none" } | MascotPicture;

const SOURCES: { type: string; output: PreviewFormat }[] = [
  { type: "image/avif", output: "avif" },
  { type: "image/webp", output: "webp" },
];

/** The mascot of `mascot` with previews at `widths` (the first is the fallback's). */
export function mascotView(
  appwrite: PublicSettings["appwrite"],
  mascot: Mascot,
  widths: readonly [number, ...number[]],
): MascotView {
  if (mascot.kind !== "image") return mascot;
  const { fileId, alt, width, height } = mascot;
  return {
    kind: "image",
    alt,
    width,
    height,
    sources: SOURCES.map(({ type, output }) => ({
      type,
      srcSet: pictureSrcSet(appwrite, fileId, output, widths),
    })),
    src: flyerFallbackSrc(appwrite, fileId, widths[0]),
    srcSet: pictureSrcSet(appwrite, fileId, "jpg", widths),
  };
}
