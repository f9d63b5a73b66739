import type { z } from "zod";

/**
 * The hidden record a form the server drew carries back (what it was drawn from, as JSON), read
 * with `schema`; null when it is absent, not JSON, or not that.
 */
export function postedRecord<T extends z.ZodType>(
  schema: T,
  posted: string | null,
): z.output<T> | null {
  if (posted === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(posted));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
