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
  // The answers under way on each connection (more than one when requests are pipelined).
  const answersOn = new Map<Duplex, Set<ServerResponse>>();
  const upgraded = new WeakSet<Duplex>();
  let isStopping = false;

  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => {
      sockets.delete(socket);
      answersOn.delete(socket);
    });
  });
  // Prepended: the server's own listener may answer (and send headers) synchronously.
  server.prependListener("request", (request, response) => {
    const { socket } = request;
    if (isStopping) response.setHeader("Connection", "close");
    const answers = answersOn.get(socket) ?? new Set();
    answersOn.set(socket, answers.add(response));
    response.once("close", () => {
      answers.delete(response);
      if (answers.size > 0) return;
      answersOn.delete(socket);
      // Answered with keep-alive before the stop began: nothing more will come on it.
      if (isStopping) socket.end();
    });
  });
  server.prependListener("upgrade", (request) => upgraded.add(request.socket));

  return {
    hasAnswerBegun: (socket) =>
      [...(answersOn.get(socket) ?? [])].some((response) => response.headersSent),
    stop(deadlineMs = STOP_DEADLINE_MS) {
      isStopping = true;
      for (const answers of answersOn.values()) {
        for (const response of answers) {
          if (!response.headersSent) response.setHeader("Connection", "close");
        }
      }
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) {
        if (!answersOn.has(socket) && !upgraded.has(socket)) socket.destroy();
      }
      const deadline = setTimeout(() => {
        for (const socket of sockets) socket.destroy();
      }, deadlineMs);
      return closed.finally(() => clearTimeout(deadline));
    },
  };
}
