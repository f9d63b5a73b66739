import { AppwriteError } from "../../errors/appwrite-error.ts";
import { formatDatetime } from "../../schema/datetime.ts";
import { createUniqueId } from "../../security/account-id.ts";
import type { StoredDocument } from "../../storage/document-store.ts";
import type { Caller } from "../caller.ts";
import type { DocumentChange, DocumentRef } from "../document-change.ts";
import {
  createDocument,
  decrementDocumentAttribute,
  deleteDocument,
  incrementDocumentAttribute,
  updateDocument,
  upsertDocument,
  type DocumentsDeps,
} from "../documents.ts";
import { createPlanningStore } from "./planning-store.ts";

// Appwrite's bounds (APP_DATABASE_TXN_TTL_* and APP_LIMIT_DATABASE_TRANSACTION in its app/init).
export const TTL_DEFAULT = 300;
export const TTL_MIN = 60;
export const TTL_MAX = 3600;
export const MAX_OPERATIONS = 100;

/** One staged operation, as createOperations sends it (and as a document call with transactionId stages it). */
export interface StagedOperation {
  action: "create" | "update" | "upsert" | "delete" | "increment" | "decrement";
  ref: DocumentRef;
  data: Readonly<Record<string, unknown>>;
  permissions: readonly string[] | null;
}

export type TransactionStatus = "pending" | "committing" | "committed" | "rolled_back" | "failed";

export interface Transaction {
  id: string;
  ownerId: string;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
  status: TransactionStatus;
  operations: StagedOperation[];
}

/**
 * The open transactions, in memory. Appwrite keeps them in its database, so one survives its
 * restart; here a restart forgets them (transaction_not_found) and nothing staged was written,
 * which is what a client retrying from createTransaction expects (decision 0140).
 */
export class Transactions {
  private readonly open = new Map<string, Transaction>();

  constructor(private readonly deps: DocumentsDeps) {}

  create(caller: Caller, ttl: number): Transaction {
    const ownerId = ownerOf(caller);
    if (!Number.isInteger(ttl) || ttl < TTL_MIN || ttl > TTL_MAX) {
      throw new AppwriteError(
        "general_argument_invalid",
        `Invalid \`ttl\` param: Value must be a valid range between ${TTL_MIN} and ${TTL_MAX}`,
      );
    }
    this.forgetExpired();
    const now = this.deps.now();
    const transaction: Transaction = {
      id: createUniqueId(now),
      ownerId,
      createdAt: now,
      updatedAt: now,
      expiresAt: new Date(now.getTime() + ttl * 1000),
      status: "pending",
      operations: [],
    };
    this.open.set(transaction.id, transaction);
    return transaction;
  }

  /** The caller's own transaction; anyone else's is not found, as a document one may not read. */
  get(caller: Caller, id: string): Transaction {
    const ownerId = ownerOf(caller);
    const transaction = this.open.get(id);
    if (!transaction || transaction.ownerId !== ownerId) {
      throw new AppwriteError(
        "transaction_not_found",
        `Transaction with the requested ID '${id}' could not be found.`,
      );
    }
    return transaction;
  }

  list(caller: Caller): Transaction[] {
    const ownerId = ownerOf(caller);
    return [...this.open.values()].filter((t) => t.ownerId === ownerId);
  }

  delete(caller: Caller, id: string): void {
    this.get(caller, id);
    this.open.delete(id);
  }

  /**
   * Stages operations after checking them against what is stored plus what is already staged
   * (so a bad one is refused now and the ones before it stay staged); answers the document the
   * last one would make.
   */
  async stage(
    caller: Caller,
    id: string,
    operations: readonly StagedOperation[],
  ): Promise<{ transaction: Transaction; document: StoredDocument | null }> {
    if (operations.length === 0) {
      throw new AppwriteError("general_bad_request", "Operations array cannot be empty");
    }
    const transaction = this.pending(caller, id);
    const existing = transaction.operations.length;
    if (existing + operations.length > MAX_OPERATIONS) {
      throw new AppwriteError(
        "transaction_limit_exceeded",
        `Transaction already has ${existing} operations, adding ${operations.length} would exceed the maximum of ${MAX_OPERATIONS}`,
      );
    }
    const { documents } = await this.plan(caller, [...transaction.operations, ...operations]);
    transaction.operations.push(...operations);
    transaction.updatedAt = this.deps.now();
    return { transaction, document: documents.at(-1) ?? null };
  }

