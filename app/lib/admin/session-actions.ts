import type { Account } from "appwrite";
import { z } from "zod";
import { errorWords } from "../error-words.ts";
import { adminWords } from "./admin-words.ts";
import { completeChallenge } from "./two-factor-challenge.ts";

/**
 * The sign-in (password, then the two-factor code when the account has it on) and sign-out
 * forms of the admin screens, as the admin frame's action receives them. A sign-out names the
 * admin screen to come back to.
 */
export const sessionIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("login"), email: z.string(), password: z.string() }),
  z.object({ intent: z.literal("two-factor"), code: z.string() }),
  z.object({ intent: z.literal("logout"), from: z.string().regex(/^\/admin(?:[/?]|$)/) }),
]);

export type SessionIntent = z.infer<typeof sessionIntentSchema>;

/** What a session form shows afterwards: nothing when it worked, else a sentence for people. */
export interface SessionResult {
  intent: SessionIntent["intent"];
  error: string | null;
}

const failureLogLines: Record<SessionIntent["intent"], string> = {
  login: "Login failed",
  "two-factor": "Two-factor sign-in failed",
  logout: "Logout failed",
};

/**
 * Signs in (createEmailPasswordSession), finishes a two-factor sign-in (an MFA challenge) or
 * signs out (deleteSession "current"). Failures are logged ("Login failed", "Logout failed", with
 * the cause) and returned as a sentence the form shows.
 */
export async function runSessionIntent(
  account: Account,
  input: SessionIntent,
): Promise<SessionResult> {
  try {
    if (input.intent === "login") {
      await account.createEmailPasswordSession({ email: input.email, password: input.password });
    } else if (input.intent === "two-factor") {
      await completeChallenge(account, input.code);
    } else {
      await account.deleteSession({ sessionId: "current" });
    }
    return { intent: input.intent, error: null };
  } catch (error) {
    console.error(failureLogLines[input.intent], error);
    return { intent: input.intent, error: errorWords(adminWords(), error) };
  }
}
