import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { RestoreOutcome } from "../../../app/lib/backups/site-backups.ts";
import { runBackupCommand } from "../../../cli/backup-command.ts";
import { runBackupCli } from "../../support/backup-commands.ts";
import {
  manifestLine,
  manifestOf,
  projectDatabase,
  writeCraftedBackup,
} from "../../support/crafted-backup.ts";
import { daysFromNow, readMeeting, seedMeeting } from "../../support/seed-meetings.ts";
import { sdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin } from "../../support/users.ts";

// A club moving host restores its backup from the new install's setup screen (decision 0144):
// POST /setup/restore with the setup link. Every refusal changes nothing (the same link then
// restores the honest backup); the restored club is served at once, and the link is spent.

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-setup-restore-"));
let oldSite: TestServer;
let newSite: TestServer;
let backupFile: string;
let organiserAccount: { email: string; password: string };
let meetingId: string;
let link: { invitationId: string; secret: string };
const newSiteLog: string[] = [];

/** The setup link the last start (or restore) printed, from the server's log. */
function setupLinkIn(log: readonly string[]): { invitationId: string; secret: string } {
  const printed = log
    .join("\n")
    .match(/\/welcome\?invitation=(\S+)&secret=(\S+)/g)
    ?.at(-1);
  const url = new URL(`http://site${printed?.slice(printed.indexOf("/welcome")) ?? ""}`);
  return {
    invitationId: url.searchParams.get("invitation") ?? "",
    secret: url.searchParams.get("secret") ?? "",
  };
}

/** The setup screen's upload: the file as the body, the link and the choice in headers. */
async function postRestore(
  file: string | Buffer,
  { setupLink = link, isFromAnotherInstall = true } = {},
): Promise<{ status: number; outcome: RestoreOutcome }> {
  const answer = await fetch(`${newSite.url}/setup/restore`, {
    method: "POST",
    body: new Uint8Array(typeof file === "string" ? fs.readFileSync(file) : file),
    headers: {
      "X-Setup-Invitation": setupLink.invitationId,
      "X-Setup-Secret": setupLink.secret,
      "X-From-Another-Install": isFromAnotherInstall ? "yes" : "no",
    },
  });
  return { status: answer.status, outcome: (await answer.json()) as RestoreOutcome };
}

/** What the new install's visitors see: its meetings' titles, read as a guest. */
async function meetingTitleOnNewSite(): Promise<string | null> {
  const guest = sdkUser(newSite);
  return readMeeting(guest, meetingId).then(
    (meeting) => String(meeting["title"]),
    () => null,
  );
}

beforeAll(async () => {
  oldSite = await startTestServer();
  const organiser = await signedInAdmin(oldSite);
  organiserAccount = { email: organiser.email, password: organiser.password };
  meetingId = await seedMeeting(organiser, {
    title: "Moved House Social",
    start: daysFromNow(3),
    end: daysFromNow(3, 1),
  });
  backupFile = path.join(scratch, "old-site.tar.gz");
  expect((await runBackupCli(runBackupCommand, ["--out", backupFile], oldSite.dataDir)).code).toBe(
    0,
  );
  newSite = await startTestServer({ withSite: true, log: (line) => newSiteLog.push(line) });
  link = setupLinkIn(newSiteLog);
});