  /** updateTransaction with commit: every staged write in one SQLite transaction, or none. */
  async commit(caller: Caller, id: string): Promise<Transaction> {
    const transaction = this.pending(caller, id);
    transaction.status = "committing";
    try {
      const { writes, changes } = await this.plan(caller, transaction.operations);
      const stored = await this.deps.store.writeTogether(writes);
      this.settle(transaction, "committed");
      // Told only now, once each, so realtime and the page cache never see a write undone.
      changes.forEach((change, i) =>
        this.deps.onChange?.({ ...change, document: stored[i] ?? change.document }),
      );
      return transaction;
    } catch (error) {
      this.settle(transaction, "failed");
      if (!(error instanceof AppwriteError)) throw error;
      throw new AppwriteError(
        "transaction_failed",
        `Transaction failed: ${error.type}: ${error.message}`,
      );
    }
  }

  /** updateTransaction with rollback: the staged operations are dropped; nothing was written. */
  rollback(caller: Caller, id: string): Transaction {
    const transaction = this.pending(caller, id);
    this.settle(transaction, "rolled_back");
    return transaction;
  }

  private pending(caller: Caller, id: string): Transaction {
    const transaction = this.get(caller, id);
    if (transaction.status === "pending" && this.deps.now() >= transaction.expiresAt) {
      this.settle(transaction, "failed");
      throw new AppwriteError("transaction_expired");
    }
    if (transaction.status !== "pending") {
      throw new AppwriteError(
        "transaction_invalid",
        `Transaction is not pending (status: ${transaction.status}).`,
      );
    }
    return transaction;
  }

  private settle(transaction: Transaction, status: TransactionStatus): void {
    transaction.status = status;
    transaction.updatedAt = this.deps.now();
  }

  // Finished or expired transactions are kept until their ttl would have run out, then forgotten.
  private forgetExpired(): void {
    const now = this.deps.now();
    for (const [id, t] of this.open) if (now >= t.expiresAt) this.open.delete(id);
  }

  /** Runs the operations through the documents services against a store that writes nothing. */
  private async plan(caller: Caller, operations: readonly StagedOperation[]) {
    const planning = createPlanningStore(this.deps.store);
    const changes: DocumentChange[] = [];
    const documents: (StoredDocument | null)[] = [];
    const deps: DocumentsDeps = {
      ...this.deps,
      store: planning.store,
      onChange: (change) => changes.push(change),
    };
    for (const operation of operations) documents.push(await apply(deps, caller, operation));
    return { writes: planning.writes, changes, documents };
  }
}

async function apply(
  deps: DocumentsDeps,
  caller: Caller,
  { action, ref, data, permissions }: StagedOperation,
): Promise<StoredDocument | null> {
  const input = { data, permissions };
  switch (action) {
    case "create":
      return createDocument(deps, caller, ref, input);
    case "update":
      return updateDocument(deps, caller, ref, input);
    case "upsert":
      return upsertDocument(deps, caller, ref, input);
    case "delete":
      await deleteDocument(deps, caller, ref);
      return null;
    case "increment":
      return incrementDocumentAttribute(deps, caller, ref, numberChange(data, "max"));
    case "decrement":
      return decrementDocumentAttribute(deps, caller, ref, numberChange(data, "min"));
  }
}

function numberChange(data: Readonly<Record<string, unknown>>, limitKey: "max" | "min") {
  const limit = data[limitKey];
  return {
    attribute: String(data["attribute"] ?? ""),
    value: typeof data["value"] === "number" ? data["value"] : 1,
    limit: typeof limit === "number" ? limit : null,
  };
}

/** A transaction belongs to a signed-in user; a guest has none (Appwrite asks for an account). */
function ownerOf(caller: Caller): string {
  if (!caller.user) {
    throw new AppwriteError(
      "general_unauthorized_scope",
      'User (role: guests) missing scopes (["account"])',
    );
  }
  return caller.user.id;
}

/** The Transaction response model. */
export function toTransactionModel(t: Transaction) {
  return {
    $id: t.id,
    $createdAt: formatDatetime(t.createdAt),
    $updatedAt: formatDatetime(t.updatedAt),
    status: t.status,
    operations: t.operations.length,
    expiresAt: formatDatetime(t.expiresAt),
  };
}
