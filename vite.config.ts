import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { fontFallbacks } from "./vite/font-fallbacks.ts";
import { pageScript } from "./vite/page-script.ts";
import { precompiledCatalogues } from "./vite/precompiled-catalogues.ts";
import { resourceRouteChunks } from "./vite/resource-route-chunks.ts";
import { screenChunks } from "./vite/screen-chunks.ts";
import { sdkJson } from "./vite/sdk-json.ts";
import { zodProseAnnotations } from "./vite/zod-prose-annotations.ts";
import { zodWithoutEval } from "./vite/zod-without-eval.ts";

export default defineConfig({
  plugins: [
    zodWithoutEval(),
    zodProseAnnotations(),
    precompiledCatalogues(),
    reactRouter(),
    pageScript(),
    resourceRouteChunks(path.resolve(import.meta.dirname, "app/routes")),
    screenChunks(),
    sdkJson(),
    precompress(),
  ],
  css: { postcss: { plugins: [fontFallbacks()] } },
  build: {
    sourcemap: false,
    // The largest chunk, CodeMirror's (about 515 kB), is fetched only when an organiser opens the
    // agenda editor, never by a public page; Vite's 500 kB default would warn about it on every
    // build. The limit still catches any chunk growing past it (decision 0073).
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // An admin screen was fetched as some 40 chunks of a few hundred bytes each (one per small
      // module shared by two screens), each a request of its own on a phone's slow network:
      // chunks under 20 kB are merged into the chunks that import them (issue 23).
      output: { experimentalMinChunkSize: 20_000 },
      // Rollup reports each merge ("Initially, there are 71 chunks…") on every build: a notice
      // nobody acts on (decision 0073).
      onLog(level, log, handler) {
        if (log.code !== "OPTIMIZE_CHUNK_STATUS") handler(level, log);
      },
    },
  },
});

// Text files worth compressing; fonts (woff2) and images here are compressed already.
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|html|xml|map)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the browser build, at the
 * strongest settings, once per build; the server's static handler sends the one the browser
 * accepts (serveStatic's `precompressed`), so no asset is compressed per request.
 */
function precompress(): Plugin {
  return {
    name: "precompress",
    apply: "build",
    closeBundle() {
      // Each environment (browser, server) has its own output folder; only the browser's is served.
      if (this.environment.name !== "client") return;
      const { root, build } = this.environment.config;
      const outDir = path.resolve(root, build.outDir);
      // A failed build writes no folder: let its own error be the one reported.
      if (!fs.existsSync(outDir)) return;
      for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const content = fs.readFileSync(file);
        const brotli = zlib.brotliCompressSync(content, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
        });
        fs.writeFileSync(`${file}.br`, brotli);
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      }
    },
  };
}