afterAll(async () => {
  await newSite?.stop();
  await oldSite?.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe("a restore the setup screen refuses changes nothing", () => {
  const database = () => projectDatabase();
  test.each([
    {
      name: "a file that is not an archive",
      file: async () => Buffer.from("just some notes, not a backup\n"),
      status: 400,
      reason: "not-a-backup",
    },
    {
      name: "a backup cut short",
      file: async () => fs.readFileSync(backupFile).subarray(0, 2000),
      status: 400,
      reason: "damaged",
    },
    {
      name: "a backup from a newer version",
      file: async () => {
        const db = await database();
        const crafted = path.join(scratch, "newer.tar.gz");
        const manifest = manifestOf([manifestLine("pride-club.sqlite", db)]).replace(
          '"version":1',
          '"version":2',
        );
        writeCraftedBackup(crafted, [
          { path: "manifest.json", content: manifest },
          { path: "pride-club.sqlite", content: db },
        ]);
        return fs.readFileSync(crafted);
      },
      status: 400,
      reason: "newer-version",
    },
    {
      name: "a backup whose database carries a trigger",
      file: async () => {
        const db = await projectDatabase((sqlite) =>
          sqlite.exec("CREATE TRIGGER leak AFTER INSERT ON account_users BEGIN SELECT 1; END"),
        );
        const crafted = path.join(scratch, "trigger.tar.gz");
        writeCraftedBackup(crafted, [
          { path: "manifest.json", content: manifestOf([manifestLine("pride-club.sqlite", db)]) },
          { path: "pride-club.sqlite", content: db },
        ]);
        return fs.readFileSync(crafted);
      },
      status: 400,
      reason: "code",
    },
  ])("$name is a $status ($reason)", async ({ file, status, reason }) => {
    const answer = await postRestore(await file());
    expect(answer).toEqual({ status, outcome: { kind: "refused", reason } });
    expect(await meetingTitleOnNewSite()).toBeNull();
    expect(fs.existsSync(path.join(newSite.dataDir, ".restoring"))).toBe(false);
  });

  test("without the setup link's secret it is a 401, whatever the file", async () => {
    const answer = await postRestore(backupFile, {
      setupLink: { invitationId: link.invitationId, secret: "not-the-secret" },
    });
    expect(answer).toEqual({
      status: 401,
      outcome: { kind: "refused", reason: "not-a-new-install" },
    });
    expect(await meetingTitleOnNewSite()).toBeNull();
  });

  test("a GET is a 405: a restore is only ever the setup screen's upload", async () => {
    expect((await fetch(`${newSite.url}/setup/restore`)).status).toBe(405);
  });

  test("a file announced larger than any backup is a 413 before it is read", async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${newSite.url}/setup/restore`, {
        method: "POST",
        headers: {
          "Content-Length": String(9 * 1024 ** 3),
          "X-Setup-Invitation": link.invitationId,
          "X-Setup-Secret": link.secret,
        },
      });
      request.on("response", (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on("error", reject);
      request.write(Buffer.alloc(1024));
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ kind: "refused", reason: "too-large" });
  });

  test("a backup from another install without the explicit choice is a 409 saying so", async () => {
    const answer = await postRestore(backupFile, { isFromAnotherInstall: false });
    expect(answer).toEqual({
      status: 409,
      outcome: { kind: "refused", reason: "from-another-install" },
    });
    expect(await meetingTitleOnNewSite()).toBeNull();
  });
});

test("a backup whose data will not open (a damaged data key) is a 500, and the new install serves as before", async () => {
  const db = await projectDatabase();
  const crafted = path.join(scratch, "bad-key.tar.gz");
  writeCraftedBackup(crafted, [
    {
      path: "manifest.json",
      content: manifestOf([
        manifestLine("pride-club.sqlite", db),
        manifestLine("data.key", "not a key\n"),
      ]),
    },
    { path: "pride-club.sqlite", content: db },
    { path: "data.key", content: "not a key\n" },
  ]);
  const answer = await fetch(`${newSite.url}/setup/restore`, {
    method: "POST",
    body: new Uint8Array(fs.readFileSync(crafted)),
    headers: {
      "X-Setup-Invitation": link.invitationId,
      "X-Setup-Secret": link.secret,
      "X-From-Another-Install": "yes",
    },
  });

  expect(answer.status).toBe(500);
  expect(newSiteLog.join("\n")).toMatch(
    /The restored data did not open, so the data from before is back/,
  );
  expect((await fetch(`${newSite.url}/healthz`)).status).toBe(200);
  expect((await fetch(`${newSite.url}/`)).status).toBe(200);
  expect(fs.readFileSync(path.join(newSite.dataDir, "data.key"), "utf8")).not.toBe("not a key\n");
  expect(fs.existsSync(path.join(newSite.dataDir, ".restoring"))).toBe(false);
  // Opened again, the install printed a new setup link, as every start without an organiser does.
  link = setupLinkIn(newSiteLog);
});

describe("the old site's backup, restored with the choice", () => {
  test("is served at once, with what was verified and what was not; the link is spent", async () => {
    const answer = await postRestore(backupFile);

    expect(answer.status).toBe(200);
    expect(answer.outcome).toEqual({
      kind: "restored",
      verified: [
        { id: "backup.check.files" },
        { id: "backup.check.integrity" },
        { id: "backup.check.noCode" },
      ],
      notVerified: [{ id: "backup.check.anotherInstall", values: { install: expect.any(String) } }],
    });
    await expect.poll(meetingTitleOnNewSite).toBe("Moved House Social");
    const organiser = sdkUser(newSite);
    await organiser.account.createEmailPasswordSession(organiserAccount);
    expect((await organiser.account.get()).labels).toContain("admin");
    expect(fs.existsSync(path.join(newSite.dataDir, ".restoring"))).toBe(false);

    const again = await postRestore(backupFile);
    expect(again).toEqual({
      status: 401,
      outcome: { kind: "refused", reason: "not-a-new-install" },
    });
  });
});

test("an install that has an organiser never takes a restore, even with its setup link", async () => {
  const log: string[] = [];
  const site = await startTestServer({ withSite: true, log: (line) => log.push(line) });
  try {
    const printed = setupLinkIn(log);
    await signedInAdmin(site);
    const answer = await fetch(`${site.url}/setup/restore`, {
      method: "POST",
      body: new Uint8Array(fs.readFileSync(backupFile)),
      headers: {
        "X-Setup-Invitation": printed.invitationId,
        "X-Setup-Secret": printed.secret,
        "X-From-Another-Install": "yes",
      },
    });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ kind: "refused", reason: "not-a-new-install" });
  } finally {
    await site.stop();
  }
});

test("what a restore cut short by a crash left in the data folder is gone once the server starts again", async () => {
  const dataDir = fs.mkdtempSync(path.join(scratch, "crashed-"));
  fs.mkdirSync(path.join(dataDir, ".restoring", "old"), { recursive: true });
  fs.writeFileSync(path.join(dataDir, ".restoring", "upload.tar.gz"), "half an upload");
  const site = await startTestServer({ dataDir });
  try {
    expect(fs.existsSync(path.join(dataDir, ".restoring"))).toBe(false);
  } finally {
    await site.stop();
  }
});
