import { AppwriteException } from "appwrite";
import { z } from "zod";
import { errorWords } from "../error-words.ts";
import { adminWords } from "./admin-words.ts";
import type { SessionDesk, SessionRefusal, SessionStep } from "./session-desk.ts";

/**
 * The sign-in (password, then the two-factor code when the account has it on) and sign-out
 * forms of the admin screens, as the admin frame's action receives them. A sign-out names the
 * admin screen to come back to.
 */
export const sessionIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("login"), email: z.string().max(320), password: z.string() }),
  z.object({ intent: z.literal("two-factor"), code: z.string().max(64) }),
  z.object({ intent: z.literal("logout"), from: z.string().regex(/^\/admin(?:[/?]|$)/) }),
]);

export type SessionIntent = z.infer<typeof sessionIntentSchema>;

/** What the site's server answers a session form: nothing when it worked, else Appwrite's refusal. */
export interface SessionAnswer {
  intent: SessionIntent["intent"] | null;
  refusal: SessionRefusal | null;
}

/** What a session form shows afterwards: nothing when it worked, else a sentence for people. */
export interface SessionResult {
  intent: SessionIntent["intent"] | null;
  error: string | null;
}

const failureLogLines: Record<SessionIntent["intent"], string> = {
  login: "Login failed",
  "two-factor": "Two-factor sign-in failed",
  logout: "Logout failed",
};

/**
 * Signs in, finishes a two-factor sign-in or signs out on the site's server (decision 0148).
 * Refusals are logged ("Login failed", with Appwrite's type) and returned for the form to say.
 */
export async function runSessionIntent(
  sessions: SessionDesk,
  input: SessionIntent,
): Promise<SessionStep> {
  const step =
    input.intent === "login"
      ? await sessions.signIn(input.email, input.password)
      : input.intent === "two-factor"
        ? await sessions.proveSecondFactor(input.code)
        : await sessions.signOut();
  if (!step.ok) console.error(failureLogLines[input.intent], step.refusal.type);
  return step;
}

/** The server's answer in words for people, in the screens' language. */
export function sessionResultOf(answer: SessionAnswer): SessionResult {
  const { intent, refusal } = answer;
  if (refusal === null) return { intent, error: null };
  return {
    intent,
    error: errorWords(adminWords(), new AppwriteException("", refusal.code, refusal.type)),
  };
}
