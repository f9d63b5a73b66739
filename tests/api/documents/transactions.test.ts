import fs from "node:fs";
import { AppwriteException } from "appwrite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { assertMatchesModel, validatorFor } from "../../support/response-schemas.ts";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import { signedInUser } from "../../support/users.ts";
import { startTestServer } from "../../support/test-server.ts";
import { adminOf, schemaWithCounters, type CustomSchemaServer } from "./custom-schema-server.ts";

// Appwrite's transactions through the official client SDK (Databases.createTransaction ...):
// the models are checked against the SDK's own `Models.Transaction` types, since Appwrite's 1.7
// client spec has no transactions.

let server: CustomSchemaServer;
let admin: SdkUser;
let counter = 0;
// The server's clock, moved forward by the expiry test.
let offsetMs = 0;
const DB = "offbranch";
const COUNTERS = "club_counters";
const SECOND = "club_counters_b";

beforeAll(async () => {
  validatorFor("TransactionModel");
  validatorFor("TransactionListModel");
  const schema = schemaWithCounters();
  const counters = schema.collections.find((c) => c.$id === COUNTERS);
  if (!counters) throw new Error("club_counters missing");
  server = await startTestServer({
    schema: {
      ...schema,
      collections: [...schema.collections, { ...counters, $id: SECOND, name: SECOND }],
    },
    now: () => new Date(Date.now() + offsetMs),
  });
  admin = await adminOf(server);
});

afterAll(async () => {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
});

const nextId = () => `tx-doc-${++counter}`;

async function exists(collection: string, id: string): Promise<boolean> {
  try {
    await admin.databases.getDocument({ databaseId: DB, collectionId: collection, documentId: id });
    return true;
  } catch (error) {
    if (error instanceof AppwriteException && error.type === "document_not_found") return false;
    throw error;
  }
}

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => new Error("expected a refusal"),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppwriteException);
  return error as AppwriteException;
}

