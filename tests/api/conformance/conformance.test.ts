import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { validatorFor, type ModelName } from "../../support/response-schemas.ts";
import { checkAnswer, explainFailure, explainSetupFailure, modelOf } from "./check-answer.ts";
import { recordExchanges } from "./exchange-recorder.ts";
import type { SdkEra } from "./row.ts";
import { documentRows } from "./rows/document-rows.ts";
import { identityAndTargetRows } from "./rows/identity-target-rows.ts";
import { mfaRows } from "./rows/mfa-rows.ts";
import { profileRows } from "./rows/profile-rows.ts";
import { sessionRows } from "./rows/session-rows.ts";
import { tokenRows } from "./rows/token-rows.ts";
import { storageRows } from "./rows/storage-rows.ts";
import { startScenario, type Scenario } from "./scenario.ts";
import { operationIds, type OperationId } from "./spec-operations.ts";

// Every Account, Databases-documents and Storage-files operation of Appwrite's 1.7 client specification, called
// through the official SDK of each era against a fresh server, with the exact request and answer
// checked: the operation's method and path, the specification's success status, and a body that
// matches the SDK's response model (or, for a file's bytes, its type). Each run prints
// `<sdk> operations: N/63`.

const rows = [
  ...profileRows,
  ...sessionRows,
  ...tokenRows,
  ...mfaRows,
  ...identityAndTargetRows,
  ...documentRows,
  ...storageRows,
];

const eras: { era: SdkEra; sdk: string }[] = [
  { era: "current", sdk: "appwrite@27" },
  { era: "v18", sdk: "appwrite@18" },
];

test("the table has exactly one row for each of the 63 operations of the specification", () => {
  const rowIds = rows.map((candidate) => candidate.operationId);
  expect(operationIds).toHaveLength(63);
  expect([...rowIds].sort()).toEqual([...operationIds].sort());
});

for (const { era, sdk } of eras) {
  describe(`the ${sdk} SDK`, () => {
    let scenario: Scenario | undefined;
    const attempted = new Set<OperationId>();
    const passed = new Set<OperationId>();

    beforeAll(async () => {
      // Compile the schemas before any connection is open (see tests/api/mfa/challenges.test.ts).
      for (const model of new Set(rows.flatMap(modelsOf))) validatorFor(modelOf(era, model));
      scenario = await startScenario();
    });

    afterAll(async () => {
      await scenario?.stop();
      console.log(`${sdk} operations: ${passed.size}/${operationIds.length}`);
      if (passed.size === operationIds.length) return;
      const failed = operationIds.filter((id) => attempted.has(id) && !passed.has(id));
      const notRun = operationIds.filter((id) => !attempted.has(id));
      throw new Error(
        `${sdk} covers ${passed.size} of ${operationIds.length} operations.` +
          (failed.length > 0 ? `\nFailed: ${failed.join(", ")}` : "") +
          (notRun.length > 0 ? `\nNot run: ${notRun.join(", ")}` : ""),
      );
    });

    for (const row of rows) {
      test(`${row.operationId}: ${row.name}`, async () => {
        attempted.add(row.operationId);
        if (!scenario) throw new Error("The scenario did not start.");
        const calls = await row.prepare(scenario).catch((error: unknown) => {
          throw explainSetupFailure(row, error);
        });
        const endpoints = [scenario.server.endpoint, scenario.oauth2.server.endpoint];
        const { result, exchanges } = await recordExchanges(endpoints, calls[era]).catch(
          (error: unknown) => {
            throw explainFailure(row, error);
          },
        );
        checkAnswer(row, era, scenario, result, exchanges);
        passed.add(row.operationId);
      });
    }
  });
}

function modelsOf(row: (typeof rows)[number]): ModelName[] {
  return "model" in row.success ? [row.success.model] : [];
}
