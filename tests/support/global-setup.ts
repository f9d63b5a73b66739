import type { Schema } from "ts-json-schema-generator";
import type { TestProject } from "vitest/node";
import { generateModelSchemas } from "./model-schemas.ts";

declare module "vitest" {
  export interface ProvidedContext {
    modelSchemas: Record<string, Schema>;
  }
}

/** Runs once before all test files: the response-model schemas every API test checks against. */
export default function setup(project: TestProject): void {
  project.provide("modelSchemas", generateModelSchemas());
}
