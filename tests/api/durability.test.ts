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

    const acknowledged: string[] = [];
    for (let index = 0; index < 25; index++) {
      const created = await admin.databases.createDocument({
        databaseId: "offbranch",
        collectionId: "club_events",
        documentId: ID.unique(),
        data: {
          title: `Event ${index}`,
          time: new Date(Date.UTC(2027, 0, index + 1)).toISOString(),
        },
      });
      acknowledged.push(created.$id);
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
