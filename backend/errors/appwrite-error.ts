import { errorCatalogue, type ErrorType } from "./catalogue.ts";

/**
 * The backend's one error class: an Appwrite error type with the catalogue's HTTP code. The
 * optional `cause` is for the log only and never reaches a response.
 */
export class AppwriteError extends Error {
  readonly type: ErrorType;
  readonly code: number;

  constructor(type: ErrorType, message?: string, options?: { cause?: unknown }) {
    const [code, defaultMessage] = errorCatalogue[type];
    super(message ?? defaultMessage, options);
    this.name = "AppwriteError";
    this.type = type;
    this.code = code;
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
