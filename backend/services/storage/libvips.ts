import type Sharp from "sharp";

// sharp (libvips) adds about 19 MiB to the process the moment it is loaded, and most clubs'
// servers go days without a picture: it is loaded on the first image work, not at start (idle
// memory, decision 0054). The first upload or preview waits for it once.

let loaded: Promise<typeof Sharp> | null = null;

/** sharp, loaded and set up on first use. */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    // libvips: one thread an image (ImageQueue runs IMAGES_AT_ONCE of them), and no cache of
    // decoded images, which would grow the process with every photo seen; previews are kept
    // on disk instead.
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}
