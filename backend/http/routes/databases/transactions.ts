import { Hono } from "hono";
import { z } from "zod";
import {
  TTL_DEFAULT,
  toTransactionModel,
  type StagedOperation,
  type Transactions,
} from "../../../services/transactions/transactions.ts";
import type { BackendEnv } from "../../context.ts";
import { parseParams } from "./document-params.ts";

const oneTransaction = "/transactions/:transactionId";

const createBody = z.object({ ttl: z.number().default(TTL_DEFAULT) });
const updateBody = z.object({
  commit: z.boolean().default(false),
  rollback: z.boolean().default(false),
});
// createOperations names collectionId/documentId (Databases) or tableId/rowId (TablesDB).
const operation = z
  .object({
    action: z.enum(["create", "update", "upsert", "delete", "increment", "decrement"]),
    databaseId: z.string(),
    collectionId: z.string().optional(),
    tableId: z.string().optional(),
    documentId: z.string().optional(),
    rowId: z.string().optional(),
    data: z.record(z.string(), z.unknown()).default({}),
  })
  .transform((o): StagedOperation => ({
    action: o.action,
    ref: {
      databaseId: o.databaseId,
      collectionId: o.collectionId ?? o.tableId ?? "",
      documentId: o.documentId ?? o.rowId ?? "",
    },
    data: withoutPermissions(o.data),
    permissions: permissionsOf(o.data),
  }));
const operationsBody = z.object({ operations: z.array(operation).default([]) });

/**
 * Appwrite's transactions (createTransaction ... deleteTransaction), mounted at
 * /v1/databases and /v1/tablesdb. The service stages and commits (services/transactions/).
 */
export function transactionRoutes(transactions: Transactions): Hono<BackendEnv> {
  const routes = new Hono<BackendEnv>();

  routes.post("/transactions", async (c) => {
    const { ttl } = parseParams(createBody, c.get("body"));
    return c.json(toTransactionModel(transactions.create(c.get("caller"), ttl)), 201);
  });

  routes.get("/transactions", async (c) => {
    const list = transactions.list(c.get("caller"));
    return c.json({ total: list.length, transactions: list.map(toTransactionModel) });
  });

  routes.get(oneTransaction, async (c) => {
    const transaction = transactions.get(c.get("caller"), c.req.param("transactionId"));
    return c.json(toTransactionModel(transaction));
  });

  routes.patch(oneTransaction, async (c) => {
    const id = c.req.param("transactionId");
    const { commit, rollback } = parseParams(updateBody, c.get("body"));
    const caller = c.get("caller");
    if (commit === rollback) {
      return c.json(toTransactionModel(transactions.get(caller, id)));
    }
    const settled = commit
      ? await transactions.commit(caller, id)
      : transactions.rollback(caller, id);
    return c.json(toTransactionModel(settled));
  });

  routes.delete(oneTransaction, async (c) => {
    transactions.delete(c.get("caller"), c.req.param("transactionId"));
    return c.body(null, 204);
  });

  routes.post(`${oneTransaction}/operations`, async (c) => {
    const { operations } = parseParams(operationsBody, c.get("body"));
    const id = c.req.param("transactionId");
    const { transaction } = await transactions.stage(c.get("caller"), id, operations);
    return c.json(toTransactionModel(transaction), 201);
  });

  return routes;
}

function withoutPermissions(data: Record<string, unknown>): Record<string, unknown> {
  const { $permissions: _, ...rest } = data;
  return rest;
}

function permissionsOf(data: Record<string, unknown>): string[] | null {
  const value = data["$permissions"];
  return Array.isArray(value) ? value.map(String) : null;
}
