import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { readOutbox } from "./outbox.ts";
import { createSmsSender, type SmsMessage } from "./sms.ts";

let dataDir: string;
const message: SmsMessage = { to: "+15555550123", text: "493817 is your Pride Club sign-in code." };

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-sms-"));
});

afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("a server with an SMS provider hands it the message and leaves the outbox empty", async () => {
  const sent: SmsMessage[] = [];
  const sender = createSmsSender(
    async (sms) => {
      sent.push(sms);
    },
    dataDir,
    () => {},
  );

  await sender.sendSms(message);

  expect(sent).toEqual([message]);
  expect(await readOutbox(dataDir)).toEqual([]);
});

it("a server without an SMS provider puts the message in the outbox and logs one line", async () => {
  const logged: string[] = [];
  const sender = createSmsSender(null, dataDir, (line) => logged.push(line));

  await sender.sendSms(message);

  expect(await readOutbox(dataDir)).toMatchObject([{ kind: "sms", ...message }]);
  expect(logged).toHaveLength(1);
  expect(logged[0]).toMatch(/^SMS to \+1…23 — outbox\/.+\.json$/);
  expect(logged[0]).not.toContain("493817");
});
