import fs from "node:fs";
import path from "node:path";
import { createGenerator, type Schema } from "ts-json-schema-generator";

const modelsFile = path.join(import.meta.dirname, "sdk-models.ts");
const projectRoot = path.join(import.meta.dirname, "..", "..");

/**
 * What the schemas are generated from, as text: the installed SDK packages' versions (both eras)
 * and the generator's version, the model list, and this file's own rules. Equal inputs give equal
 * schemas, which is what lets the global setup cache them.
 */
export function modelSchemaInputs(): string[] {
  const versionOf = (name: string) =>
    fs.readFileSync(path.join(projectRoot, "node_modules", name, "package.json"), "utf8");
  return [
    versionOf("appwrite"),
    versionOf("appwrite-v18"),
    versionOf("ts-json-schema-generator"),
    fs.readFileSync(modelsFile, "utf8"),
    fs.readFileSync(import.meta.filename, "utf8"),
  ];
}

/**
 * JSON schemas of every response model named in sdk-models.ts, generated from the installed
 * `appwrite` package's own `Models` declarations. Generation compiles TypeScript and takes seconds,
 * so it runs in the global setup, and only when its inputs changed, never inside a test process
 * that also serves HTTP (it would stall the server's event loop).
 */
export function generateModelSchemas(): Record<string, Schema> {
  const generator = createGenerator({
    path: modelsFile,
    tsconfig: path.join(projectRoot, "tsconfig.json"),
    type: "*",
    skipTypeCheck: true,
    topRef: false,
    additionalProperties: false,
    expose: "none",
  });
  const names = [...fs.readFileSync(modelsFile, "utf8").matchAll(/^export type (\w+)/gm)];
  const schemas: Record<string, Schema> = {};
  for (const [, name] of names) {
    if (!name) continue;
    const schema = generator.createSchema(name);
    allowDocumentAttributes(schema);
    allowPreferenceKeys(schema, name);
    schemas[name] = schema;
  }
  return schemas;
}

/** Marks every document object (the one with $collectionId) as open to attribute properties. */
function allowDocumentAttributes(node: unknown): void {
  if (typeof node !== "object" || node === null) return;
  if (Array.isArray(node)) {
    node.forEach(allowDocumentAttributes);
    return;
  }
  const required: unknown = Reflect.get(node, "required");
  if (Array.isArray(required) && required.includes("$collectionId")) {
    Reflect.set(node, "additionalProperties", true);
  }
  Object.values(node).forEach(allowDocumentAttributes);
}

/**
 * Preferences are whatever key-value object the user saved, which the SDK types as `{}`: the
 * preferences model itself and every `prefs` property are open to any keys.
 */
function allowPreferenceKeys(schema: Schema, name: string): void {
  if (name === "PreferencesModel") schema.additionalProperties = true;
  const visit = (node: unknown): void => {
    if (typeof node !== "object" || node === null) return;
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    const properties: unknown = Reflect.get(node, "properties");
    const prefs: unknown =
      typeof properties === "object" && properties !== null
        ? Reflect.get(properties, "prefs")
        : undefined;
    if (typeof prefs === "object" && prefs !== null) {
      Reflect.set(prefs, "additionalProperties", true);
    }
    Object.values(node).forEach(visit);
  };
  visit(schema);
}
