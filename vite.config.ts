import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import atkinsonHyperlegible from "@capsizecss/metrics/atkinsonHyperlegible";
import nunito from "@capsizecss/metrics/nunito";
import roboto from "@capsizecss/metrics/roboto";
import type { Plugin as PostcssPlugin } from "postcss";
import { defineConfig, type Plugin } from "vite";

/**
 * Local stand-ins for the web fonts until they arrive, resized to the web fonts' metrics
 * (decision 0059), so text keeps its place when the web font swaps in. Each platform has one of
 * these: Arial (Windows, Apple), Roboto (Android), Liberation Sans (Linux; it has Arial's metrics
 * by design, so Arial's numbers are its own).
 */
const STAND_INS = [
  arial,
  roboto,
  {
    ...arial,
    familyName: "Liberation Sans",
    fullName: "Liberation Sans",
    postscriptName: "LiberationSans",
  },
];

/** The web fonts, named as their @font-face rules name them (fontsource's variable Nunito). */
const WEB_FONTS = [atkinsonHyperlegible, { ...nunito, familyName: "Nunito Variable" }];

export default defineConfig({
  plugins: [reactRouter(), precompress()],
  css: { postcss: { plugins: [fontFallbacks()] } },
  build: { sourcemap: false },
});

// Text files worth compressing; fonts (woff2) and images here are compressed already.
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|html|xml|map)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the browser build, at the
 * strongest settings, once per build; the server's static handler sends the one the browser
 * accepts (serveStatic's `precompressed`), so no asset is compressed per request.
 */
function precompress(): Plugin {
  let outDir = "";
  return {
    name: "precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!outDir.endsWith(path.join("build", "client"))) return;
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

/**
 * A PostCSS plugin: wherever a font stack starts with one of the web fonts, its stand-ins follow
 * it (by their generated names), and the stylesheet gets their @font-face rules.
 */
function fontFallbacks(): PostcssPlugin {
  const stacks = WEB_FONTS.map((font) => {
    const { fontFamily, fontFaces } = createFontStack([font, ...STAND_INS]);
    // fontFamily lists the web font, one alias per stand-in, then the stand-ins themselves;
    // the stand-ins' own names are left to the stylesheet's stack.
    const aliases = fontFamily
      .split(", ")
      .slice(0, 1 + STAND_INS.length)
      .join(", ");
    return { webFont: `"${font.familyName}"`, aliases, fontFaces };
  });
  return {
    postcssPlugin: "font-fallbacks",
    Once(root, { postcss }) {
      const used = new Set<(typeof stacks)[number]>();
      root.walkDecls((declaration) => {
        const stack = stacks.find(({ webFont }) => declaration.value.startsWith(`${webFont},`));
        if (!stack) return;
        declaration.value = stack.aliases + declaration.value.slice(stack.webFont.length);
        used.add(stack);
      });
      for (const stack of used) root.append(postcss.parse(stack.fontFaces));
    },
  };
}
