import { describe, expect, it } from "vitest";
import { parseProjectSchema } from "./load-project-schema.ts";
import { planMigration } from "./plan-migration.ts";
import type { ProjectSchema } from "./project-schema.ts";

function schemaWith(
  attributes: unknown[],
  indexes: unknown[] = [],
  collectionId = "events",
): ProjectSchema {
  return parseProjectSchema({
    projectId: "p",
    databases: [{ $id: "db", name: "db" }],
    collections: [{ $id: collectionId, databaseId: "db", name: collectionId, attributes, indexes }],
  });
}

const title = { key: "title", type: "string", size: 100 };
const time = { key: "time", type: "datetime", required: true };
const byTime = { key: "by_time", type: "key", attributes: ["time"], orders: ["ASC"] };

/** Steps as short readable lines, e.g. "addAttribute events.time". */
function describeSteps(stored: ProjectSchema | null, next: ProjectSchema): string[] {
  return planMigration(stored, next).map((step) => {
    const name = "attribute" in step ? step.attribute.key : "index" in step ? step.index.key : "";
    return `${step.kind} ${step.collection.$id}${name ? `.${name}` : ""}`;
  });
}

describe("planning a migration from the stored schema to appwrite.json", () => {
  it("creates every collection and its indexes on a new database", () => {
    expect(describeSteps(null, schemaWith([title, time], [byTime]))).toEqual([
      "createCollection events",
      "createIndex events.by_time",
    ]);
  });

  it("needs no steps when nothing that touches the tables changed", () => {
    const before = schemaWith([title, time]);
    const after = schemaWith([{ ...title, size: 200, required: true }, time]);
    expect(describeSteps(before, after)).toEqual([]);
  });

  it("drops indexes before the columns they cover and creates them after new columns", () => {
    const before = schemaWith([title, time], [byTime]);
    const after = schemaWith(
      [title, { key: "end", type: "datetime" }],
      [{ key: "by_end", type: "key", attributes: ["end"], orders: ["DESC"] }],
    );
    expect(describeSteps(before, after)).toEqual([
      "dropIndex events.by_time",
      "dropAttribute events.time",
      "addAttribute events.end",
      "createIndex events.by_end",
    ]);
  });

  it("re-creates an index whose definition changed under the same key", () => {
    const before = schemaWith([title, time], [byTime]);
    const after = schemaWith([title, time], [{ ...byTime, orders: ["DESC"] }]);
    expect(describeSteps(before, after)).toEqual([
      "dropIndex events.by_time",
      "createIndex events.by_time",
    ]);
  });

  it("checks the stored data when a string shrinks", () => {
    expect(describeSteps(schemaWith([title]), schemaWith([{ ...title, size: 10 }]))).toEqual([
      "shrinkAttribute events.title",
    ]);
  });

  it("drops a removed collection and creates a new one", () => {
    expect(describeSteps(schemaWith([title]), schemaWith([title], [], "meetings"))).toEqual([
      "dropCollection events",
      "createCollection meetings",
    ]);
  });

  it("refuses every type or array change at once, naming each attribute", () => {
    const before = schemaWith([title, time]);
    const after = schemaWith([
      { ...title, array: true },
      { key: "time", type: "string", size: 30 },
    ]);
    expect(() => planMigration(before, after)).toThrow(
      /attribute "title": changed from string to string\[\][\s\S]*attribute "time": changed from datetime to string/,
    );
  });
});
