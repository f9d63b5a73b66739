import { Hono, type Context } from "hono";
import type { BackendDeps } from "../../../backend-deps.ts";
import {
  createDocument,
  decrementDocumentAttribute,
  deleteDocument,
  getDocument,
  incrementDocumentAttribute,
  listDocuments,
  updateDocument,
  upsertDocument,
  documentsDepsOf,
} from "../../../services/documents.ts";
import type { StagedOperation, Transactions } from "../../../services/transactions/transactions.ts";
import type { BackendEnv } from "../../context.ts";
import { responseFormat } from "../../response-format.ts";
import { toDocumentListModel, toDocumentModel } from "../../../models/document-models.ts";
import {
  attributePath,
  collectionPath,
  createBody,
  decrementBody,
  deleteBody,
  documentPath,
  incrementBody,
  listParams,
  parseParams,
  requestParams,
  updateBody,
  upsertBody,
} from "./document-params.ts";

const documents = "/:databaseId/collections/:collectionId/documents";
const oneDocument = `${documents}/:documentId`;

/**
 * The document routes of Appwrite's Databases API, mounted at /v1/databases. Each handler parses
 * its params, calls one documents service and shapes the response model.
 */
export function documentRoutes(deps: BackendDeps, transactions: Transactions): Hono<BackendEnv> {
  const documentsDeps = documentsDepsOf(deps);
  const routes = new Hono<BackendEnv>();

  /**
   * A write carrying `transactionId` is staged, not written: it is checked as the call would be
   * and answers the document it would make (Appwrite's answer), or null for a delete.
   */
  const staged = async (c: Context<BackendEnv>, operation: StagedOperation) => {
    const transactionId = c.get("body")["transactionId"];
    if (transactionId === undefined || transactionId === null) return undefined;
    const caller = c.get("caller");
    const { document } = await transactions.stage(caller, String(transactionId), [operation]);
    return document;
  };

  routes.get(documents, async (c) => {
    const params = requestParams(c);
    const ref = parseParams(collectionPath, params);
    const { queries, total } = parseParams(listParams, params);
    const page = await listDocuments(documentsDeps, c.get("caller"), ref, queries, total);
    return c.json(toDocumentListModel(ref, page, responseFormat(c)));
  });

  routes.post(documents, async (c) => {
    const collection = parseParams(collectionPath, c.req.param());
    const { documentId, data, permissions } = parseParams(createBody, c.get("body"));
    const ref = { ...collection, documentId };
    const preview = await staged(c, { action: "create", ref, data, permissions });
    if (preview) return c.json(toDocumentModel(ref, preview, responseFormat(c)), 201);
    const created = await createDocument(documentsDeps, c.get("caller"), ref, {
      data,
      permissions,
    });
    return c.json(toDocumentModel(ref, created, responseFormat(c)), 201);
  });

  routes.get(oneDocument, async (c) => {
    const params = requestParams(c);
    const ref = parseParams(documentPath, params);
    const { queries } = parseParams(listParams, params);
    const document = await getDocument(documentsDeps, c.get("caller"), ref, queries);
    return c.json(toDocumentModel(ref, document, responseFormat(c)));
  });

  routes.put(oneDocument, async (c) => {
    const ref = parseParams(documentPath, c.req.param());
    const input = parseParams(upsertBody, c.get("body"));
    const preview = await staged(c, { action: "upsert", ref, ...input });
    if (preview) return c.json(toDocumentModel(ref, preview, responseFormat(c)));
    const document = await upsertDocument(documentsDeps, c.get("caller"), ref, input);
    return c.json(toDocumentModel(ref, document, responseFormat(c)));
  });

  routes.patch(oneDocument, async (c) => {
    const ref = parseParams(documentPath, c.req.param());
    const input = parseParams(updateBody, c.get("body"));
    const preview = await staged(c, { action: "update", ref, ...input });
    if (preview) return c.json(toDocumentModel(ref, preview, responseFormat(c)));
    const document = await updateDocument(documentsDeps, c.get("caller"), ref, input);
    return c.json(toDocumentModel(ref, document, responseFormat(c)));
  });

  routes.delete(oneDocument, async (c) => {
    const ref = parseParams(documentPath, c.req.param());
    parseParams(deleteBody, c.get("body"));
    const deletion = { action: "delete", ref, data: {}, permissions: null } as const;
    if ((await staged(c, deletion)) !== undefined) return c.body(null, 204);
    await deleteDocument(documentsDeps, c.get("caller"), ref);
    return c.body(null, 204);
  });

  routes.patch(`${oneDocument}/:attribute/increment`, async (c) => {
    const { attribute, ...ref } = parseParams(attributePath, c.req.param());
    const { value, max } = parseParams(incrementBody, c.get("body"));
    const change = { attribute, value, limit: max };
    const data = { attribute, value, max };
    const preview = await staged(c, { action: "increment", ref, data, permissions: null });
    if (preview) return c.json(toDocumentModel(ref, preview, responseFormat(c)));
    const document = await incrementDocumentAttribute(documentsDeps, c.get("caller"), ref, change);
    return c.json(toDocumentModel(ref, document, responseFormat(c)));
  });

  routes.patch(`${oneDocument}/:attribute/decrement`, async (c) => {
    const { attribute, ...ref } = parseParams(attributePath, c.req.param());
    const { value, min } = parseParams(decrementBody, c.get("body"));
    const change = { attribute, value, limit: min };
    const data = { attribute, value, min };
    const preview = await staged(c, { action: "decrement", ref, data, permissions: null });
    if (preview) return c.json(toDocumentModel(ref, preview, responseFormat(c)));
    const document = await decrementDocumentAttribute(documentsDeps, c.get("caller"), ref, change);
    return c.json(toDocumentModel(ref, document, responseFormat(c)));
  });

  return routes;
}
