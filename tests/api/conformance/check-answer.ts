import { expect } from "vitest";
import { validatorFor, type ModelName } from "../../support/response-schemas.ts";
import { RecordedCallError, type Exchange } from "./exchange-recorder.ts";
import type { ConformanceRow, SdkEra } from "./row.ts";
import type { Scenario } from "./scenario.ts";
import { operationOf, specOperations } from "./spec-operations.ts";

/** The 1.7-era SDK's own model where it differs from today's (see tests/support/sdk-models.ts). */
const v18Models: Partial<Record<ModelName, ModelName>> = {
  UserModel: "UserV18Model",
  MfaFactorsModel: "MfaFactorsV18Model",
  LogListModel: "LogListV18Model",
  DocumentModel: "DocumentV18Model",
  DocumentListModel: "DocumentListV18Model",
  FileModel: "FileV18Model",
  FileListModel: "FileListV18Model",
};

/** The response model a body must match in `era`. */
export function modelOf(era: SdkEra, model: ModelName): ModelName {
  return era === "v18" ? (v18Models[model] ?? model) : model;
}

/**
 * Checks that the row's one request was the operation the row names, answered with the
 * specification's success status and the body the row expects.
 */
export function checkAnswer(
  row: ConformanceRow,
  era: SdkEra,
  scenario: Scenario,
  result: unknown,
  exchanges: Exchange[],
): void {
  const exchange = onlyExchange(row, exchanges);
  const operation = specOperations[row.operationId];
  const requested = operationOf(exchange.method, exchange.path);
  if (requested !== row.operationId) {
    throw new Error(
      `${row.operationId}: the SDK called ${describe(exchange)}, which is ${requested ?? "no operation of the specification"}.`,
    );
  }
  if (exchange.status !== operation.status) {
    throw new Error(
      `${row.operationId}: ${describe(exchange)} answered ${exchange.status}; the specification says ${operation.status}.\n${exchange.body}`,
    );
  }
  const { success } = row;
  if ("model" in success) {
    checkModel(row, exchange, modelOf(era, success.model), result);
    if (success.shows) expect(result, `${row.operationId}: the body`).toMatchObject(success.shows);
  } else if ("empty" in success) {
    expect(exchange.body, `${row.operationId}: a 204 has no body`).toBe("");
  } else if ("contentType" in success) {
    expect(exchange.contentType, `${row.operationId}: the bytes' type`).toBe(success.contentType);
  } else {
    if (!exchange.location) throw new Error(`${row.operationId}: the redirect has no Location.`);
    const target = new URL(exchange.location);
    expect(target.origin, `${row.operationId}: the redirect's target`).toBe(scenario.oauth2.issuer);
    expect(
      target.searchParams.get("scope")?.split(" "),
      `${row.operationId}: the scopes asked of the provider after ${describe(exchange)}${decodeURIComponent(exchange.search)}`,
    ).toContain(success.redirectsToProviderWithScope);
  }
}

/** Like assertMatchesModel, but naming the operation and each mismatch's details. */
function checkModel(
  row: ConformanceRow,
  exchange: Exchange,
  model: ModelName,
  body: unknown,
): void {
  const validate = validatorFor(model);
  if (validate(body)) return;
  const problems = (validate.errors ?? []).map(
    (error) =>
      `${error.instancePath || "/"} ${error.message ?? ""} ${JSON.stringify(error.params)}`,
  );
  throw new Error(
    `${row.operationId}: the body of ${describe(exchange)} does not match ${model}:\n  ${problems.join("\n  ")}\n${exchange.body}`,
  );
}

/** Explains a failed SDK call by the request it made and the answer it got. */
export function explainFailure(row: ConformanceRow, error: unknown): Error {
  if (!(error instanceof RecordedCallError)) return toError(error);
  const last = error.exchanges.at(-1);
  const answer = last
    ? `${describe(last)} answered ${last.status} ${last.body}`
    : `the SDK made no request (${error.message})`;
  return new Error(`${row.operationId} failed: ${answer}`, { cause: error });
}

/** Names the operation whose setup failed (say, because another operation it uses is missing). */
export function explainSetupFailure(row: ConformanceRow, error: unknown): Error {
  return new Error(
    `${row.operationId} was not tried: its setup failed: ${toError(error).message}`,
    {
      cause: error,
    },
  );
}

function onlyExchange(row: ConformanceRow, exchanges: Exchange[]): Exchange {
  const [exchange, ...others] = exchanges;
  if (!exchange || others.length > 0) {
    throw new Error(
      `${row.operationId}: expected one request, the SDK made ${exchanges.length}: ${exchanges.map(describe).join(", ")}`,
    );
  }
  return exchange;
}

function describe(exchange: Exchange): string {
  return `${exchange.method} ${exchange.path}`;
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
