import type { ApiFetch } from "../app/lib/site-context.ts";
import { documentRules, RULE_GROUPS, type DocumentRule } from "./document-rules.ts";

// The club's document rules (document-rules.ts) on the site's one way to Appwrite (issue 29
// item 3): every write the site's server makes, for an organiser's form above all, meets them
// before it leaves, the same with the embedded backend and a real Appwrite, which holds none of
// them. The backend is a pure Appwrite again. A write that breaks one is answered here as Appwrite
// answers a structure it refuses (400 document_invalid_structure), so the caller's SDK throws the
// usual AppwriteException and nothing is sent. An update names only what changes: when it names
// part of what a rule reads together (RULE_GROUPS), the rules see the document as it would be
// stored, its stored attributes read first with the same credentials; an admin screen's save
// names whole groups, so it is sent with no read before it (issue 32).

const DOCUMENTS = /\/databases\/([^/]+)\/collections\/([^/]+)\/documents(?:\/([^/]+))?$/;
const OPERATIONS = /\/databases\/transactions\/[^/]+\/operations$/;

interface Write {
  databaseId: string;
  collectionId: string;
  /** Set for a write to an existing document (an update or an upsert): read to fill in the rest. */
  documentId: string | null;
  data: Record<string, unknown>;
}

/** `api`, refusing a document write that breaks the club's rules before it is sent. */
export function followingDocumentRules(
  api: ApiFetch,
  rules: DocumentRule = documentRules,
): ApiFetch {
  return async (request) => {
    if (request.method !== "POST" && request.method !== "PUT" && request.method !== "PATCH") {
      return api(request);
    }
    const writes = await writesOf(request);
    for (const write of writes) {
      const stored = needsStored(write) ? await storedAttributes(api, request, write) : {};
      const problem = rules(write.collectionId, { ...stored, ...write.data });
      if (problem !== null) return refusal(problem);
    }
    return api(request);
  };
}

/** The document writes a request makes: one, the operations of a transaction, or none. */
async function writesOf(request: Request): Promise<Write[]> {
  const { pathname } = new URL(request.url);
  const document = DOCUMENTS.exec(pathname);
  const isOperations = OPERATIONS.test(pathname);
  if (document === null && !isOperations) return [];
  let body: unknown;
  try {
    body = await request.clone().json();
  } catch {
    // Not JSON: Appwrite refuses it as it would.
    return [];
  }
  if (document !== null) {
    const [, databaseId = "", collectionId = "", documentId] = document;
    const data = recordOf(recordOf(body).data);
    return [
      {
        databaseId: decodeURIComponent(databaseId),
        collectionId: decodeURIComponent(collectionId),
        documentId:
          request.method === "POST" || documentId === undefined
            ? null
            : decodeURIComponent(documentId),
        data,
      },
    ];
  }
  const operations = recordOf(body).operations;
  return (Array.isArray(operations) ? operations : []).flatMap((operation): Write[] => {
    const { action, databaseId, collectionId, documentId, data } = recordOf(operation);
    if (typeof collectionId !== "string" || typeof databaseId !== "string") return [];
    if (action !== "create" && action !== "update" && action !== "upsert") return [];
    return [
      {
        databaseId,
        collectionId,
        documentId: action !== "create" && typeof documentId === "string" ? documentId : null,
        data: recordOf(data),
      },
    ];
  });
}

/** Whether a write to an existing document names part of a group of attributes a rule reads. */
function needsStored(write: Write): boolean {
  if (write.documentId === null) return false;
  return (RULE_GROUPS[write.collectionId] ?? []).some((group) => {
    const named = group.filter((key) => key in write.data).length;
    return named > 0 && named < group.length;
  });
}

/** The stored attributes of the document a write changes, read as its caller; none if absent. */
async function storedAttributes(
  api: ApiFetch,
  request: Request,
  write: Write,
): Promise<Record<string, unknown>> {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(
    /\/databases\/.*$/,
    `/databases/${encodeURIComponent(write.databaseId)}/collections/${encodeURIComponent(write.collectionId)}/documents/${encodeURIComponent(write.documentId ?? "")}`,
  );
  url.search = "";
  const headers = new Headers(request.headers);
  headers.delete("Content-Type");
  headers.delete("Content-Length");
  const answer = await api(new Request(url, { method: "GET", headers }));
  if (!answer.ok) return {};
  const stored = recordOf(await answer.json());
  return Object.fromEntries(Object.entries(stored).filter(([key]) => !key.startsWith("$")));
}

function refusal(problem: string): Response {
  return Response.json(
    {
      message: `Invalid document structure: ${problem}`,
      code: 400,
      type: "document_invalid_structure",
      version: "1.7.4",
    },
    { status: 400 },
  );
}

function recordOf(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
