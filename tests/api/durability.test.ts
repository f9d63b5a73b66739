import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ID, Query } from "appwrite";
import { afterEach, describe, expect, it } from "vitest";
import { sdkUser } from "../support/sdk.ts";
import {
  runUsersCommand,
  startServerProcess,
  type ServerProcess,
} from "../support/server-process.ts";

let dataDir: string;
let running: ServerProcess | undefined;

afterEach(async () => {
  await running?.kill();
  running = undefined;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("durability", () => {
  it("every write the API acknowledged is still there after kill -9 and a restart", async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-kill-"));
    running = await startServerProcess(dataDir);
    await runUsersCommand(dataDir, [
      "create",
      "--email",
      "organiser@example.org",
      "--password",
      "a long passphrase",
      "--label",
      "admin",
    ]);
    const admin = sdkUser({ endpoint: running.endpoint, projectId: "pride-club" });
    await admin.account.createEmailPasswordSession({
      email: "organiser@example.org",
      password: "a long passphrase",
    });

    const create = (title: string, documentId: string) =>
      admin.databases.createDocument({
        databaseId: "offbranch",
        collectionId: "club_events",
        documentId,
        data: { title, time: new Date(Date.UTC(2027, 0, 1)).toISOString() },
      });
    const acknowledged: string[] = [(await create("Event first", ID.unique())).$id];
    // Writes sent together share commits (group commit): each is acknowledged only once it is
    // on disk, and one refused among them (a taken id) takes nothing else with it.
    for (let round = 0; round < 5; round++) {
      const settled = await Promise.allSettled([
        ...Array.from({ length: 6 }, (_, index) => create(`Event ${round}-${index}`, ID.unique())),
        create("Duplicate", acknowledged[0] ?? ""),
      ]);
      const refused = settled.pop();
      expect(refused?.status === "rejected" && refused.reason).toMatchObject({ code: 409 });
      for (const result of settled) {
        expect(result.status).toBe("fulfilled");
        if (result.status === "fulfilled") acknowledged.push(result.value.$id);
      }
    }
    await running.kill();

    running = await startServerProcess(dataDir);
    const visitor = sdkUser({ endpoint: running.endpoint, projectId: "pride-club" });
    const stored = await visitor.databases.listDocuments({
      databaseId: "offbranch",
      collectionId: "club_events",
      queries: [Query.startsWith("title", "Event "), Query.limit(100)],
    });
    expect(stored.documents.map((document) => document.$id).sort()).toEqual(acknowledged.sort());
  });
});
