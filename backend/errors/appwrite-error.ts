import { errorCatalogue, type ErrorType } from "./catalogue.ts";

/**
 * The backend's one error class: an Appwrite error type with the catalogue's HTTP code. The
 * optional `cause` is for the log only and never reaches a response; `retryAfterSeconds` is
 * sent as Retry-After, for a refusal that passes with time (a busy queue, a spent budget).
 */
export class AppwriteError extends Error {
  readonly type: ErrorType;
  readonly code: number;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    type: ErrorType,
    message?: string,
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    const [code, defaultMessage] = errorCatalogue[type];
    super(message ?? defaultMessage, options);
    this.name = "AppwriteError";
    this.type = type;
    this.code = code;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}

/** The JSON body Appwrite sends for every error. */
export interface AppwriteErrorBody {
  message: string;
  code: number;
  type: ErrorType;
  version: string;
}

/** Appwrite's server version we answer as; the SDK only displays it. */
export const APPWRITE_VERSION = "1.7.4";

export function toErrorBody(error: AppwriteError): AppwriteErrorBody {
  return { message: error.message, code: error.code, type: error.type, version: APPWRITE_VERSION };
}
