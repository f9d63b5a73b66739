import { AppwriteException, Client, Databases, type Payload } from "appwrite";
import type { AppLoadContext } from "react-router";
import type { ApiFetch } from "./site-context.ts";

/**
 * The SDK's document service for one server-side request. It carries no session: public loaders
 * read as a guest, so they see exactly what any visitor may see.
 */
export function serverDatabases(context: Pick<AppLoadContext, "appwrite">): Databases {
  return new Databases(serverClient(context));
}

/** The SDK client of one server-side request, through the site's one way to Appwrite (`api`). */
export function serverClient(context: Pick<AppLoadContext, "appwrite">): Client {
  const { api, serverEndpoint, projectId } = context.appwrite;
  return clientThrough(api).setEndpoint(serverEndpoint).setProject(projectId);
}

/** A web SDK Client whose every request goes through `api` (see ApiClient). */
export function clientThrough(api: ApiFetch): Client {
  return new ApiClient(api);
}

/**
 * The site's way to a real Appwrite (APPWRITE_ENDPOINT): the network, except that an Appwrite
 * that cannot be reached (no connection, or its proxy's 502, 503 or 504) is thrown as a 503 route
 * response: a loader that does not catch it ends in the root error boundary as a "cannot be
 * reached just now" page in the visitor's language, never a 500 (decision 0137).
 */
export function remoteApi(): ApiFetch {
  return async (request) => {
    const { pathname } = new URL(request.url);
    let response: Response;
    try {
      response = await fetch(request);
    } catch (error) {
      // fetch's own failure (no connection, DNS, TLS: Node's fetch says "fetch failed").
      console.error(`Appwrite could not be reached (${request.method} ${pathname}):`, error);
      throw new Response(null, { status: 503 });
    }
    if ([502, 503, 504].includes(response.status)) {
      console.error(
        `Appwrite could not be reached (${request.method} ${pathname}): ${response.status}`,
      );
      throw new Response(null, { status: 503 });
    }
    return response;
  };
}

/**
 * A Client whose requests go through `api`: the embedded API's handler in this process instead
 * of over loopback (decision 0022), or the network to a real Appwrite (remoteApi), each of which
 * the site can watch (what a page reads, what the site writes: server/site-routes.ts). The SDK
 * calls the global `fetch` with no seam of its own, so this overrides `call`: the SDK still builds
 * the request (`prepareRequest`: path, query strings, headers), and the answer is read back as the
 * SDK reads it, an AppwriteException with Appwrite's type for any 4xx or 5xx.
 */
class ApiClient extends Client {
  constructor(private readonly api: ApiFetch) {
    super();
  }

  override async call(
    method: string,
    url: URL,
    headers: Record<string, string> = {},
    params: Payload = {},
  ): Promise<unknown> {
    const { uri, options } = this.prepareRequest(method, url, headers, params);
    return answerInProcess(
      this.api,
      new Request(uri, options),
      (...error) => new AppwriteException(...error),
    );
  }
}

/**
 * `request` answered by the embedded API's handler `api`, read as an SDK reads an answer: its
 * JSON, or for any 4xx or 5xx the error `toError` makes of its message, status, type and text
 * (each SDK has its own AppwriteException). Shared by the browser SDK's in-process client here and
 * the server SDK's (server/appwrite/clients.ts).
 */
export async function answerInProcess(
  api: ApiFetch,
  request: Request,
  toError: (message: string, code: number, type: string, text: string) => Error,
  responseType = "json",
): Promise<unknown> {
  const response = await api(request);
  // A file's bytes (getFilePreview, getFileDownload): the SDK answers them as an ArrayBuffer.
  if (response.status < 400 && responseType === "arrayBuffer") return response.arrayBuffer();
  const text = await response.text();
  const isJson = response.headers.get("Content-Type")?.includes("application/json") ?? false;
  const data: unknown = isJson ? JSON.parse(text) : { message: text };
  if (response.status >= 400) {
    const { message, type } = errorFields(data);
    throw toError(message ?? text, response.status, type ?? "", text);
  }
  return data;
}

function errorFields(data: unknown): { message?: string; type?: string } {
  if (typeof data !== "object" || data === null) return {};
  const message = "message" in data && typeof data.message === "string" ? data.message : undefined;
  const type = "type" in data && typeof data.type === "string" ? data.type : undefined;
  return { message, type };
}
