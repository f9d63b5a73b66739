import { createHash } from "node:crypto";
import path from "node:path";
import { build, type Plugin } from "vite";

const ENTRY = "app/page-script/index.ts";
const VIRTUAL_ID = "virtual:page-script";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * The page script (app/page-script/): the little JavaScript every page gets, and all that a page
 * React does not hydrate gets. The site imports its URL as `virtual:page-script`. For a build it
 * is bundled on its own into one self-contained file (nothing shared with React's chunks, so one
 * request), named by its content's hash and served immutable like every asset. Both builds
 * bundle it and derive the same name from the same bytes; only the browser build writes it. In
 * `react-router dev` the URL is the source module, which Vite serves compiled.
 */
export function pageScript(): Plugin {
  let isBuild = false;
  let root = "";
  let bundled: Promise<{ code: string; fileName: string }> | undefined;
  const bundle = () => (bundled ??= bundlePageScript(path.join(root, ENTRY)));
  return {
    name: "page-script",
    configResolved(config) {
      isBuild = config.command === "build";
      root = config.root;
    },
    async generateBundle() {
      if (!isBuild || this.environment.name !== "client") return;
      const { code, fileName } = await bundle();
      this.emitFile({ type: "asset", fileName, source: code });
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const url = isBuild ? `/${(await bundle()).fileName}` : `/${ENTRY}`;
      return `export default ${JSON.stringify(url)};`;
    },
  };
}

async function bundlePageScript(entry: string): Promise<{ code: string; fileName: string }> {
  const output = await build({
    configFile: false,
    logLevel: "warn",
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      rollupOptions: { input: entry, output: { format: "es", inlineDynamicImports: true } },
    },
  });
  const outputs = Array.isArray(output) ? output : [output];
  const chunk = outputs
    .flatMap((result) => ("output" in result ? result.output : []))
    .find((item) => item.type === "chunk" && item.isEntry);
  if (chunk?.type !== "chunk") throw new Error(`Bundling ${entry} produced no script.`);
  const hash = createHash("sha256").update(chunk.code).digest("base64url").slice(0, 8);
  return { code: chunk.code, fileName: `assets/page-script-${hash}.js` };
}
