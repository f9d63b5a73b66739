import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import atkinsonHyperlegible from "@capsizecss/metrics/atkinsonHyperlegible";
import nunito from "@capsizecss/metrics/nunito";
import roboto from "@capsizecss/metrics/roboto";
import type { Plugin as PostcssPlugin } from "postcss";

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

/**
 * A PostCSS plugin: wherever a font stack starts with one of the web fonts, its stand-ins follow
 * it (by their generated names), and the stylesheet gets their @font-face rules.
 */
export function fontFallbacks(): PostcssPlugin {
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
      // Parsed as part of the stylesheet they join: Vite's url() rewriting reads each rule's
      // source file, and warns on every build about a rule that has none.
      const from = root.source?.input.file;
      for (const stack of used) root.append(postcss.parse(stack.fontFaces, { from }));
    },
  };
}
