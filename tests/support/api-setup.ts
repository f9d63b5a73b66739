import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Schema } from "ts-json-schema-generator";
import type { TestProject } from "vitest/node";
import { generateModelSchemas, modelSchemaInputs } from "./model-schemas.ts";

declare module "vitest" {
  export interface ProvidedContext {
    modelSchemas: Record<string, Schema>;
  }
}

const cacheDir = path.resolve(
  import.meta.dirname,
  "..",
  "..",
  "node_modules",
  ".cache",
  "model-schemas",
);

/**
 * Runs once before the API tests: the response-model schemas they check bodies against. Compiling
 * them takes seconds, so they are kept in node_modules/.cache under a key made of everything they
 * are generated from (the installed SDK packages and the generator's own files); a new SDK or an
 * edited model list makes a new key, and they are generated again.
 */
export default function setup(project: TestProject): void {
  const key = crypto.createHash("sha256");
  for (const input of modelSchemaInputs()) key.update(input).update("\0");
  const cached = path.join(cacheDir, `${key.digest("hex").slice(0, 16)}.json`);
  if (fs.existsSync(cached)) {
    project.provide("modelSchemas", JSON.parse(fs.readFileSync(cached, "utf8")));
    return;
  }
  const schemas = generateModelSchemas();
  fs.mkdirSync(cacheDir, { recursive: true });
  // Written beside and renamed, so a run stopped halfway never leaves half a file under the key.
  fs.writeFileSync(`${cached}.${process.pid}`, JSON.stringify(schemas));
  fs.renameSync(`${cached}.${process.pid}`, cached);
  project.provide("modelSchemas", schemas);
}
