import type { Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";

/**
 * How long a stop waits for requests in flight (decision 0065). Requests here take milliseconds
 * and a body is at most 2 MiB; 10 s is ample for them and far inside the 90 s after which
 * systemd kills a service that does not stop, so a restart never waits on a stalled client.
 */
export const STOP_DEADLINE_MS = 10_000;

/** Watches a server's connections so that it can stop cleanly. */
export interface ConnectionDrain {
  /** True once an answer on `socket` has sent its headers: nothing else may be written on it. */
  hasAnswerBegun(socket: Duplex): boolean;
  /**
   * Stops accepting connections, ends those with no request in flight at once (idle keep-alive
   * ones and half-sent requests), answers the requests in flight with `Connection: close`, and
   * ends whatever is still open at `deadlineMs`. Websockets are left to the realtime server's
   * own goodbye until then. Resolves once every connection is gone.
   */
  stop(deadlineMs?: number): Promise<void>;
}

export function drainConnections(server: Server): ConnectionDrain {
  const sockets = new Set<Socket>();
  const upgraded = new WeakSet<Duplex>();
  let isStopping = false;

  // Only connections are tracked while the server runs, not each request: a listener and a set
  // per answer cost a kept page about a seventh of its throughput. The answer under way on a
  // connection is the one Node has given it the socket of (`_httpMessage`, set while an answer
  // owns the socket and cleared when it is done, the same field Node's own server reads);
  // pipelined requests behind it are answered in turn, each given the socket in its turn.
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  server.prependListener("upgrade", (request) => upgraded.add(request.socket));

  return {
    hasAnswerBegun: (socket) => answerOn(socket)?.headersSent === true,
    stop(deadlineMs = STOP_DEADLINE_MS) {
      if (!isStopping) {
        isStopping = true;
        // A request read from now on (a pipelined one, or the next on a kept-alive connection
        // between here and its end) is answered with the connection's end.
        server.prependListener("request", (_request, response) => {
          response.setHeader("Connection", "close");
        });
      }
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) {
        const answer = answerOn(socket);
        if (answer === undefined) {
          // Idle between requests, or still sending one: nothing is owed on it.
          if (!upgraded.has(socket)) socket.destroy();
        } else if (!answer.headersSent) {
          answer.setHeader("Connection", "close");
        } else {
          // Answered with keep-alive before the stop began: nothing more will come on it.
          answer.once("finish", () => socket.end());
        }
      }
      const deadline = setTimeout(() => {
        for (const socket of sockets) socket.destroy();
      }, deadlineMs);
      return closed.finally(() => clearTimeout(deadline));
    },
  };
}

/** The answer that owns `socket` now, if any (Node's own field for it, see drainConnections). */
function answerOn(socket: Duplex): ServerResponse | undefined {
  return (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage ?? undefined;
}
