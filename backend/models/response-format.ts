/**
 * Which era of Appwrite's response models the client expects. Appwrite shapes its models by the
 * SDK's X-Appwrite-Response-Format header; a 1.7-era SDK (appwrite@18 sends "1.7.0") gets the
 * 1.7 models: `$sequence` as an integer, and none of the fields added in 1.8 (a log's `userType`,
 * the `custom` MFA factor). A request without the header gets the newest shape, as in Appwrite.
 */
export interface ResponseFormat {
  isBefore18: boolean;
}

export function responseFormatOf(header: string | undefined): ResponseFormat {
  const [major = NaN, minor = NaN] = (header ?? "").split(".").map(Number);
  if (Number.isNaN(major) || Number.isNaN(minor)) return { isBefore18: false };
  return { isBefore18: major < 1 || (major === 1 && minor < 8) };
}
