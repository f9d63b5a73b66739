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
