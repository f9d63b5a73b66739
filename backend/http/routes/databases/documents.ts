import { Hono } from "hono";
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
export function documentRoutes(deps: BackendDeps): Hono<BackendEnv> {
  const documentsDeps = documentsDepsOf(deps);
  const routes = new Hono<BackendEnv>();

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
    const created = await createDocument(documentsDeps, c.get("caller"), ref, {
      data,
      permissions,
      sender: c.get("clientGroup"),
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
    const document = await upsertDocument(documentsDeps, c.get("caller"), ref, input);
    return c.json(toDocumentModel(ref, document, responseFormat(c)));
  });

  routes.patch(oneDocument, async (c) => {
    const ref = parseParams(documentPath, c.req.param());
    const input = parseParams(updateBody, c.get("body"));
    const document = await updateDocument(documentsDeps, c.get("caller"), ref, input);
    return c.json(toDocumentModel(ref, document, responseFormat(c)));
  });

  routes.delete(oneDocument, async (c) => {
    const ref = parseParams(documentPath, c.req.param());
    parseParams(deleteBody, c.get("body"));
    await deleteDocument(documentsDeps, c.get("caller"), ref);
    return c.body(null, 204);
  });

  routes.patch(`${oneDocument}/:attribute/increment`, async (c) => {
    const { attribute, ...ref } = parseParams(attributePath, c.req.param());
    const { value, max } = parseParams(incrementBody, c.get("body"));
    const change = { attribute, value, limit: max };
    const document = await incrementDocumentAttribute(documentsDeps, c.get("caller"), ref, change);
    return c.json(toDocumentModel(ref, document, responseFormat(c)));
  });

  routes.patch(`${oneDocument}/:attribute/decrement`, async (c) => {
    const { attribute, ...ref } = parseParams(attributePath, c.req.param());
    const { value, min } = parseParams(decrementBody, c.get("body"));
    const change = { attribute, value, limit: min };
    const document = await decrementDocumentAttribute(documentsDeps, c.get("caller"), ref, change);
    return c.json(toDocumentModel(ref, document, responseFormat(c)));
  });

  return routes;
}
