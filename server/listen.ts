import { createServer, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { drainConnections, type ConnectionDrain } from "./connection-drain.ts";
import {
  applyConnectionLimits,
  timeoutCheckInterval,
  type ConnectionLimits,
} from "./connection-limits.ts";
import type { AnswerEarly } from "./kept-answers.ts";
import { answerClientError } from "./listener-errors.ts";

/**
 * A Node HTTP server handing requests to Hono (through @hono/node-server), except those
 * `answerEarly` sends itself: kept answers go out without building a web Request and Response.
 * No listener of it can throw a request's failure into the process: what Node cannot parse is
 * answered 400, and a kept answer that fails is logged and the request goes the ordinary way.
 */
export function listen(
  fetch: (request: Request, env: unknown) => Response | Promise<Response>,
  answerEarly: AnswerEarly,
  address: { port: number; host: string },
  limits: ConnectionLimits,
): Promise<{ server: Server; drain: ConnectionDrain }> {
  const toHono = getRequestListener(fetch);
  const server = createServer(
    { connectionsCheckingInterval: timeoutCheckInterval(limits) },
    (incoming, outgoing) => {
      let isAnswered: boolean;
      try {
        isAnswered = answerEarly(incoming, outgoing);
      } catch (failure) {
        console.error(
          `${incoming.method ?? "?"} ${incoming.url ?? "?"}: a kept answer failed`,
          failure,
        );
        if (outgoing.headersSent) return void outgoing.destroy();
        isAnswered = false;
      }
      if (!isAnswered) void toHono(incoming, outgoing);
    },
  );
  applyConnectionLimits(server, limits);
  const drain = drainConnections(server);
  server.on("clientError", answerClientError(drain.hasAnswerBegun));
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(address.port, address.host, () => {
      server.off("error", reject);
      // Once listening, an error here is a connection that could not be accepted (out of file
      // descriptors, say): the server goes on with the others rather than exit.
      server.on("error", (error) => console.error("server: a connection failed:", error));
      resolve({ server, drain });
    });
  });
}

/** The origin a listening server is reached on, e.g. http://127.0.0.1:3000. */
export function listeningUrl(server: Server, host: string): string {
  const address = server.address();
  if (address === null || typeof address === "string")
    throw new Error("The server is not listening on a TCP port.");
  return `http://${urlHost(host)}:${address.port}`;
}

/** The host to reach this server on: loopback when it listens on every interface. */
function urlHost(host: string): string {
  if (host === "0.0.0.0" || host === "::") return "127.0.0.1";
  return host.includes(":") ? `[${host}]` : host;
}
