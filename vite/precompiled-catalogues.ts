import fs from "node:fs";
import path from "node:path";
import { parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";
import { isLocale, localeInfo } from "../i18n/locales.ts";

// The browser gets each language's catalogue with its messages already parsed, and no parser
// (issue 23, decision 0097): the ICU parser is about a third of the catalogue machinery's
// weight on every admin screen, and parsing a message is work a phone does on first use. So in
// the browser builds (React Router's and the page script's):
// - i18n/catalogues.ts is catalogues.browser.ts, which fetches one language's file at a time;
// - a catalogue file is its messages' syntax trees (what `parse` gives, what IntlMessageFormat
//   takes in place of a string), made here once per build;
// - intl-messageformat's parser is the package's own `no-parser` entry, as formatjs documents
//   for precompiled messages: formatting a message still given as text throws, which the
//   browser tests would show.
// The server and the tests keep the texts and the parser.

const I18N = path.resolve(import.meta.dirname, "../i18n");
const CATALOGUES_MODULE = path.join(I18N, "catalogues.ts");
const BROWSER_CATALOGUES_MODULE = path.join(I18N, "catalogues.browser.ts");
const CATALOGUE_FILE = /\/i18n\/catalogues\/[\w-]+\.json$/;
const PRECOMPILED = "\0precompiled-catalogue:";
const PARSER = "@formatjs/icu-messageformat-parser";
const FILES_ID = "virtual:catalogue-files";

/** The language of a precompiled catalogue's module, for naming its chunk; else undefined. */
export function catalogueLocale(id: string): string | undefined {
  return id.startsWith(PRECOMPILED) ? id.slice(PRECOMPILED.length) : undefined;
}

/**
 * The browser's catalogues: one language a file, each message parsed at build time. And
 * `virtual:catalogue-files`, each language's file by its code, for the server's pages to ask
 * for the page's language with the rest of its scripts (a `modulepreload`) rather than after
 * them: the browser build writes the files before the server build reads the list. Anywhere
 * else (the browser build itself, `react-router dev`) the list is empty.
 */
export function precompiledCatalogues(): Plugin {
  const files: Record<string, string> = {};
  let isBuild = false;
  return {
    name: "precompiled-catalogues",
    enforce: "pre",
    configResolved(config) {
      isBuild = config.command === "build";
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      for (const chunk of Object.values(bundle)) {
        const code =
          chunk.type === "chunk" ? catalogueLocale(chunk.facadeModuleId ?? "") : undefined;
        if (code !== undefined) files[code] = `/${chunk.fileName}`;
      }
    },
    async resolveId(source, importer, options) {
      if (source === FILES_ID) return `\0${FILES_ID}`;
      if (!isBuild || this.environment.name !== "client" || importer === undefined) return null;
      if (source === PARSER && importer.includes("/node_modules/intl-messageformat/")) {
        return this.resolve(`${PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
      }
      const resolved = path.resolve(path.dirname(importer), source);
      if (resolved === CATALOGUES_MODULE) return BROWSER_CATALOGUES_MODULE;
      if (CATALOGUE_FILE.test(resolved) && resolved.startsWith(I18N)) {
        // Not ending in ".json": Vite's JSON plugin would take the module for its own.
        return PRECOMPILED + path.basename(resolved, ".json");
      }
      return null;
    },
    load(id) {
      if (id === `\0${FILES_ID}`) {
        const known = this.environment.name === "client" ? {} : files;
        return `export default ${JSON.stringify(known)};`;
      }
      const code = catalogueLocale(id);
      if (code === undefined) return null;
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(precompiledCatalogue(code)))});`;
    },
  };
}

/** The catalogue of the language `code`, each message as its syntax tree. */
export function precompiledCatalogue(code: string): Record<string, MessageFormatElement[]> {
  const file = path.join(I18N, "catalogues", `${code}.json`);
  if (!isLocale(code)) throw new Error(`${file} is not the catalogue of one of i18n/locales.ts.`);
  // The language's own tag, as IntlMessageFormat parses a text with (hour cycles in skeletons).
  const locale = new Intl.Locale(localeInfo(code).intlTag);
  const texts = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(texts).map(([messageId, text]) => [messageId, parse(text, { locale })]),
  );
}
