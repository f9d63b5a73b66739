import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerSession } from "smtp-server";

/**
 * A real SMTP server on a free loopback port that keeps what it receives, decoded enough to
 * assert on: headers, the text body and the HTML body. No TLS; AUTH only when credentials are
 * required, so a relay without them is tested as well.
 */

/** One message as the SMTP server received it. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  /** The user name the client signed in with, or null when it sent without AUTH. */
  username: string | null;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SmtpInbox {
  port: number;
  /** The next message not yet taken, waiting for it to arrive if needed. */
  nextMail(): Promise<ReceivedMail>;
  /** The messages that arrived and were not taken yet, without waiting. */
  received(): readonly ReceivedMail[];
  stop(): Promise<void>;
}

export interface SmtpInboxOptions {
  /** Refuse mail unless the client signs in with these. */
  credentials?: { username: string; password: string };
}

/** Starts the server and resolves once it listens. */
export async function startSmtpInbox(options: SmtpInboxOptions = {}): Promise<SmtpInbox> {
  const arrived: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  const { credentials } = options;
  const server = new SMTPServer({
    authOptional: credentials === undefined,
    disabledCommands: credentials === undefined ? ["STARTTLS", "AUTH"] : ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      const isValid =
        auth.username === credentials?.username && auth.password === credentials?.password;
      if (isValid) callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = toReceivedMail(Buffer.concat(chunks).toString("utf8"), session);
        const waiter = waiting.shift();
        if (waiter) waiter(mail);
        else arrived.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address: AddressInfo | string | null = server.server.address();
  if (address === null || typeof address === "string") throw new Error("SMTP server has no port");
  return {
    port: address.port,
    nextMail() {
      const mail = arrived.shift();
      return mail ? Promise.resolve(mail) : new Promise((resolve) => waiting.push(resolve));
    },
    received: () => [...arrived],
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function toReceivedMail(raw: string, session: SMTPServerSession): ReceivedMail {
  const message = parseEntity(raw);
  const parts = leafParts(message);
  const header = (name: string) => decodeHeader(message.headers.get(name) ?? "");
  const body = (type: string) => parts.find((part) => part.type === type)?.content ?? "";
  const envelopeFrom = session.envelope.mailFrom;
  return {
    envelopeFrom: envelopeFrom === false ? "" : envelopeFrom.address,
    envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
    username: session.user ?? null,
    from: header("from"),
    to: header("to"),
    subject: header("subject"),
    text: body("text/plain"),
    html: body("text/html"),
  };
}

interface Entity {
  headers: Map<string, string>;
  body: string;
}

function parseEntity(raw: string): Entity {
  const end = raw.indexOf("\r\n\r\n");
  const unfolded = raw.slice(0, end).replace(/\r\n[ \t]+/g, " ");
  const headers = new Map(
    unfolded.split("\r\n").map((line): [string, string] => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { headers, body: raw.slice(end + 4) };
}

function leafParts(entity: Entity): { type: string; content: string }[] {
  const contentType = entity.headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (boundary !== undefined) {
    return entity.body
      .split(`--${boundary}`)
      .slice(1, -1)
      .flatMap((part) => leafParts(parseEntity(part.replace(/^\r\n/, "").replace(/\r\n$/, ""))));
  }
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "text/plain";
  const encoding = entity.headers.get("content-transfer-encoding")?.toLowerCase();
  const content =
    encoding === "base64"
      ? Buffer.from(entity.body, "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(entity.body)
        : entity.body;
  return [{ type, content: content.replace(/\r\n/g, "\n") }];
}

function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?[^?]+\?([BQ])\?([^?]*)\?=/gi, (_word, encoding: string, data: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replaceAll("_", " ")),
    );
}

function decodeQuotedPrintable(encoded: string): string {
  const joined = encoded.replace(/=\r\n/g, "");
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(joined.charCodeAt(index));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}
