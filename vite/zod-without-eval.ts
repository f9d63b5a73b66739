import path from "node:path";
import type { Plugin } from "vite";

// Zod compiles fast object parsers with `new Function`, and probes whether it may the first time
// an object schema is built. The site's CSP forbids eval, so in the browser the probe is blocked
// and reported as a CSP violation (Lighthouse counts it against best practices). Jitless mode
// skips the probe, but only if it is set before the first schema is built, and schemas are built
// as modules load, in whatever order the bundler chose. So in the browser build every
// `import … from "zod"` gets a module that sets it and then re-exports zod: its body runs before
// that of any module importing it. The server keeps zod's fast parsers.

const JITLESS_ZOD = path.resolve(import.meta.dirname, "jitless-zod.ts");

/** Resolves "zod" to the jitless re-export in the browser build. */
export function zodWithoutEval(): Plugin {
  return {
    name: "zod-without-eval",
    enforce: "pre",
    resolveId(id) {
      if (id === "zod" && this.environment.name === "client") return JITLESS_ZOD;
      return null;
    },
  };
}
