import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMailer } from "../../../backend/mail/mailer.ts";
import type { SmtpSettings } from "../../../backend/mail/settings.ts";
import { recoveryEmail } from "../../../backend/mail/templates.ts";
import { startSmtpInbox, type SmtpInbox } from "./smtp-inbox.ts";

const content = recoveryEmail({
  brandName: "Club Fierté",
  locale: "en",
  link: "https://club.example.org/admin/recovery?userId=abc&secret=s3cret",
  expireMinutes: 60,
});
const message = { to: "member@example.org", ...content };

let dataDir: string;
let inbox: SmtpInbox | undefined;
const logged: string[] = [];

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-mail-"));
  logged.length = 0;
});

afterEach(async () => {
  await inbox?.stop();
  inbox = undefined;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function relay(port: number, extra: Partial<SmtpSettings> = {}): SmtpSettings {
  return {
    host: "127.0.0.1",
    port,
    secure: false,
    // The test relay offers no TLS: allowed only because this says so (SMTP_SECURE=0).
    requireTls: false,
    from: "Club Fierté <club@example.org>",
    ...extra,
  };
}

describe("email through a configured SMTP relay", () => {
  it("a relay without sign-in receives the recipient, subject, text and HTML unchanged", async () => {
    inbox = await startSmtpInbox();
    const mailer = createMailer({ smtp: relay(inbox.port) }, dataDir, (line) => logged.push(line));

    await mailer.sendEmail(message);
    const received = await inbox.nextMail();

    expect(received.envelopeFrom).toBe("club@example.org");
    expect(received.envelopeTo).toEqual(["member@example.org"]);
    expect(received.username).toBeNull();
    expect(received.from).toContain("Club Fierté");
    expect(received.to).toBe("member@example.org");
    expect(received.subject).toBe("Reset your Club Fierté password");
    expect(received.text).toBe(content.text);
    expect(received.html).toBe(content.html);
    expect(fs.existsSync(path.join(dataDir, "outbox"))).toBe(false);
  });

  it("a relay that requires sign-in receives the message from the configured user", async () => {
    inbox = await startSmtpInbox({ credentials: { username: "club", password: "app-password" } });
    const mailer = createMailer(
      { smtp: relay(inbox.port, { user: "club", password: "app-password" }) },
      dataDir,
      (line) => logged.push(line),
    );

    await mailer.sendEmail(message);

    const received = await inbox.nextMail();
    expect(received.username).toBe("club");
    expect(received.subject).toBe(content.subject);
  });

  it("a relay that refuses the password makes sendEmail reject with the masked recipient", async () => {
    inbox = await startSmtpInbox({ credentials: { username: "club", password: "app-password" } });
    const mailer = createMailer(
      { smtp: relay(inbox.port, { user: "club", password: "wrong" }) },
      dataDir,
      (line) => logged.push(line),
    );

    await expect(mailer.sendEmail(message)).rejects.toThrow(
      `Mail to m…@example.org via 127.0.0.1:${inbox.port} was not accepted`,
    );
  });

  it("a relay that offers no TLS gets nothing unless SMTP_SECURE=0 said so: sendEmail rejects", async () => {
    inbox = await startSmtpInbox();
    const mailer = createMailer(
      { smtp: relay(inbox.port, { requireTls: true }) },
      dataDir,
      (line) => logged.push(line),
    );

    await expect(mailer.sendEmail(message)).rejects.toThrow(
      `Mail to m…@example.org via 127.0.0.1:${inbox.port} was not accepted`,
    );
    expect(inbox.received()).toEqual([]);
    expect(fs.existsSync(path.join(dataDir, "outbox"))).toBe(false);
  });

  it("an unreachable relay makes sendEmail reject instead of falling back to the outbox", async () => {
    const port = await closedPort();
    const mailer = createMailer({ smtp: relay(port) }, dataDir, (line) => logged.push(line));

    await expect(mailer.sendEmail(message)).rejects.toThrow("was not accepted");
    expect(fs.existsSync(path.join(dataDir, "outbox"))).toBe(false);
    expect(logged).toEqual([]);
  });
});

/** A loopback port nothing listens on: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}
