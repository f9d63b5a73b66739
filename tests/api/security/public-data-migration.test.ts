import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Query } from "appwrite";
import { afterEach, describe, expect, test } from "vitest";
import { parseProjectSchema } from "../../../backend/schema/load-project-schema.ts";
import { shippedSchema } from "../../support/crafted-backup.ts";
import { sdkUser } from "../../support/sdk.ts";
import { startTestServer } from "../../support/test-server.ts";
import { signedInAdmin } from "../../support/users.ts";

let dataDir: string;

afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const PUBLISHED_ON_SAVE = new Set(["club_meetings", "club_events", "club_agendas"]);
/** The data model before drafts (decision 0134): everyone read every meeting, agenda and event. */
function schemaBeforeDrafts() {
  const shipped = shippedSchema();
  return parseProjectSchema({
    ...shipped,
    collections: shipped.collections.map((collection) =>
      PUBLISHED_ON_SAVE.has(collection.$id)
        ? {
            ...collection,
            documentSecurity: false,
            $permissions: collection.$permissions.map((permission) =>
              permission.startsWith("read(") ? 'read("any")' : permission,
            ),
          }
        : collection,
    ),
  });
}

const times = { start: "2026-10-01T20:00:00.000Z", end: "2026-10-01T21:00:00.000Z" };

describe("a DATA_DIR the old admin screens wrote", () => {
  test("after a restart a visitor sees no account in any document's permissions, and organisers still edit", async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "public-data-migration-"));
    const old = await startTestServer({ dataDir, schema: schemaBeforeDrafts() });
    const organiser = await signedInAdmin(old);
    // As the old screens wrote: no permissions sent, so the creator's roles were added; and
    // a document whose roles mix the organiser with the public.
    await organiser.databases.createDocument({
      databaseId: "offbranch",
      collectionId: "club_meetings",
      documentId: "autumn",
      data: times,
    });
    await organiser.databases.createDocument({
      databaseId: "offbranch",
      collectionId: "club_events",
      documentId: "film-night",
      data: { title: "Film night", time: times.start, end: times.end },
      permissions: ['read("any")', `update("user:${(await organiser.account.get()).$id}")`],
    });
    const before = await sdkUser(old).databases.getDocument({
      databaseId: "offbranch",
      collectionId: "club_meetings",
      documentId: "autumn",
    });
    expect(before.$permissions.join()).toContain("user:");
    await old.stop();

    const restarted = await startTestServer({ dataDir });
    try {
      const visitor = sdkUser(restarted);
      const meeting = await visitor.databases.getDocument({
        databaseId: "offbranch",
        collectionId: "club_meetings",
        documentId: "autumn",
      });
      const event = await visitor.databases.getDocument({
        databaseId: "offbranch",
        collectionId: "club_events",
        documentId: "film-night",
      });
      expect(meeting.$permissions).toEqual(['read("any")']);
      expect(meeting.$updatedAt).toBe(before.$updatedAt);
      expect(event.$permissions).toEqual(['read("any")']);
      const found = await visitor.databases.listDocuments({
        databaseId: "offbranch",
        collectionId: "club_meetings",
        queries: [Query.limit(100)],
      });
      expect(JSON.stringify(found.documents)).not.toContain("user:");

      const stillOrganiser = await signedInAdmin(restarted);
      const renamed = await stillOrganiser.databases.updateDocument({
        databaseId: "offbranch",
        collectionId: "club_meetings",
        documentId: "autumn",
        data: { title: "Autumn social" },
      });
      expect(renamed.title).toBe("Autumn social");
    } finally {
      await restarted.stop();
    }
  });
});
