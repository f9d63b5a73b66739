import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  clearOutbox,
  maskRecipient,
  readOutbox,
  writeToOutbox,
  type OutboxDraft,
} from "./outbox.ts";

let dataDir: string;
const logged: string[] = [];
const log = (line: string) => logged.push(line);

const recovery: OutboxDraft = {
  kind: "email",
  to: "alex@example.org",
  subject: "Reset your Pride Club password",
  text: "https://club.example.org/recovery?secret=s3cret",
  html: '<a href="https://club.example.org/recovery?secret=s3cret">Reset</a>',
};

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-outbox-"));
  logged.length = 0;
});

afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function outboxFiles(): string[] {
  return fs.readdirSync(path.join(dataDir, "outbox"));
}

describe("the outbox", () => {
  it("a stored email reads back whole, with the time it was written", async () => {
    const before = Date.now();
    await writeToOutbox(dataDir, recovery, log);

    const [message, ...others] = await readOutbox(dataDir);
    expect(others).toEqual([]);
    expect(message).toMatchObject(recovery);
    expect(Date.parse(message?.createdAt ?? "")).toBeGreaterThanOrEqual(before);
  });

  it("only the server's user can read a stored message or list the folder", async () => {
    await writeToOutbox(dataDir, recovery, log);

    const [name] = outboxFiles();
    expect(fs.statSync(path.join(dataDir, "outbox", name ?? "")).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(dataDir, "outbox")).mode & 0o777).toBe(0o700);
  });

  it("the log line names the masked recipient, the subject and the file, but not the secret", async () => {
    await writeToOutbox(dataDir, recovery, log);

    expect(logged).toEqual([
      `Mail to a…@example.org: Reset your Pride Club password — outbox/${outboxFiles()[0]}`,
    ]);
    expect(logged.join("\n")).not.toContain("s3cret");
  });

  it("messages written in the same millisecond read back in order, newest last", async () => {
    const subjects = Array.from({ length: 25 }, (_, index) => `Message ${index}`);
    for (const subject of subjects) await writeToOutbox(dataDir, { ...recovery, subject }, log);

    const messages = await readOutbox(dataDir);
    expect(messages.map((message) => (message.kind === "email" ? message.subject : ""))).toEqual(
      subjects,
    );
    expect(new Set(outboxFiles()).size).toBe(subjects.length);
  });

  it("a data directory without an outbox reads as empty", async () => {
    expect(await readOutbox(dataDir)).toEqual([]);
    expect(await clearOutbox(dataDir)).toBe(0);
  });

  it("clearing removes every message and tells how many there were", async () => {
    await writeToOutbox(dataDir, recovery, log);
    await writeToOutbox(dataDir, { kind: "sms", to: "+15555550123", text: "493817" }, log);

    expect(await clearOutbox(dataDir)).toBe(2);
    expect(await readOutbox(dataDir)).toEqual([]);
  });

  it("a damaged file makes reading fail with the file's name", async () => {
    await writeToOutbox(dataDir, recovery, log);
    const file = path.join(dataDir, "outbox", outboxFiles()[0] ?? "");
    fs.writeFileSync(file, "{ not json");

    await expect(readOutbox(dataDir)).rejects.toThrow(
      `outbox/${path.basename(file)} is not an outbox message`,
    );
  });
});

describe("maskRecipient", () => {
  const cases: { name: string; to: string; expected: string }[] = [
    {
      name: "an email keeps its first letter and domain",
      to: "alex@example.org",
      expected: "a…@example.org",
    },
    { name: "a phone number keeps its ends", to: "+15555550123", expected: "+1…23" },
    { name: "a short value is hidden entirely", to: "12345", expected: "…" },
  ];

  it.each(cases)("$name", ({ to, expected }) => {
    expect(maskRecipient(to)).toBe(expected);
  });
});
