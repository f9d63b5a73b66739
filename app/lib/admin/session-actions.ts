import { AppwriteException } from "appwrite";
import { z } from "zod";
import { errorWords } from "../error-words.ts";
import type { Translator } from "../../../i18n/translate.ts";
import type { SessionDesk, SessionRefusal, SessionStep } from "./session-desk.ts";

/**
 * The sign-in (password, then the two-factor code when the account has it on) and sign-out
 * forms of the admin screens, as the admin frame's action receives them. A sign-out names the
 * admin screen to come back to.
 */
const adminPath = z.string().regex(/^\/admin(?:[/?]|$)/);

export const sessionIntentSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("login"),
    email: z.string().max(320),
    password: z.string(),
    from: adminPath.default("/admin"),
  }),
  z.object({
    intent: z.literal("two-factor"),
    code: z.string().max(64),
    from: adminPath.default("/admin"),
  }),
  z.object({ intent: z.literal("logout"), from: adminPath }),
]);

export type SessionIntent = z.infer<typeof sessionIntentSchema>;

/** What a session form shows after a refusal: a sentence for people (success goes on to the screen). */
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

/** A refusal of Appwrite's in words for people, in the screens' language. */
export function refusalWords(words: Pick<Translator, "t">, refusal: SessionRefusal): string {
  return errorWords(words, new AppwriteException("", refusal.code, refusal.type));
}