describe("transactions (Databases createTransaction / createOperations / updateTransaction)", () => {
  test("a commit of three documents in two collections lands all three", async () => {
    const [a, b, c] = [nextId(), nextId(), nextId()];
    const tx = await admin.databases.createTransaction({ ttl: 120 });
    assertMatchesModel("TransactionModel", tx);
    expect(tx.status).toBe("pending");
    await admin.databases.createOperations({
      transactionId: tx.$id,
      operations: [
        {
          action: "create",
          databaseId: DB,
          collectionId: COUNTERS,
          documentId: a,
          data: { label: "a", votes: 1 },
        },
        {
          action: "create",
          databaseId: DB,
          collectionId: SECOND,
          documentId: b,
          data: { label: "b", votes: 2 },
        },
      ],
    });
    // A document call carrying transactionId stages too, and writes nothing yet.
    await admin.databases.createDocument({
      databaseId: DB,
      collectionId: SECOND,
      documentId: c,
      data: { label: "c", votes: 3 },
      transactionId: tx.$id,
    });
    expect(await exists(SECOND, c)).toBe(false);
    const staged = await admin.databases.getTransaction({ transactionId: tx.$id });
    expect(staged.operations).toBe(3);

    const committed = await admin.databases.updateTransaction({
      transactionId: tx.$id,
      commit: true,
    });
    assertMatchesModel("TransactionModel", committed);
    expect(committed.status).toBe("committed");
    expect([await exists(COUNTERS, a), await exists(SECOND, b), await exists(SECOND, c)]).toEqual([
      true,
      true,
      true,
    ]);
  });

  test("one failing operation at commit lands none and says which error", async () => {
    const [a, existing] = [nextId(), nextId()];
    await admin.databases.createDocument({
      databaseId: DB,
      collectionId: SECOND,
      documentId: existing,
      data: { label: "x" },
    });
    const tx = await admin.databases.createTransaction();
    await admin.databases.createOperations({
      transactionId: tx.$id,
      operations: [
        {
          action: "create",
          databaseId: DB,
          collectionId: COUNTERS,
          documentId: a,
          data: { label: "a" },
        },
        // Over the attribute's max (1000): refused only when the batch runs.
        {
          action: "increment",
          databaseId: DB,
          collectionId: SECOND,
          documentId: existing,
          data: { attribute: "votes", value: 5000 },
        },
      ],
    });
    const error = await failure(
      admin.databases.updateTransaction({ transactionId: tx.$id, commit: true }),
    );
    expect(error.type).toBe("transaction_failed");
    expect(error.message).toContain("attribute_limit_exceeded");
    expect(await exists(COUNTERS, a)).toBe(false);
    const after = await admin.databases.getTransaction({ transactionId: tx.$id });
    expect(after.status).toBe("failed");
  });

  test("an operation the structure refuses is refused at staging, with its error", async () => {
    const tx = await admin.databases.createTransaction();
    const error = await failure(
      admin.databases.createOperations({
        transactionId: tx.$id,
        operations: [
          {
            action: "create",
            databaseId: DB,
            collectionId: COUNTERS,
            documentId: nextId(),
            data: { nope: 1 },
          },
        ],
      }),
    );
    expect(error.type).toBe("document_invalid_structure");
    expect((await admin.databases.getTransaction({ transactionId: tx.$id })).operations).toBe(0);
  });

  test("a rollback writes nothing and the transaction can no longer commit", async () => {
    const a = nextId();
    const tx = await admin.databases.createTransaction();
    await admin.databases.createOperations({
      transactionId: tx.$id,
      operations: [
        {
          action: "create",
          databaseId: DB,
          collectionId: COUNTERS,
          documentId: a,
          data: { label: "a" },
        },
      ],
    });
    const rolled = await admin.databases.updateTransaction({
      transactionId: tx.$id,
      rollback: true,
    });
    expect(rolled.status).toBe("rolled_back");
    const error = await failure(
      admin.databases.updateTransaction({ transactionId: tx.$id, commit: true }),
    );
    expect(error.type).toBe("transaction_invalid");
    expect(await exists(COUNTERS, a)).toBe(false);
  });

  test("a transaction past its ttl is expired and writes nothing", async () => {
    const a = nextId();
    const tx = await admin.databases.createTransaction({ ttl: 60 });
    await admin.databases.createOperations({
      transactionId: tx.$id,
      operations: [
        {
          action: "create",
          databaseId: DB,
          collectionId: COUNTERS,
          documentId: a,
          data: { label: "a" },
        },
      ],
    });
    offsetMs += 61_000;
    const error = await failure(
      admin.databases.updateTransaction({ transactionId: tx.$id, commit: true }),
    );
    expect(error.type).toBe("transaction_expired");
    expect(error.code).toBe(410);
    expect(await exists(COUNTERS, a)).toBe(false);
  });

  test("the change feed (realtime, page cache) hears each committed document once, after the commit, and nothing of a rollback", async () => {
    const heard: string[] = [];
    if (!server.backend) throw new Error("no embedded backend");
    server.backend.onDocumentChange((change) => {
      if (change?.ref.documentId.startsWith("feed-")) {
        heard.push(`${change.action} ${change.ref.documentId}`);
      }
    });
    const stage = async (ids: string[]) => {
      const tx = await admin.databases.createTransaction();
      await admin.databases.createOperations({
        transactionId: tx.$id,
        operations: ids.map((documentId) => ({
          action: "create" as const,
          databaseId: DB,
          collectionId: COUNTERS,
          documentId,
          data: { label: documentId },
        })),
      });
      return tx.$id;
    };
    const dropped = await stage(["feed-dropped"]);
    await admin.databases.updateTransaction({ transactionId: dropped, rollback: true });
    const kept = await stage(["feed-one", "feed-two"]);
    expect(heard).toEqual([]);
    await admin.databases.updateTransaction({ transactionId: kept, commit: true });
    await expect.poll(() => heard).toEqual(["create feed-one", "create feed-two"]);
  });

  test("a ttl outside 60..3600 seconds is refused", async () => {
    const error = await failure(admin.databases.createTransaction({ ttl: 59 }));
    expect(error.type).toBe("general_argument_invalid");
    expect(error.code).toBe(400);
  });

  test("another user can neither read, stage into nor commit someone's transaction", async () => {
    const tx = await admin.databases.createTransaction();
    const other = await signedInUser(server);
    for (const call of [
      other.databases.getTransaction({ transactionId: tx.$id }),
      other.databases.updateTransaction({ transactionId: tx.$id, commit: true }),
      other.databases.createOperations({
        transactionId: tx.$id,
        operations: [
          {
            action: "create",
            databaseId: DB,
            collectionId: COUNTERS,
            documentId: nextId(),
            data: { label: "x" },
          },
        ],
      }),
    ]) {
      expect((await failure(call)).type).toBe("transaction_not_found");
    }
    const mine = await other.databases.listTransactions();
    assertMatchesModel("TransactionListModel", mine);
    expect(mine.total).toBe(0);
    expect((await admin.databases.getTransaction({ transactionId: tx.$id })).status).toBe(
      "pending",
    );
  });

  test("a guest cannot create or commit a transaction", async () => {
    const guest = sdkUser(server);
    const tx = await admin.databases.createTransaction();
    expect((await failure(guest.databases.createTransaction())).code).toBe(401);
    expect(
      (await failure(guest.databases.updateTransaction({ transactionId: tx.$id, commit: true })))
        .code,
    ).toBe(401);
  });

  test("more than 100 operations in one transaction are refused", async () => {
    const tx = await admin.databases.createTransaction();
    const operations = Array.from({ length: 101 }, () => ({
      action: "create" as const,
      databaseId: DB,
      collectionId: COUNTERS,
      documentId: nextId(),
      data: { label: "many" },
    }));
    const error = await failure(
      admin.databases.createOperations({ transactionId: tx.$id, operations }),
    );
    expect(error.type).toBe("transaction_limit_exceeded");
  });
});
