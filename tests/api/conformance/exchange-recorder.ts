/** One HTTP request to the API and the answer it got, as the wire carried them. */
export interface Exchange {
  method: string;
  /** The path below /v1, e.g. /account/sessions/current */
  path: string;
  /** The query string, with its "?" (or "" when there is none). */
  search: string;
  status: number;
  contentType: string;
  body: string;
  location: string | null;
}

let recording: { endpoints: string[]; exchanges: Exchange[] } | null = null;
let installed = false;

/**
 * Runs `call` and returns what it resolved to with every request it made to one of `endpoints`.
 * The SDK hides the status and the raw body, so a wrapper around the global fetch (installed once,
 * beside the cookie jar's) copies them while a call is recorded. The server runs in this process,
 * so its own requests (OpenID discovery) pass the wrapper too: only requests to `endpoints` count.
 * Calls are recorded one at a time: vitest runs the tests of a file one after another.
 */
export async function recordExchanges<T>(
  endpoints: string[],
  call: () => Promise<T>,
): Promise<{ result: T; exchanges: Exchange[] }> {
  installRecorder();
  if (recording) throw new Error("Another call is being recorded.");
  const exchanges: Exchange[] = [];
  recording = { endpoints, exchanges };
  try {
    return { result: await call(), exchanges };
  } catch (error) {
    throw new RecordedCallError(error, exchanges);
  } finally {
    recording = null;
  }
}

/** A recorded call that failed, with the requests it made (for a precise failure message). */
export class RecordedCallError extends Error {
  constructor(
    readonly reason: unknown,
    readonly exchanges: Exchange[],
  ) {
    super(reason instanceof Error ? reason.message : String(reason), { cause: reason });
  }
}

function installRecorder(): void {
  if (installed) return;
  installed = true;
  const innerFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const active = recording;
    const response = await innerFetch(input, init);
    const url = new URL(input instanceof Request ? input.url : input);
    const endpoint = active?.endpoints.find((candidate) => url.href.startsWith(`${candidate}/`));
    if (active && endpoint !== undefined) {
      active.exchanges.push({
        method: (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase(),
        path: url.href.slice(endpoint.length).replace(/[?#].*$/, ""),
        search: url.search,
        status: response.status,
        contentType: response.headers.get("Content-Type") ?? "",
        body: await response.clone().text(),
        location: response.headers.get("Location"),
      });
    }
    return response;
  };
}
