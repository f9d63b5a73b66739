import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { AppwriteError } from "../errors/appwrite-error.ts";
import { toErrorBody } from "../errors/appwrite-error.ts";

/**
 * Answers an AppwriteError on a bare socket and closes it: for requests no HTTP response object
 * exists for (a websocket upgrade, or bytes Node could not parse as HTTP). The body is the one
 * every other error gets, {message, code, type, version}.
 */
export function answerErrorAndClose(socket: Duplex, error: AppwriteError): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(toErrorBody(error));
  socket.end(
    [
      `HTTP/1.1 ${error.code} ${STATUS_CODES[error.code] ?? ""}`,
      "Connection: close",
      "Content-Type: application/json",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "",
      body,
    ].join("\r\n"),
  );
}
