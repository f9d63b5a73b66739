import { STATUS_CODES, type IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { AppwriteError } from "../backend/errors/appwrite-error.ts";
import { answerErrorAndClose } from "../backend/requests/raw-error-answer.ts";

type UpgradeListener = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

/**
 * The server's `clientError` listener: bytes Node could not read as a request get a typed 400
 * and a closed socket. Timeouts (408) and headers over 16 kB (431) get Node's own bare answers:
 * Appwrite's catalogue has no type with those codes, and the request's method may be unknown, so
 * a body could garble the answer to a HEAD. A socket whose answer has begun, or that the client
 * reset, is only closed: writing a second answer on it would garble the first.
 */
export function answerClientError(hasAnswerBegun: (socket: Duplex) => boolean) {
  return (error: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex): void => {
    if (error.code === "ECONNRESET" || hasAnswerBegun(socket) || !socket.writable) {
      socket.destroy();
      return;
    }
    if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") {
      socket.end("HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n");
      return;
    }
    const isHead = error.rawPacket?.subarray(0, 5).toString("latin1") === "HEAD ";
    if (error.code === "HPE_HEADER_OVERFLOW" || isHead) {
      const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
      socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n\r\n`);
      return;
    }
    const invalid = new AppwriteError("general_argument_invalid", "The request is not valid HTTP.");
    answerErrorAndClose(socket, invalid);
  };
}

/**
 * An upgrade listener that cannot take the process down: whatever it throws is logged as the
 * bug it is, and the client gets a 500 and a closed socket instead of a dead server.
 */
export function guardedUpgrade(listener: UpgradeListener): UpgradeListener {
  return (request, socket, head) => {
    try {
      listener(request, socket, head);
    } catch (failure) {
      console.error(`upgrade of ${request.url ?? "?"} failed`, failure);
      answerErrorAndClose(socket, new AppwriteError("general_unknown"));
    }
  };
}

/** An upgrade to an address that takes none: Appwrite's not-found at once, and the socket closed. */
export function refuseUpgrade(socket: Duplex): void {
  socket.on("error", () => socket.destroy());
  answerErrorAndClose(socket, new AppwriteError("general_route_not_found"));
}
