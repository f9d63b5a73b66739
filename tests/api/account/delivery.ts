import { readOutbox } from "../../../backend/mail/outbox.ts";
import {
  startTestServer,
  type TestServer,
  type TestServerOptions,
} from "../../support/test-server.ts";
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from "../mail/smtp-inbox.ts";

/** A test server whose mail goes through a real SMTP server on loopback. */
export interface ServerWithInbox {
  server: TestServer;
  inbox: SmtpInbox;
  stop(): Promise<void>;
}

/** Starts an SMTP inbox, then a test server that delivers its mail there. */
export async function startServerWithInbox(
  options: TestServerOptions = {},
): Promise<ServerWithInbox> {
  const inbox = await startSmtpInbox();
  const server = await startTestServer({
    ...options,
    smtp: {
      host: "127.0.0.1",
      port: inbox.port,
      // The loopback test relay offers no TLS, as SMTP_SECURE=0 allows.
      secure: false,
      requireTls: false,
      from: "Club <club@example.org>",
    },
  });
  return {
    server,
    inbox,
    stop: async () => {
      await server.stop();
      await inbox.stop();
    },
  };
}

/** The next message for `to`, skipping mail to anyone else (tests run one after another). */
export async function nextMailTo(inbox: SmtpInbox, to: string): Promise<ReceivedMail> {
  for (;;) {
    const mail = await inbox.nextMail();
    if (mail.envelopeTo.includes(to)) return mail;
  }
}

/** The one link in a message's text body. */
export function linkIn(mail: ReceivedMail): URL {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`No link in:\n${mail.text}`);
  return new URL(match[0]);
}

/** The token parameters a link carries, as a page of the site would read them. */
export function tokenIn(link: URL): { userId: string; secret: string } {
  return {
    userId: link.searchParams.get("userId") ?? "",
    secret: link.searchParams.get("secret") ?? "",
  };
}

/** The 6-digit code in a message. */
export function codeIn(text: string): string {
  const match = /\b\d{6}\b/.exec(text);
  if (!match) throw new Error(`No code in:\n${text}`);
  return match[0];
}

/** The text of the newest SMS to `to` in the server's outbox (tests configure no SMS gateway). */
export async function lastSmsTo(server: TestServer, to: string): Promise<string> {
  const messages = await readOutbox(server.dataDir);
  const sms = messages.filter((message) => message.kind === "sms" && message.to === to).at(-1);
  if (!sms) throw new Error(`No SMS to ${to} in the outbox`);
  return sms.text;
}
