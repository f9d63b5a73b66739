import type { Account } from "appwrite";
import { z } from "zod";
import { errorWords } from "../error-words.ts";

/** The sign-in and sign-out forms both admin screens carry, as their actions receive them. */
export const sessionIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("login"), email: z.string(), password: z.string() }),
  z.object({ intent: z.literal("logout") }),
]);

export type SessionIntent = z.infer<typeof sessionIntentSchema>;

/** What a session form shows afterwards: nothing when it worked, else a sentence for people. */
export interface SessionResult {
  intent: SessionIntent["intent"];
  error: string | null;
}

/**
 * Signs in (createEmailPasswordSession) or out (deleteSession "current"). Failures are logged
 * with the words of spec section 8 and returned as a sentence the form shows.
 */
export async function runSessionIntent(
  account: Account,
  input: SessionIntent,
): Promise<SessionResult> {
  try {
    if (input.intent === "login") {
      await account.createEmailPasswordSession({ email: input.email, password: input.password });
    } else {
      await account.deleteSession({ sessionId: "current" });
    }
    return { intent: input.intent, error: null };
  } catch (error) {
    console.error(input.intent === "login" ? "Login failed" : "Logout failed", error);
    return { intent: input.intent, error: errorWords(error) };
  }
}
