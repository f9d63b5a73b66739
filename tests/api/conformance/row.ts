import type { ModelName } from "../../support/response-schemas.ts";
import type { Scenario } from "./scenario.ts";
import type { OperationId } from "./spec-operations.ts";

/** The SDK a run uses: `current` is appwrite@27, `v18` the 1.7-era appwrite@18. */
export type SdkEra = "current" | "v18";

/** What a successful answer must be. */
export type Success =
  /** A JSON body matching this response model (of the era's SDK), and containing `shows`. */
  | { model: ModelName; shows?: Record<string, unknown> }
  /** 204 with no body. */
  | { empty: true }
  /** A file's bytes (a download, view or preview), of this Content-Type. */
  | { contentType: string }
  /** A redirect to the OpenID Connect provider, asking for `scope` besides the default ones. */
  | { redirectsToProviderWithScope: string };

/** One row as written in the table: its state, and the call under test in each SDK era. */
export interface RowDefinition<State> {
  operationId: OperationId;
  /** A sentence: who does what, and what they get. */
  name: string;
  success: Success;
  /** Builds what the call needs (accounts, tokens, challenges) through the current SDK. */
  prepare: (scenario: Scenario) => Promise<State>;
  current: (state: State, scenario: Scenario) => Promise<unknown>;
  v18: (state: State, scenario: Scenario) => Promise<unknown>;
}

/** A row ready to run: its state is built, and the call is made by the runner. */
export interface ConformanceRow {
  operationId: OperationId;
  name: string;
  success: Success;
  prepare(scenario: Scenario): Promise<Record<SdkEra, () => Promise<unknown>>>;
}

/** Keeps each row's state type to itself, so rows with different states share one table. */
export function row<State>(definition: RowDefinition<State>): ConformanceRow {
  return {
    operationId: definition.operationId,
    name: definition.name,
    success: definition.success,
    async prepare(scenario) {
      const state = await definition.prepare(scenario);
      return {
        current: () => definition.current(state, scenario),
        v18: () => definition.v18(state, scenario),
      };
    },
  };
}
