import path from "node:path";
import { build, type Plugin } from "vite";
import { catalogueLocale, precompiledCatalogues } from "./precompiled-catalogues.ts";
import { zodProseAnnotations } from "./zod-prose-annotations.ts";
import { zodWithoutEval } from "./zod-without-eval.ts";

const ENTRY = "app/page-script/index.ts";
const VIRTUAL_ID = "virtual:page-script";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
// In `react-router dev`: the page script behind React Router's Fast Refresh preamble, which the
// React modules it imports on demand (present mode) expect, as <Scripts/> would have installed.
const DEV_ENTRY_ID = "virtual:page-script-dev";
const DEV_ENTRY = `import "virtual:react-router/inject-hmr-runtime";
import "/${ENTRY}";`;

/**
 * The page script (app/page-script/): the little JavaScript every page gets, and all that a page
 * React does not hydrate gets. The site imports its URL as `virtual:page-script`. For a build it
 * is bundled on its own (nothing shared with React Router's chunks, so a page loads one small
 * file; what it imports on demand, like present mode, gets chunks of its own), each file named
 * by its content's hash and served immutable like every asset. Both builds bundle it and get the
 * same names from the same bytes; only the browser build writes the files. In `react-router dev`
 * the URL is a small module importing the source, which Vite serves compiled.
 */
export function pageScript(): Plugin {
  let isBuild = false;
  let root = "";
  let bundled: Promise<PageScriptBundle> | undefined;
  const bundle = () => (bundled ??= bundlePageScript(path.join(root, ENTRY)));
  return {
    name: "page-script",
    configResolved(config) {
      isBuild = config.command === "build";
      root = config.root;
    },
    async generateBundle() {
      if (!isBuild || this.environment.name !== "client") return;
      for (const { fileName, source } of (await bundle()).files) {
        this.emitFile({ type: "asset", fileName, source });
      }
    },
    resolveId(id) {
      if (id === VIRTUAL_ID || id === DEV_ENTRY_ID) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (id === `\0${DEV_ENTRY_ID}`) return DEV_ENTRY;
      if (id !== RESOLVED_ID) return undefined;
      const url = isBuild ? `/${(await bundle()).entryFileName}` : `/@id/__x00__${DEV_ENTRY_ID}`;
      return `export default ${JSON.stringify(url)};`;
    },
  };
}

interface PageScriptBundle {
  entryFileName: string;
  files: { fileName: string; source: string }[];
}

async function bundlePageScript(entry: string): Promise<PageScriptBundle> {
  const output = await build({
    configFile: false,
    logLevel: "warn",
    plugins: [
      stylesFromThePage(),
      zodWithoutEval(),
      zodProseAnnotations(),
      precompiledCatalogues(),
    ],
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      rollupOptions: {
        input: entry,
        output: {
          format: "es",
          entryFileNames: "assets/page-script-[hash].js",
          chunkFileNames: "assets/page-script-[name]-[hash].js",
          // What loads on demand comes in as few files as can be (each is a request on a phone):
          // chunks under this size are merged into the ones that import them.
          experimentalMinChunkSize: 16 * 1024,
          // Except each language's catalogue: present mode fetches the page's language alone.
          manualChunks: catalogueLocale,
        },
      },
    },
  });
  const files = (Array.isArray(output) ? output : [output])
    .flatMap((result) => ("output" in result ? result.output : []))
    .filter((item) => item.type === "chunk");
  const entryChunk = files.find((chunk) => chunk.isEntry);
  if (!entryChunk) throw new Error(`Bundling ${entry} produced no script.`);
  return {
    entryFileName: entryChunk.fileName,
    files: files.map(({ fileName, code }) => ({ fileName, source: code })),
  };
}

const NO_STYLES = "\0page-script-no-styles";

/**
 * An island of the page script draws components whose styles the page already links (the admin
 * screens' one stylesheet, app/styles/admin.css, imports the Markdown editor's): their CSS
 * imports are left out of this bundle, which writes scripts alone.
 */
function stylesFromThePage(): Plugin {
  return {
    name: "page-script-styles-from-the-page",
    enforce: "pre",
    resolveId: (id) => (id.endsWith(".css") ? NO_STYLES : undefined),
    load: (id) => (id === NO_STYLES ? "" : undefined),
  };
}
