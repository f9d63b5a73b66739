import type { Transporter } from "nodemailer";
import { maskRecipient, writeToOutbox } from "./outbox.ts";
import type { DeliverySettings, SmtpSettings } from "./settings.ts";

/** One email, with both a plain-text and an HTML body (see templates.ts). */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends email for the account features: recovery, verification, magic URL and email OTP. */
export interface Mailer {
  /** Resolves once the relay accepted the message (or the outbox stored it); rejects otherwise. */
  sendEmail(message: EmailMessage): Promise<void>;
}

/**
 * The SMTP relay of `settings` when one is configured, otherwise the outbox in `dataDir`, which
 * reports each message through `log`.
 */
export function createMailer(
  settings: DeliverySettings,
  dataDir: string,
  log: (line: string) => void,
): Mailer {
  if (settings.smtp) return createSmtpMailer(settings.smtp);
  return { sendEmail: (message) => writeToOutbox(dataDir, { kind: "email", ...message }, log) };
}

// Account requests wait for delivery, so a relay that does not answer fails the request within
// seconds instead of holding it for nodemailer's default of minutes.
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

function createSmtpMailer(smtp: SmtpSettings): Mailer {
  // nodemailer is imported for the first message: a server that has sent none (most of the
  // time) does not hold it in memory.
  let transport: Promise<Transporter> | null = null;
  const connect = async () => {
    const { default: nodemailer } = await import("nodemailer");
    return nodemailer.createTransport(smtpOptions(smtp));
  };
  return {
    async sendEmail(message) {
      try {
        transport ??= connect();
        await (await transport).sendMail({ from: smtp.from, ...message });
      } catch (error) {
        throw new Error(
          `Mail to ${maskRecipient(message.to)} via ${smtp.host}:${smtp.port} was not accepted`,
          { cause: error },
        );
      }
    },
  };
}

function smtpOptions(smtp: SmtpSettings) {
  return {
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    // Without it nodemailer sends in the clear when a relay (or someone in between, stripping
    // the offer) does not announce STARTTLS.
    requireTLS: smtp.requireTls,
    auth: smtp.user === undefined ? undefined : { user: smtp.user, pass: smtp.password },
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  };
}
