import { Ajv, type ValidateFunction } from "ajv";
import { inject } from "vitest";

/** The SDK response models the tests check bodies against (named in sdk-models.ts). */
export type ModelName =
  | "UserModel"
  | "SessionModel"
  | "SessionListModel"
  | "PreferencesModel"
  | "DocumentModel"
  | "DocumentListModel"
  | "MfaTypeModel"
  | "MfaChallengeModel"
  | "MfaFactorsModel"
  | "MfaRecoveryCodesModel"
  | "IdentityModel"
  | "IdentityListModel"
  | "TokenModel"
  | "JwtModel"
  | "LogListModel"
  | "TargetModel"
  | "FileModel"
  | "FileListModel"
  | "TransactionModel"
  | "TransactionListModel"
  | "UserV18Model"
  | "MfaFactorsV18Model"
  | "LogListV18Model"
  | "DocumentV18Model"
  | "DocumentListV18Model"
  | "FileV18Model"
  | "FileListV18Model";

const validators = new Map<ModelName, ValidateFunction>();
const ajv = new Ajv({ strict: false, allErrors: true });

/**
 * A JSON-schema validator for one response model, generated (in the global setup) from the
 * installed `appwrite` package's own `Models` declarations: a body that the SDK's types would not
 * describe fails. Documents carry their collection's attributes besides the system fields, so
 * only document objects allow extra properties.
 */
export function validatorFor(model: ModelName): ValidateFunction {
  const cached = validators.get(model);
  if (cached) return cached;
  const schema = inject("modelSchemas")[model];
  if (!schema)
    throw new Error(`No schema for ${model}: is it exported from tests/support/sdk-models.ts?`);
  const validate = ajv.compile(schema);
  validators.set(model, validate);
  return validate;
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
