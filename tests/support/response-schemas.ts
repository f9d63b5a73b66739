import path from "node:path";
import { Ajv, type ValidateFunction } from "ajv";
import { createGenerator } from "ts-json-schema-generator";

/** The SDK response models the tests check bodies against (named in sdk-models.ts). */
export type ModelName =
  | "UserModel"
  | "SessionModel"
  | "SessionListModel"
  | "PreferencesModel"
  | "DocumentModel"
  | "DocumentListModel";

const modelsFile = path.join(import.meta.dirname, "sdk-models.ts");
const validators = new Map<ModelName, ValidateFunction>();
let generator: ReturnType<typeof createGenerator> | undefined;

/**
 * A JSON-schema validator for one response model, generated from the installed `appwrite`
 * package's own `Models` declarations: a body that the SDK's types would not describe fails.
 * Documents carry their collection's attributes besides the system fields, so only document
 * objects allow extra properties.
 */
export function validatorFor(model: ModelName): ValidateFunction {
  const cached = validators.get(model);
  if (cached) return cached;
  generator ??= createGenerator({
    path: modelsFile,
    tsconfig: path.join(import.meta.dirname, "..", "..", "tsconfig.json"),
    type: "*",
    skipTypeCheck: true,
    topRef: false,
    additionalProperties: false,
    expose: "none",
  });
  const schema = generator.createSchema(model);
  allowDocumentAttributes(schema);
  const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);
  validators.set(model, validate);
  return validate;
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

/** Throws with every mismatch listed when `body` is not a valid `model`. */
export function assertMatchesModel(model: ModelName, body: unknown): void {
  const validate = validatorFor(model);
  if (!validate(body)) {
    const problems = (validate.errors ?? []).map(
      (error) => `${error.instancePath || "/"} ${error.message ?? ""}`,
    );
    throw new Error(
      `Response does not match ${model}:\n  ${problems.join("\n  ")}\n${JSON.stringify(body, null, 2)}`,
    );
  }
}
