import type { Client } from "appwrite";

// The embedded backend's own operations (/v1/club/..., decision 0031) are not part of Appwrite's
// API, so the SDK has no method for them: they go through the SDK client's own `call`, which
// sends the project, the session (cookie or client.setSession) and raises AppwriteException like
// every SDK method.

/** Calls `/v1/club{path}` with `params` (JSON body, or the query of a GET). */
export function callClub(
  client: Client,
  method: "get" | "post" | "delete",
  path: string,
  params: Record<string, unknown> = {},
): Promise<unknown> {
  return client.call(
    method,
    new URL(`${client.config.endpoint}/club${path}`),
    { "content-type": "application/json", "X-Appwrite-Project": client.config.project },
    params,
  );
}
