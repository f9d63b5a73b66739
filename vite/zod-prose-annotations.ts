import type { Plugin } from "vite";

// Two of zod's own comments (4.6.7) explain, in prose, why a call is marked `@__PURE__`, and quote
// the marker to do so. Rollup reads any comment holding the marker as an annotation, finds these
// where no annotation can apply, and warns about each on every build (and for each bundle) in
// words that point at zod, which a site's maintainer cannot act on. Only the quoted marker of
// those two files is reworded; the real annotations beside them are untouched, so the bundle is
// the same. zod-prose-annotations.test.ts fails once zod rewords them itself: then this goes.

/** The files whose comments quote the marker, relative to the zod package. */
export const ZOD_FILES_QUOTING_PURE = ["v4/core/util.js", "v4/core/regexes.js"];

const FILTER = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/](?:util|regexes)\.js$/;
const QUOTED_MARKER = /`@__PURE__`/g;

/** Rewords a marker quoted in prose (`@__PURE__` between backticks) so it reads as no annotation. */
export function unquotePureMarker(code: string): string {
  return code.replace(QUOTED_MARKER, "`PURE`");
}

/** Rewords the quoted marker in zod's two files, in every build that bundles zod. */
export function zodProseAnnotations(): Plugin {
  return {
    name: "zod-prose-annotations",
    enforce: "pre",
    transform: {
      filter: { id: FILTER },
      handler(code) {
        return { code: unquotePureMarker(code), map: null };
      },
    },
  };
}
