import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readOutbox, writeToOutbox } from "../../../backend/mail/outbox.ts";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../../..");

let dataDir: string;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-outbox-cli-"));
});

afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * `npm run outbox` as a developer runs it, with DATA_DIR pointing at the test's folder (through
 * tsx's loader directly: npx would first spend a second looking tsx up).
 */
async function outboxCommand(
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["--import", "tsx", "cli/outbox.ts", ...args],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    if (error instanceof Error && "stdout" in error && "stderr" in error && "code" in error) {
      return {
        code: Number(error.code),
        stdout: String(error.stdout),
        stderr: String(error.stderr),
      };
    }
    throw error;
  }
}

async function storeTwoMessages(): Promise<void> {
  const ignore = () => {};
  await writeToOutbox(
    dataDir,
    {
      kind: "email",
      to: "alex@example.org",
      subject: "Reset your Pride Club password",
      text: "Choose a new password:\nhttps://club.example.org/recovery?secret=s3cret\n",
      html: "<p>unused</p>",
    },
    ignore,
  );
  await writeToOutbox(
    dataDir,
    { kind: "sms", to: "+15555550123", text: "493817 is your Pride Club sign-in code." },
    ignore,
  );
}

describe("npm run outbox", () => {
  it("a developer sees every stored message, oldest first, with time, recipient, subject and text", async () => {
    await storeTwoMessages();
    const [email] = await readOutbox(dataDir);

    const { code, stdout } = await outboxCommand();

    expect(code).toBe(0);
    expect(stdout).toContain(`Time:    ${email?.createdAt}`);
    expect(stdout).toContain("To:      alex@example.org\nSubject: Reset your Pride Club password");
    expect(stdout).toContain("https://club.example.org/recovery?secret=s3cret");
    expect(stdout.indexOf("alex@example.org")).toBeLessThan(stdout.indexOf("+15555550123"));
  });

  it("with --last a developer sees only the newest message", async () => {
    await storeTwoMessages();

    const { stdout } = await outboxCommand("--last");

    expect(stdout).toContain("493817 is your Pride Club sign-in code.");
    expect(stdout).not.toContain("alex@example.org");
  });

  it("with --clear the outbox is emptied, and then says it is empty", async () => {
    await storeTwoMessages();

    expect((await outboxCommand("--clear")).stdout).toContain("Removed 2 messages");
    expect(await readOutbox(dataDir)).toEqual([]);
    expect((await outboxCommand()).stdout).toContain(
      `The outbox in ${path.join(dataDir, "outbox")} is empty.`,
    );
  });

  it("an unknown option fails with the usage line", async () => {
    const { code, stderr } = await outboxCommand("--everything");

    expect(code).toBe(2);
    expect(stderr).toContain("Usage: npm run outbox [-- --last | --clear]");
  });
});
