import path from "node:path";
import type { Plugin } from "vite";

// The Appwrite SDK reads and writes JSON through json-bigint and bignumber.js (about 7 KiB
// compressed, a tenth of an admin screen's own code) so that an integer past 2^53 keeps its
// digits. The browser has what that needs: JSON.parse hands a reviver each number's source text,
// and JSON.rawJSON writes digits as they are. In the browser build the SDK gets this small
// module instead (decision 0089); Node (the server, the tests) keeps the package.
const SHIM = path.resolve(import.meta.dirname, "json-bigint-browser.ts");

/** Resolves the SDK's `json-bigint` import to the browser's own JSON in the browser build. */
export function sdkJson(): Plugin {
  return {
    name: "sdk-json",
    apply: "build",
    // Before Vite's own resolver, which would find the package.
    enforce: "pre",
    resolveId(source, importer) {
      if (this.environment.name !== "client" || source !== "json-bigint") return undefined;
      return importer?.includes("/node_modules/appwrite/") ? SHIM : undefined;
    },
  };
}
