import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { AppwriteError } from "../backend/errors/appwrite-error.ts";
import { answerErrorAndClose } from "../backend/http/raw-error-answer.ts";

type UpgradeListener = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

/**
 * The server's `clientError` listener: bytes Node could not read as a request get a typed 400
 * and a closed socket; a request over its time limit gets Node's bare 408 (Appwrite's catalogue
 * has no type for it). A socket whose answer has begun, or that the client reset, is only closed:
 * writing a second answer on it would garble the first.
 */
export function answerClientError(hasAnswerBegun: (socket: Duplex) => boolean) {
  return (error: Error & { code?: string }, socket: Duplex): void => {
    if (error.code === "ECONNRESET" || hasAnswerBegun(socket) || !socket.writable) {
      socket.destroy();
      return;
    }
    if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") {
      socket.end("HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n");
      return;
    }
    const message =
      error.code === "HPE_HEADER_OVERFLOW"
        ? "Request headers are too large."
        : "The request is not valid HTTP.";
    answerErrorAndClose(socket, new AppwriteError("general_argument_invalid", message));
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
