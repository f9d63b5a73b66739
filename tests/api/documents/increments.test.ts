import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { assertMatchesModel, validatorFor } from "../../support/response-schemas.ts";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import {
  adminOf,
  schemaWithCounters,
  startCustomSchemaServer,
  type CustomSchemaServer,
} from "./custom-schema-server.ts";

let server: CustomSchemaServer;
let admin: SdkUser;
let counter = 0;

beforeAll(async () => {
  // Generating the response-model schemas blocks the event loop for seconds; doing it before any
  // connection is open keeps that pause from breaking a kept-alive connection mid-test.
  validatorFor("DocumentModel");
  validatorFor("DocumentListModel");
  server = await startCustomSchemaServer(schemaWithCounters());
  admin = await adminOf(server);
});

afterAll(async () => {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
});

async function newCounter(votes: number): Promise<string> {
  const document = await admin.databases.createDocument(
    "offbranch",
    "club_counters",
    `counter-${++counter}`,
    {
      label: "votes",
      votes,
    },
  );
  return document.$id;
}

describe("incrementing and decrementing a number (PATCH .../{attribute}/increment and /decrement)", () => {
  test("an admin increments by 1 by default and gets the Document model back", async () => {
    const id = await newCounter(4);
    const document = await admin.databases.incrementDocumentAttribute(
      "offbranch",
      "club_counters",
      id,
      "votes",
    );
    assertMatchesModel("DocumentModel", document);
    expect(document["votes"]).toBe(5);
  });

  test("50 concurrent increments with max 30 stop exactly at 30, refusing the rest", async () => {
    const id = await newCounter(0);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        admin.databases.incrementDocumentAttribute({
          databaseId: "offbranch",
          collectionId: "club_counters",
          documentId: id,
          attribute: "votes",
          value: 1,
          max: 30,
        }),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(30);
    for (const result of results.filter((r) => r.status === "rejected")) {
      expect(result.reason).toMatchObject({ code: 400, type: "attribute_limit_exceeded" });
    }
    const stored = await admin.databases.getDocument("offbranch", "club_counters", id);
    expect(stored["votes"]).toBe(30);
  });

  test("50 concurrent decrements with min 0 from 20 end at exactly 0", async () => {
    const id = await newCounter(20);
    await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        admin.databases.decrementDocumentAttribute({
          databaseId: "offbranch",
          collectionId: "club_counters",
          documentId: id,
          attribute: "votes",
          value: 1,
          min: 0,
        }),
      ),
    );
    expect((await admin.databases.getDocument("offbranch", "club_counters", id))["votes"]).toBe(0);
  });

  test("a double that was never set counts up from 0", async () => {
    const id = await newCounter(0);
    const document = await admin.databases.incrementDocumentAttribute(
      "offbranch",
      "club_counters",
      id,
      "score",
      2.5,
    );
    expect(document["score"]).toBe(2.5);
  });

  test("the attribute's own max is a bound even when no max is sent", async () => {
    const id = await newCounter(999);
    await expect(
      admin.databases.incrementDocumentAttribute("offbranch", "club_counters", id, "votes", 2),
    ).rejects.toMatchObject({ code: 400, type: "attribute_limit_exceeded" });
  });

  test.each([
    { name: "a value of 0", value: 0, type: "general_argument_invalid" },
    { name: "a negative value", value: -1, type: "general_argument_invalid" },
    { name: "a fraction for an integer", value: 0.5, type: "general_argument_invalid" },
  ])("an increment by $name gets 400 $type", async ({ value, type }) => {
    const id = await newCounter(1);
    await expect(
      admin.databases.incrementDocumentAttribute("offbranch", "club_counters", id, "votes", value),
    ).rejects.toMatchObject({ code: 400, type });
  });

  test("a guest cannot increment a counter and gets user_unauthorized, leaving it unchanged", async () => {
    const id = await newCounter(3);
    const guest: SdkUser = sdkUser(server);
    await expect(
      guest.databases.incrementDocumentAttribute("offbranch", "club_counters", id, "votes"),
    ).rejects.toMatchObject({ code: 401, type: "user_unauthorized" });
    await expect(
      guest.databases.decrementDocumentAttribute("offbranch", "club_counters", id, "votes"),
    ).rejects.toMatchObject({ code: 401, type: "user_unauthorized" });
    expect((await guest.databases.getDocument("offbranch", "club_counters", id))["votes"]).toBe(3);
  });

  test("incrementing a missing counter gets 404 document_not_found", async () => {
    await expect(
      admin.databases.incrementDocumentAttribute("offbranch", "club_counters", "gone", "votes"),
    ).rejects.toMatchObject({ code: 404, type: "document_not_found" });
  });
});
