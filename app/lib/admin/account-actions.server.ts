import { AppwriteException, type Account } from "appwrite";
import { data } from "react-router";
import { z } from "zod";
import { LOCALES, type Locale } from "../../../i18n/locales.ts";
import type { MessageId } from "../../../i18n/translate.ts";
import { errorWords } from "../error-words.ts";
import { signOutOtherSessions } from "./account-details.ts";
import { LOCALE_PREF } from "./admin-words.ts";
import { newPasswordProblem, type NewPasswordProblem } from "./new-password.ts";
import { fieldOf, type Organiser } from "./organiser-screen.server.ts";
import {
  finishTwoFactorSetup,
  drawQrCode,
  startTwoFactorSetup,
  turnOffTwoFactor,
  type TwoFactorSetup,
} from "./two-factor-setup.ts";

// The account page's forms, run by its server action (issue 32 item 2) as the signed-in
// organiser, with the SDK acting for their session: Appwrite checks each change as theirs.

const localeCodes = LOCALES.map((locale) => locale.code) as [Locale, ...Locale[]];

/** The forms of the account page, as its action receives them. */
const accountFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("update-name"), name: z.string().max(128) }),
  z.object({
    intent: z.literal("update-email"),
    email: z.string().max(320),
    password: z.string().max(256),
  }),
  z.object({
    intent: z.literal("update-password"),
    oldPassword: z.string().max(256),
    password: z.string().max(256),
    confirmation: z.string().max(256),
  }),
  z.object({ intent: z.literal("start-two-factor") }),
  z.object({
    intent: z.literal("finish-two-factor"),
    code: z.string().max(64),
    // The step's own app link, drawn again when its code is refused (none: an app already linked).
    uri: z.string().startsWith("otpauth://").max(2048).optional(),
  }),
  z.object({ intent: z.literal("turn-off-two-factor"), code: z.string().max(64) }),
  z.object({ intent: z.literal("sign-out-other-sessions") }),
  z.object({ intent: z.literal("update-locale"), locale: z.enum(localeCodes) }),
]);

type AccountForm = z.infer<typeof accountFormSchema>;

/** What a form of the account page shows afterwards. */
export interface AccountResult {
  intent: string | null;
  /** Why it failed, in words for people; null when it worked. */
  error: string | null;
  /** What was typed in a refused name or email form, kept in its field (never a password). */
  typed?: { name?: string; email?: string };
  /** update-password: the new password's problem, found before anything was sent. */
  problem?: NewPasswordProblem;
  /** start-two-factor, and a refused finish-two-factor: the app to link. */
  setup?: TwoFactorSetup;
  /** finish-two-factor: the recovery codes, shown this once. */
  recoveryCodes?: string[];
  /** sign-out-other-sessions: how many sessions ended. */
  signedOut?: number;
}

const failureLogLines: Record<AccountForm["intent"], string> = {
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
const wrongPasswordWords: Partial<Record<AccountForm["intent"], Record<string, MessageId>>> = {
  "update-email": { user_invalid_credentials: "admin.account.error.wrongPassword" },
  "update-password": { user_invalid_credentials: "admin.account.error.wrongCurrentPassword" },
};

/**
 * Runs one account form. A form that is none of them is a 400; a change Appwrite refuses keeps
 * its status (a wrong password is a 401) and says why, with what was typed kept.
 */
export async function runAccountForm(form: FormData, organiser: Organiser) {
  const sent = accountFormSchema.safeParse(Object.fromEntries(form));
  if (!sent.success) {
    return data<AccountResult>(
      { intent: fieldOf(form, "intent"), error: organiser.words.t("admin.error.invalid_format") },
      { status: 400 },
    );
  }
  const input = sent.data;
  if (input.intent === "update-password") {
    const problem = newPasswordProblem(input.password, input.confirmation);
    if (problem !== null) {
      return data<AccountResult>({ intent: input.intent, error: null, problem }, { status: 400 });
    }
  }
  try {
    return await perform(organiser.appwrite.account, input);
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error(`${failureLogLines[input.intent]}:`, error);
    const isRefusal = error instanceof AppwriteException && error.code >= 400 && error.code < 500;
    return data<AccountResult>(
      {
        intent: input.intent,
        error: errorWords(organiser.words, error, wrongPasswordWords[input.intent]),
        ...(await keptAfterRefusal(input)),
      },
      { status: isRefusal ? error.code : 503 },
    );
  }
}

async function perform(account: Account, input: AccountForm): Promise<AccountResult> {
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

/** What a refused form shows again: the name or email typed, or the setup step to retry. */
async function keptAfterRefusal(input: AccountForm): Promise<Partial<AccountResult>> {
  switch (input.intent) {
    case "update-name":
      return { typed: { name: input.name } };
    case "update-email":
      return { typed: { email: input.email } };
    case "finish-two-factor":
      return { setup: await setupAgain(input.uri) };
    default:
      return {};
  }
}

/** The setup step as it was drawn: its app link holds the secret, and the QR code is drawn again. */
async function setupAgain(uri: string | undefined): Promise<TwoFactorSetup> {
  if (uri === undefined) return { isLinked: true };
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  return { isLinked: false, secret, uri, qrCode: await drawQrCode(uri) };
}
