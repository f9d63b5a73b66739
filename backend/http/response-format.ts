/**
 * Which shape of a response model the client expects. Appwrite filters its models by the SDK's
 * X-Appwrite-Response-Format header; the one difference that matters here is `$sequence`, an
 * integer up to response format 1.7 and a string (64-bit safe) from 1.8 on. A request without the
 * header gets the newest shape, as Appwrite answers it.
 */
export interface ResponseFormat {
  sequenceAsString: boolean;
}

export function responseFormatOf(header: string | undefined): ResponseFormat {
  const [major = NaN, minor = NaN] = (header ?? "").split(".").map(Number);
  if (Number.isNaN(major) || Number.isNaN(minor)) return { sequenceAsString: true };
  return { sequenceAsString: major > 1 || (major === 1 && minor >= 8) };
}
