import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";

// `npm start` with a real Appwrite and settings only the embedded backend reads (issue 29 item
// 5d, decision 0137): the log names each one, with where Appwrite sets it instead.

const projectRoot = path.resolve(import.meta.dirname, "..", "..", "..");

test("a start on a real Appwrite names each setting it owns that is set, one line each, and where to set it", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-owned-"));
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: "0",
      DATA_DIR: dataDir,
      // Port 9 (discard) is closed on a test machine: the start does not wait for Appwrite.
      APPWRITE_ENDPOINT: "http://127.0.0.1:9/v1",
      // The site's own now (decision 0148): set, and not named.
      SESSION_IDLE_MINUTES: "30",
      SIGNUPS: "open",
      SMTP_HOST: "smtp.example.org",
      SMTP_FROM: "club@example.org",
      BACKUP_DIR: path.join(dataDir, "backups"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (log += chunk));
  try {
    await expect.poll(() => log).toContain("Using Appwrite at http://127.0.0.1:9/v1");
    await expect
      .poll(() => log.split("\n").filter((line) => line.includes("with a real Appwrite,")))
      .toEqual([
        "SIGNUPS is set: with a real Appwrite, sign-ups are Appwrite's, which cannot close them: cap accounts in its console, Auth → Security → Users limit.",
        "SMTP_HOST, SMTP_FROM are set: with a real Appwrite, Appwrite sends the account emails (password reset, verification) with its own mail server: set it in its console, Settings → SMTP (these still send the organisers' invitations).",
        "BACKUP_DIR is set: with a real Appwrite, the club's data is Appwrite's to back up: on Appwrite Cloud, Databases → your database → Backups; self-hosted, its volumes.",
      ]);
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
