import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { sdkUser } from "../../support/sdk.ts";
import { adminOf, schemaWithCounters, startCustomSchemaServer } from "./custom-schema-server.ts";

const dataDirs: string[] = [];

afterEach(() => {
  for (const dataDir of dataDirs.splice(0)) fs.rmSync(dataDir, { recursive: true, force: true });
});

function newDataDir(): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "documents-restart-"));
  dataDirs.push(dataDir);
  return dataDir;
}

describe("documents across a restart", () => {
  test("a meeting created before a restart is still there after it", async () => {
    const dataDir = newDataDir();
    const first = await startCustomSchemaServer(schemaWithCounters(), dataDir);
    const admin = await adminOf(first);
    await admin.databases.createDocument(
      "offbranch",
      "club_meetings",
      "orientation",
      {
        title: "Orientation",
        start: "2026-09-01T20:00:00Z",
        end: "2026-09-01T21:00:00Z",
      },
      ['read("any")'],
    );
    await first.stop();

    const second = await startCustomSchemaServer(schemaWithCounters(), dataDir);
    const meeting = await sdkUser(second).databases.getDocument(
      "offbranch",
      "club_meetings",
      "orientation",
    );
    await second.stop();
    expect(meeting).toMatchObject({ title: "Orientation", start: "2026-09-01T20:00:00.000+00:00" });
  });

  test("a changed appwrite.json adds an attribute on restart and keeps every stored value", async () => {
    const dataDir = newDataDir();
    const first = await startCustomSchemaServer(schemaWithCounters(), dataDir);
    const admin = await adminOf(first);
    await admin.databases.createDocument("offbranch", "club_counters", "raffle", {
      label: "Raffle",
      votes: 12,
    });
    await first.stop();

    const newer = schemaWithCounters([
      { key: "note", type: "string", size: 100, default: "none yet" },
    ]);
    const second = await startCustomSchemaServer(newer, dataDir);
    const raffle = await sdkUser(second).databases.getDocument(
      "offbranch",
      "club_counters",
      "raffle",
    );
    await second.stop();
    expect(raffle).toMatchObject({ label: "Raffle", votes: 12, note: "none yet" });
  });
});
