import type { BackendDeps } from "../../backend-deps.ts";
import { AppwriteError } from "../../errors/appwrite-error.ts";
import type { Mailer } from "../../mail/mailer.ts";
import type { SmsSender } from "../../mail/sms.ts";
import type { EmailContent } from "../../mail/templates.ts";
import type { SignUpDeps } from "./account-deps.ts";
import { tokenDepsOf, type TokenDeps } from "./tokens.ts";

// Every email and text message the account services send leaves through this module.

/** How messages reach people: the mail relay (or outbox), the SMS sender, the club's brand. */
export interface Delivery {
  mailer: Mailer;
  sms: SmsSender;
  /** The club's name, which every message is branded with. */
  brandName: string;
}

/** What services that send tokens by email or text need besides the store and the clock. */
export interface MessagingDeps extends TokenDeps, SignUpDeps, Delivery {
  /** Added to magic links, as Appwrite does, so the page that opens knows the project. */
  projectId: string;
  /** The site's address (PUBLIC_URL): a link to one of its pages opens it in the recipient's language. */
  publicUrl: string;
}

/** The messaging services' slice of the backend's dependencies. */
export function messagingDepsOf(deps: BackendDeps): MessagingDeps {
  return {
    ...tokenDepsOf(deps),
    signupsOpen: deps.config.signupsOpen,
    mailer: deps.config.mailer,
    sms: deps.config.sms,
    // A getter: the club may be renamed while the server runs (decision 0108); a copy taken
    // when the routes are built would brand every later message with the old name.
    get brandName() {
      return deps.config.brandName;
    },
    publicUrl: deps.config.publicUrl,
    projectId: deps.config.projectId,
  };
}

/**
 * Sends an email and waits for the relay to accept it. A failed delivery is a 500
 * general_server_error whose cause (the relay's answer) goes to the log only.
 */
export async function sendEmail(
  deps: Pick<Delivery, "mailer">,
  to: string,
  content: EmailContent,
): Promise<void> {
  try {
    await deps.mailer.sendEmail({ to, ...content });
  } catch (error) {
    throw new AppwriteError("general_server_error", "The email could not be sent.", {
      cause: error,
    });
  }
}

/** Sends a text message; a failed delivery is a 500 general_server_error, as for email. */
export async function sendSms(
  deps: Pick<Delivery, "sms">,
  to: string,
  text: string,
): Promise<void> {
  try {
    await deps.sms.sendSms({ to, text });
  } catch (error) {
    throw new AppwriteError("general_server_error", "The text message could not be sent.", {
      cause: error,
    });
  }
}
