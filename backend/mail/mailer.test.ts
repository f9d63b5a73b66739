import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { createMailer } from "./mailer.ts";
import { readOutbox } from "./outbox.ts";

// Delivery through SMTP is tested against a real SMTP server in tests/api/mail/.

let dataDir: string;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-mailer-"));
});

afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("a server without SMTP puts the email in the outbox and logs one line", async () => {
  const logged: string[] = [];
  const mailer = createMailer({ smtp: null }, dataDir, (line) => logged.push(line));
  const message = { to: "sam@example.org", subject: "Sign in to Pride Club", text: "t", html: "h" };

  await mailer.sendEmail(message);

  expect(await readOutbox(dataDir)).toMatchObject([{ kind: "email", ...message }]);
  expect(logged).toHaveLength(1);
  expect(logged[0]).toMatch(/^Mail to s…@example\.org: Sign in to Pride Club — outbox\/.+\.json$/);
});
