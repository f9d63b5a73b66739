import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AuthenticationFactor, ID, Query } from "appwrite";
import { create } from "tar";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { checkDatabaseFile } from "../../../backend/storage/sqlite/snapshot.ts";
import { runBackupCommand, runRestoreCommand } from "../../../cli/backup-command.ts";
import { runBackupCli } from "../../support/backup-commands.ts";
import { sdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { memberWithTotp, nextTotpCode, type TotpMember } from "../../support/totp.ts";
import { signedInAdmin } from "../../support/users.ts";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-backups-"));
let server: TestServer;
let member: TotpMember;
let backupFile: string;
let acknowledgedBeforeBackup: string[];

function freshFolder(name: string): string {
  return fs.mkdtempSync(path.join(scratch, `${name}-`));
}

beforeAll(async () => {
  server = await startTestServer();
  member = await memberWithTotp(server);
  const admin = await signedInAdmin(server);
  let isBackupDone = false;
  backupFile = path.join(scratch, "club.tar.gz");
  // Events are written one after another without a pause: 20 before the backup starts, more
  // while it runs, and 5 after it is done.
  const acknowledged: string[] = [];
  let backup: Promise<{ code: number; said: string }> | null = null;
  let writesAfterBackup = 0;
  for (let index = 0; writesAfterBackup < 5; index++) {
    const created = await admin.databases.createDocument({
      databaseId: "offbranch",
      collectionId: "club_events",
      documentId: ID.unique(),
      data: {
        title: `Event ${index}`,
        time: new Date(Date.UTC(2027, 0, 1, 0, index)).toISOString(),
      },
    });
    acknowledged.push(created.$id);
    if (index === 19) {
      acknowledgedBeforeBackup = [...acknowledged];
      backup = runBackupCli(runBackupCommand, ["--out", backupFile], server.dataDir);
      void backup.then(() => (isBackupDone = true));
    }
    if (isBackupDone) writesAfterBackup++;
  }
  expect(await backup).toEqual({ code: 0, said: `Backed up ${server.dataDir} to ${backupFile}.` });
});

afterAll(async () => {
  await server.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe("a backup taken while the site takes writes restores whole", () => {
  let restored: TestServer;
  let restoredDir: string;

  beforeAll(async () => {
    restoredDir = path.join(scratch, "restored");
    const restore = await runBackupCli(runRestoreCommand, [backupFile], restoredDir);
    expect(restore).toEqual({ code: 0, said: `Restored ${backupFile} into ${restoredDir}.` });
    restored = await startTestServer({ dataDir: restoredDir });
  });

  afterAll(() => restored.stop());

  test("every write acknowledged before the backup began is in the restored site", async () => {
    const visitor = sdkUser(restored);
    const { documents } = await visitor.databases.listDocuments({
      databaseId: "offbranch",
      collectionId: "club_events",
      queries: [Query.limit(5000), Query.select(["$id"])],
    });
    const ids = new Set(documents.map((document) => document.$id));
    expect(acknowledgedBeforeBackup.filter((id) => !ids.has(id))).toEqual([]);
  });

  test("the restored database passes SQLite's integrity check, and its files are private", () => {
    expect(checkDatabaseFile(path.join(restoredDir, "pride-club.sqlite"))).toBe("ok");
    expect(fs.statSync(restoredDir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
  });

  test("an organiser's authenticator app still signs them in: the two-factor secret is readable", async () => {
    const device = sdkUser(restored);
    await device.account.createEmailPasswordSession({
      email: member.email,
      password: member.password,
    });
    const challenge = await device.account.createMFAChallenge({
      factor: AuthenticationFactor.Totp,
    });
    const session = await device.account.updateMFAChallenge({
      challengeId: challenge.$id,
      otp: nextTotpCode(member.secret),
    });
    expect(session.factors).toEqual(["password", "totp"]);
  });
});

describe("backup and restore refuse what they cannot do, and change nothing", () => {
  test("a truncated backup is refused with a clear message; the folder stays empty", async () => {
    const truncated = path.join(scratch, "truncated.tar.gz");
    const whole = fs.readFileSync(backupFile);
    fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    const target = freshFolder("after-truncated");

    const { code, said } = await runBackupCli(runRestoreCommand, [truncated], target);

    expect(code).toBe(1);
    expect(said).toMatch(/^Refused: .*truncated\.tar\.gz is not a complete backup of this site/);
    expect(said).toMatch(/Nothing was changed\.$/);
    expect(fs.readdirSync(target)).toEqual([]);
    expect(fs.readdirSync(scratch).filter((name) => name.includes("restoring"))).toEqual([]);
  });

  test("an archive from another project is refused as not a backup of this site", async () => {
    const foreignDir = freshFolder("foreign-source");
    fs.writeFileSync(path.join(foreignDir, "notes.txt"), "somebody else's files\n");
    const foreign = path.join(scratch, "foreign.tar.gz");
    await create({ gzip: true, file: foreign, cwd: foreignDir }, ["notes.txt"]);
    const target = freshFolder("after-foreign");

    const { code, said } = await runBackupCli(runRestoreCommand, [foreign], target);

    expect(code).toBe(1);
    expect(said).toContain("foreign.tar.gz is not a backup of this site");
    expect(fs.readdirSync(target)).toEqual([]);
  });

  test("a backup of a folder with no database is refused, naming DATA_DIR", async () => {
    const empty = freshFolder("no-database");

    const { code, said } = await runBackupCli(
      runBackupCommand,
      ["--out", `${empty}.tar.gz`],
      empty,
    );

    expect(code).toBe(1);
    expect(said).toContain("holds no database to back up: is DATA_DIR right?");
    expect(fs.existsSync(`${empty}.tar.gz`)).toBe(false);
  });

  test("a data folder with data in it is refused without --force, and kept aside with it", async () => {
    const target = freshFolder("in-use");
    fs.writeFileSync(path.join(target, "data.key"), "the old key\n");

    const refused = await runBackupCli(runRestoreCommand, [backupFile], target);
    expect(refused.code).toBe(1);
    expect(refused.said).toContain("is not empty");
    expect(fs.readFileSync(path.join(target, "data.key"), "utf8")).toBe("the old key\n");

    const forced = await runBackupCli(runRestoreCommand, [backupFile, "--force"], target);
    expect(forced.code).toBe(0);
    const setAside = /kept in (.+)\.$/.exec(forced.said)?.[1] ?? "";
    expect(fs.readFileSync(path.join(setAside, "data.key"), "utf8")).toBe("the old key\n");
    expect(fs.readFileSync(path.join(target, "data.key"))).toEqual(
      fs.readFileSync(path.join(server.dataDir, "data.key")),
    );
  });
});
