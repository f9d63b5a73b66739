import type { TestServer } from "./test-server.ts";

/**
 * The requests the embedded backend answers from now on, as "METHOD /v1/path", in the order
 * they came: the browser's and the site's server's alike (the site's reach it in-process), which
 * is where a screen the server draws makes its reads and writes. `stop` stops recording.
 */
export function recordBackendRequests(server: TestServer): { sent: string[]; stop(): void } {
  const backend = server.backend;
  if (backend === null) throw new Error("The test server runs without the embedded backend.");
  const sent: string[] = [];
  const answer = backend.fetch.bind(backend);
  backend.fetch = (request, env) => {
    sent.push(`${request.method} ${new URL(request.url).pathname}`);
    return answer(request, env);
  };
  return {
    sent,
    stop: () => {
      backend.fetch = answer;
    },
  };
}

/**
 * Until `mend`, the embedded backend answers the requests `isBroken` picks as an Appwrite whose
 * storage failed does (a 503 general_server_error), the site's server's included: how a journey
 * sees a screen whose data service fails, now that the browser no longer calls it on the screens
 * the server draws.
 */
export function breakBackendRequests(
  server: TestServer,
  isBroken: (method: string, pathname: string) => boolean,
): { mend(): void } {
  const backend = server.backend;
  if (backend === null) throw new Error("The test server runs without the embedded backend.");
  const answer = backend.fetch.bind(backend);
  backend.fetch = (request, env) => {
    if (!isBroken(request.method, new URL(request.url).pathname)) return answer(request, env);
    const body = {
      message: "Server Error",
      code: 503,
      type: "general_server_error",
      version: "1.7.4",
    };
    return Promise.resolve(Response.json(body, { status: 503 }));
  };
  return {
    mend: () => {
      backend.fetch = answer;
    },
  };
}
