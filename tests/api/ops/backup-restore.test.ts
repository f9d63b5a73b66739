import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AuthenticationFactor, ID, Query } from "appwrite";
import { create } from "tar";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { checkDatabaseFile } from "../../../backend/storage/sqlite/snapshot.ts";
import { runBackupCommand, runRestoreCommand } from "../../../cli/backup-command.ts";
import { runBackupCli, sameInstallAs } from "../../support/backup-commands.ts";
import {
  manifestLine,
  manifestOf,
  projectDatabase,
  writeCraftedBackup,
} from "../../support/crafted-backup.ts";
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

/** A new, empty data folder of the same install as the server (its signing key copied in). */
function folderOfThisInstall(name: string): string {
  return sameInstallAs(server.dataDir, freshFolder(name));
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
    restoredDir = sameInstallAs(server.dataDir, path.join(scratch, "restored"));
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
    const target = folderOfThisInstall("after-truncated");

    const { code, said } = await runBackupCli(runRestoreCommand, [truncated], target);

    expect(code).toBe(1);
    expect(said).toMatch(/^Refused: .*truncated\.tar\.gz is not a complete backup of this site/);
    expect(said).toMatch(/Nothing was changed\.$/);
    expect(fs.readdirSync(target)).toEqual(["backup-signing.key"]);
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
    const target = folderOfThisInstall("in-use");
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

describe("a backup this install did not sign is restored only by an explicit choice", () => {
  /** A data folder of another install: it signed a backup of its own, so it has its own key. */
  async function anotherInstall(name: string): Promise<string> {
    const dataDir = freshFolder(name);
    fs.writeFileSync(path.join(dataDir, "pride-club.sqlite"), await projectDatabase());
    const own = await runBackupCli(runBackupCommand, ["--out", `${dataDir}.tar.gz`], dataDir);
    expect(own.code).toBe(0);
    return dataDir;
  }

  function contentsOf(folder: string): Record<string, string> {
    return Object.fromEntries(
      fs.readdirSync(folder).map((name) => [name, fs.readFileSync(path.join(folder, name), "hex")]),
    );
  }

  test("a backup signed by another install is refused without --from-another-install, then restored with it, saying what was verified and what was not", async () => {
    const target = await anotherInstall("another-install");
    const before = contentsOf(target);

    const refused = await runBackupCli(runRestoreCommand, [backupFile, "--force"], target);

    expect(refused.code).toBe(1);
    expect(refused.said).toMatch(
      /^Refused: .*club\.tar\.gz was signed by another install of this site, not this one\..* add --from-another-install\. Nothing was changed\.$/,
    );
    expect(contentsOf(target)).toEqual(before);

    const chosen = await runBackupCli(
      runRestoreCommand,
      [backupFile, "--force", "--from-another-install"],
      target,
    );

    expect(chosen.code).toBe(0);
    expect(chosen.said).toContain(`Restored ${backupFile} into ${target}.`);
    expect(chosen.said).toContain(
      "Verified:\n  - every file matches the size and SHA-256 its manifest lists, and nothing else is in it\n  - the database passes SQLite's integrity check\n  - the database holds only the tables, columns and indexes this version makes for its data: no triggers, views or virtual tables, so no code",
    );
    expect(chosen.said).toMatch(
      /Not verified:\n {2}- who made it: it was signed by another install \([0-9a-f]{16}\), whose key this one does not hold/,
    );
    // The install keeps its own key: its next backups are still its own.
    expect(fs.readFileSync(path.join(target, "backup-signing.key"))).toEqual(
      Buffer.from(before["backup-signing.key"] ?? "", "hex"),
    );
    expect(fs.readFileSync(path.join(target, "data.key"))).toEqual(
      fs.readFileSync(path.join(server.dataDir, "data.key")),
    );
  });

  test("an unsigned backup, as older versions wrote, is refused without --from-another-install", async () => {
    const database = await projectDatabase();
    const unsigned = path.join(scratch, "unsigned.tar.gz");
    writeCraftedBackup(unsigned, [
      { path: "manifest.json", content: manifestOf([manifestLine("pride-club.sqlite", database)]) },
      { path: "pride-club.sqlite", content: database },
    ]);
    const target = folderOfThisInstall("unsigned");

    const refused = await runBackupCli(runRestoreCommand, [unsigned], target);

    expect(refused.code).toBe(1);
    expect(refused.said).toMatch(
      /unsigned\.tar\.gz is not signed: it was made by an older version/,
    );
    expect(fs.readdirSync(target)).toEqual(["backup-signing.key"]);
  });

  test("a backup never holds the install's signing key, and the key is private", () => {
    expect(fs.statSync(path.join(server.dataDir, "backup-signing.key")).mode & 0o777).toBe(0o600);
    const listed = execFileSync("tar", ["-tzf", backupFile], { encoding: "utf8" }).split("\n");
    expect(listed).toContain("data.key");
    expect(listed).not.toContain("backup-signing.key");
  });
});
