import type { Account } from "appwrite";
import { z } from "zod";
import { errorWords } from "../error-words.ts";
import { adminWords, LOCALE_PREF } from "./admin-words.ts";
import { LOCALES, type Locale } from "../../../i18n/locales.ts";
import type { MessageId } from "../../../i18n/translate.ts";
import { signOutOtherSessions } from "./account-details.ts";
import {
  finishTwoFactorSetup,
  startTwoFactorSetup,
  turnOffTwoFactor,
  type TwoFactorSetup,
} from "./two-factor-setup.ts";

const localeCodes = LOCALES.map((locale) => locale.code) as [Locale, ...Locale[]];

/** The forms of the account page, as its action receives them. */
export const accountIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("update-name"), name: z.string() }),
  z.object({ intent: z.literal("update-email"), email: z.string(), password: z.string() }),
  z.object({
    intent: z.literal("update-password"),
    oldPassword: z.string(),
    password: z.string(),
  }),
  z.object({ intent: z.literal("start-two-factor") }),
  z.object({ intent: z.literal("finish-two-factor"), code: z.string() }),
  z.object({ intent: z.literal("turn-off-two-factor"), code: z.string() }),
  z.object({ intent: z.literal("sign-out-other-sessions") }),
  z.object({ intent: z.literal("update-locale"), locale: z.enum(localeCodes) }),
]);

export type AccountIntent = z.infer<typeof accountIntentSchema>;

/** What a form of the account page shows afterwards. */
export interface AccountResult {
  intent: AccountIntent["intent"];
  /** Why it failed, in words for people; null when it worked. */
  error: string | null;
  /** start-two-factor: the app to link. */
  setup?: TwoFactorSetup;
  /** finish-two-factor: the recovery codes, shown this once. */
  recoveryCodes?: string[];
  /** sign-out-other-sessions: how many sessions ended. */
  signedOut?: number;
}

const failureLogLines: Record<AccountIntent["intent"], string> = {
  "update-name": "Failed to update the name",
  "update-email": "Failed to update the email",
  "update-password": "Failed to update the password",
  "start-two-factor": "Failed to start two-factor setup",
  "finish-two-factor": "Failed to turn on two-factor sign-in",
  "turn-off-two-factor": "Failed to turn off two-factor sign-in",
  "sign-out-other-sessions": "Failed to sign out other sessions",
  "update-locale": "Failed to save the language",
};

// Appwrite answers a wrong password with the sign-in form's type, whose words mention an email.
const wrongPasswordWords: Partial<Record<AccountIntent["intent"], Record<string, MessageId>>> = {
  "update-email": { user_invalid_credentials: "admin.account.error.wrongPassword" },
  "update-password": { user_invalid_credentials: "admin.account.error.wrongCurrentPassword" },
};

/**
 * Runs one account change through the SDK. Failures are logged with the original error and
 * returned as a sentence the page shows.
 */
export async function runAccountIntent(
  account: Account,
  input: AccountIntent,
): Promise<AccountResult> {
  try {
    return await perform(account, input);
  } catch (error) {
    console.error(`${failureLogLines[input.intent]}:`, error);
    return {
      intent: input.intent,
      error: errorWords(adminWords(), error, wrongPasswordWords[input.intent]),
    };
  }
}

async function perform(account: Account, input: AccountIntent): Promise<AccountResult> {
  const done = { intent: input.intent, error: null };
  switch (input.intent) {
    case "update-name":
      await account.updateName({ name: input.name.trim() });
      return done;
    case "update-email":
      await account.updateEmail({ email: input.email.trim(), password: input.password });
      return done;
    case "update-password":
      await account.updatePassword({ password: input.password, oldPassword: input.oldPassword });
      return done;
    case "start-two-factor":
      return { ...done, setup: await startTwoFactorSetup(account) };
    case "finish-two-factor":
      return { ...done, recoveryCodes: await finishTwoFactorSetup(account, input.code) };
    case "turn-off-two-factor":
      await turnOffTwoFactor(account, input.code);
      return done;
    case "sign-out-other-sessions":
      return { ...done, signedOut: await signOutOtherSessions(account) };
    case "update-locale": {
      // updatePrefs replaces them all: the others are read first and kept.
      const prefs = await account.getPrefs();
      await account.updatePrefs({ prefs: { ...prefs, [LOCALE_PREF]: input.locale } });
      return done;
    }
  }
}
