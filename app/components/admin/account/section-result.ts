import type { AccountResult } from "../../../lib/admin/account-actions.server.ts";

/** The page's last result when one of this section's forms gave it; else undefined. */
export function sectionResult<Intent extends string>(
  result: AccountResult | undefined,
  intents: readonly Intent[],
): (AccountResult & { intent: Intent }) | undefined {
  const isOurs = (intent: string | null): intent is Intent =>
    intents.some((each) => each === intent);
  return result !== undefined && isOurs(result.intent)
    ? { ...result, intent: result.intent }
    : undefined;
}
