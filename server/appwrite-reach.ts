/** What the last look at a real Appwrite found. */
export type AppwriteReach = { isReachable: true } | { isReachable: false; reason: string };

/** How long one look may take, and how long its finding stands before the next look. */
export const APPWRITE_LOOK = { timeoutMs: 2_000, keepMs: 5_000 };

/**
 * Whether the real Appwrite the site reads (APPWRITE_ENDPOINT) answers, for /healthz: one
 * `GET /v1/health/version`, the one health route Appwrite opens to anyone (no key; it also checks
 * that the project exists), with a short timeout. Its finding is kept a few seconds and callers
 * meanwhile share one look, so a monitor polling fast, or many at once, cost Appwrite one request.
 */
export function lookAtAppwrite(
  endpoint: string,
  projectId: string,
  now: () => number = Date.now,
  { timeoutMs, keepMs } = APPWRITE_LOOK,
): () => Promise<AppwriteReach> {
  let last: { at: number; reach: Promise<AppwriteReach> } | null = null;
  const look = async (): Promise<AppwriteReach> => {
    try {
      const response = await fetch(`${endpoint}/health/version`, {
        headers: { "X-Appwrite-Project": projectId },
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      return response.ok
        ? { isReachable: true }
        : { isReachable: false, reason: `Appwrite answered ${response.status}` };
    } catch (error) {
      const isTimeout = error instanceof DOMException && error.name === "TimeoutError";
      return {
        isReachable: false,
        reason: isTimeout ? `no answer within ${timeoutMs / 1000} s` : "no connection",
      };
    }
  };
  return () => {
    if (last === null || now() - last.at >= keepMs) last = { at: now(), reach: look() };
    return last.reach;
  };
}
