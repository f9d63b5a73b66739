import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { runBackupCommand, runRestoreCommand } from "../../../cli/backup-command.ts";
import { runBackupCli } from "../../support/backup-commands.ts";
import {
  type CraftedEntry,
  type ManifestLine,
  manifestLine,
  manifestOf,
  projectDatabase,
  shippedSchema,
  writeCraftedBackup,
} from "../../support/crafted-backup.ts";

// `npm run restore` against backups written byte by byte by an attacker: each is refused with a
// message saying what is wrong, before the data folder is replaced, and nothing is written
// outside the folder. An honest backup made by the same hand is restored, so each refusal is the
// attack's doing. None is signed by the install restoring it, so each restore is told it comes
// from another install (--from-another-install): every other check still applies.

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-crafted-"));
const MIB = 1024 * 1024;
const NEW_KEY = "the restored key\n";
let database: Buffer;
let honestFiles: ManifestLine[];

/** The manifest entry, the database and the key, as an honest backup starts. */
function honestEntries(files: ManifestLine[] = honestFiles): CraftedEntry[] {
  return [
    { path: "manifest.json", content: manifestOf(files) },
    { path: "pride-club.sqlite", content: database },
    { path: "data.key", content: NEW_KEY },
  ];
}

/** A DATA_DIR in use: what a refused restore must leave exactly as it was. */
function dataDirInUse(name: string): string {
  // A folder of its own around it, so whatever lands beside DATA_DIR can be seen.
  const dataDir = path.join(fs.mkdtempSync(path.join(scratch, `${name}-`)), "data");
  fs.mkdirSync(dataDir);
  fs.writeFileSync(path.join(dataDir, "data.key"), "the old key\n");
  fs.writeFileSync(path.join(dataDir, "pride-club.sqlite"), "the old database");
  fs.mkdirSync(path.join(dataDir, "outbox"));
  fs.writeFileSync(path.join(dataDir, "outbox", "message.json"), "{}");
  return dataDir;
}

/** Every file under `folder` with its content, to compare before and after. */
function contentsOf(folder: string): Record<string, string> {
  const files = fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  return Object.fromEntries(
    files.map((file) => [path.relative(folder, file), fs.readFileSync(file, "utf8")]),
  );
}

function restore(file: string, dataDir: string): Promise<{ code: number; said: string }> {
  return runBackupCli(runRestoreCommand, [file, "--force", "--from-another-install"], dataDir);
}

beforeAll(async () => {
  database = await projectDatabase();
  honestFiles = [manifestLine("pride-club.sqlite", database), manifestLine("data.key", NEW_KEY)];
});

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

test("an honest backup written by the same hand is restored, replacing the folder", async () => {
  const file = path.join(scratch, "honest.tar.gz");
  writeCraftedBackup(file, honestEntries());
  const dataDir = dataDirInUse("honest");

  const { code, said } = await restore(file, dataDir);

  expect({ code, said }).toMatchObject({ code: 0, said: expect.stringContaining("Restored") });
  expect(said).toContain("no triggers, views or virtual tables, so no code");
  expect(said).toMatch(/Not verified:\n {2}- who made it: it is not signed/);
  expect(fs.readFileSync(path.join(dataDir, "data.key"), "utf8")).toBe(NEW_KEY);
  expect(fs.readdirSync(dataDir).sort()).toEqual(["data.key", "pride-club.sqlite"]);
});

const outside = (name: string) => path.join(scratch, name);

const attacks: { name: string; entries: () => CraftedEntry[]; refusal: RegExp }[] = [
  ...["../escaped.txt", "outbox/../../escaped.txt", outside("absolute.txt")].map((listed) => ({
    name: `a listed path that leaves the folder (${listed.startsWith("/") ? "absolute" : listed})`,
    entries: () => {
      const files = [...honestFiles, manifestLine(listed, "planted")];
      return [...honestEntries(files), { path: listed, content: "planted" }];
    },
    refusal: /lists ".*escaped\.txt"|lists ".*absolute\.txt"/,
  })),
  ...["outbox\\..\\..\\escaped.txt", "outbox//message.json", "./data.key", "C:/escaped.txt"].map(
    (listed) => ({
      name: `a listed path that is not plain (${listed})`,
      entries: () => {
        const files = [...honestFiles, manifestLine(listed, "planted")];
        return [...honestEntries(files), { path: listed, content: "planted" }];
      },
      refusal: /a backup holds only plain relative paths inside the data folder/,
    }),
  ),
  ...["pride-club.sqlite-wal", "pride-club.sqlite-shm"].map((companion) => ({
    name: `an unlisted ${companion.slice(-4)} file`,
    entries: () => [...honestEntries(), { path: companion, content: "replayed changes" }],
    refusal: new RegExp(`holds "${companion}", which its manifest does not list`),
  })),
  ...["pride-club.sqlite-wal", "pride-club.sqlite-journal"].map((companion) => ({
    name: `a listed ${companion.split("-").at(-1) ?? ""} file`,
    entries: () => {
      const files = [...honestFiles, manifestLine(companion, "replayed changes")];
      return [...honestEntries(files), { path: companion, content: "replayed changes" }];
    },
    refusal: /a backup never holds the database's SQLite companion files/,
  })),
  {
    name: "a file the manifest does not list",
    entries: () => [...honestEntries(), { path: "outbox/planted.json", content: "{}" }],
    refusal: /holds "outbox\/planted\.json", which its manifest does not list/,
  },
  {
    name: "a symbolic link where data.key belongs",
    entries: () => [
      { path: "manifest.json", content: manifestOf(honestFiles) },
      { path: "data.key", type: "SymbolicLink", linkpath: "/etc/passwd" },
    ],
    refusal: /holds "data\.key" \(SymbolicLink\), which its manifest does not list/,
  },
  {
    name: "a listed file sent twice",
    entries: () => [...honestEntries(), { path: "data.key", content: NEW_KEY }],
    refusal: /holds data\.key twice/,
  },
  {
    name: "a file before the manifest",
    entries: () => [{ path: "data.key", content: NEW_KEY }, ...honestEntries()],
    refusal: /is not a backup of this site/,
  },
  {
    name: "a manifest larger than any backup's",
    entries: () => [{ path: "manifest.json", content: "{", declaredSize: 17 * MIB }],
    refusal: /is not a backup of this site/,
  },
  {
    name: "a database over the size cap",
    entries: () => {
      const huge = { ...manifestLine("pride-club.sqlite", database), size: 3 * 1024 * MIB };
      return [{ path: "manifest.json", content: manifestOf([huge]) }];
    },
    refusal: /holds pride-club\.sqlite of 3072 MB; a backup's database may be at most 2048 MB/,
  },
  {
    name: "another file over the size cap",
    entries: () => {
      const big = { ...manifestLine("data.key", NEW_KEY), size: 65 * MIB };
      const files = [manifestLine("pride-club.sqlite", database), big];
      return [{ path: "manifest.json", content: manifestOf(files) }];
    },
    refusal: /holds data\.key of 65 MB; a backup's other files may be at most 64 MB/,
  },
  {
    name: "a stored file over its size cap",
    entries: () => {
      const big = { ...manifestLine("files/club_images/flyer", "{}"), size: 257 * MIB };
      const files = [manifestLine("pride-club.sqlite", database), big];
      return [{ path: "manifest.json", content: manifestOf(files) }];
    },
    refusal:
      /holds files\/club_images\/flyer of 257 MB; a backup's stored files may be at most 256 MB/,
  },
  {
    name: "files that add up to more than the total cap",
    entries: () => {
      const pictures = Array.from({ length: 40 }, (_, index) => ({
        ...manifestLine(`files/club_images/${index}`, "{}"),
        size: 210 * MIB,
      }));
      return [{ path: "manifest.json", content: manifestOf([...honestFiles, ...pictures]) }];
    },
    refusal: /would unpack to 8401 MB; a backup may hold at most 8192 MB/,
  },
  {
    name: "more files than a backup holds",
    entries: () => {
      const empty = manifestLine("outbox/0.json", "");
      const outbox = Array.from({ length: 100_000 }, (_, index) => ({
        ...empty,
        path: `outbox/${index}.json`,
      }));
      return [{ path: "manifest.json", content: manifestOf([...honestFiles, ...outbox]) }];
    },
    refusal: /lists 100002 files; a backup holds at most 100000/,
  },
  {
    name: "a tar header claiming gigabytes more than the manifest (a decompression bomb)",
    entries: () => [
      { path: "manifest.json", content: manifestOf(honestFiles) },
      { path: "pride-club.sqlite", content: database, declaredSize: 5 * 1024 * MIB },
    ],
    refusal: /is damaged: pride-club\.sqlite does not match its checksum/,
  },
];

describe("a crafted backup is refused, saying why, and changes nothing", () => {
  test.each(attacks)("$name", async ({ name, entries, refusal }) => {
    const file = path.join(scratch, `${name.replace(/[^a-z0-9]+/gi, "-")}.tar.gz`);
    writeCraftedBackup(file, entries(), { isComplete: !name.includes("bomb") });
    const dataDir = dataDirInUse("in-use");
    const before = contentsOf(dataDir);

    const { code, said } = await restore(file, dataDir);

    expect(code).toBe(1);
    expect(said).toMatch(/^Refused: /);
    expect(said).toMatch(refusal);
    expect(said).toMatch(/Nothing was changed\.$/);
    expect(contentsOf(dataDir)).toEqual(before);
    expect(fs.readdirSync(path.dirname(dataDir))).toEqual(["data"]);
    expect(["escaped.txt", "absolute.txt"].filter((name) => fs.existsSync(outside(name)))).toEqual(
      [],
    );
  });
});

/** An honest backup whose database `change` edited, as someone with the sqlite3 shell would. */
async function backupWithDatabase(name: string, change: (db: Database.Database) => void) {
  const edited = await projectDatabase(change);
  const files = [manifestLine("pride-club.sqlite", edited), manifestLine("data.key", NEW_KEY)];
  const file = path.join(scratch, `${name}.tar.gz`);
  writeCraftedBackup(file, [
    { path: "manifest.json", content: manifestOf(files) },
    { path: "pride-club.sqlite", content: edited },
    { path: "data.key", content: NEW_KEY },
  ]);
  return file;
}

const code: { name: string; change: (db: Database.Database) => void; refusal: RegExp }[] = [
  {
    name: "a trigger copying each new organiser's email and password hash into a public meeting",
    change: (db) =>
      db.exec(`CREATE TRIGGER leak AFTER INSERT ON account_users BEGIN
        UPDATE documents__offbranch__club_meetings SET location = NEW.email || NEW.password_hash;
      END`),
    refusal: /a trigger "leak"/,
  },
  {
    name: "a view of every password hash",
    change: (db) =>
      db.exec("CREATE VIEW everyone AS SELECT email, password_hash FROM account_users"),
    refusal: /a view "everyone"/,
  },
  {
    name: "a virtual table",
    change: (db) => db.exec("CREATE VIRTUAL TABLE search USING fts5(body)"),
    refusal: /a virtual table "search"/,
  },
  {
    name: "a table this version never makes",
    change: (db) => db.exec("CREATE TABLE planted (body TEXT)"),
    refusal: /an unknown table "planted"/,
  },
  {
    name: "a column this version never makes",
    change: (db) => db.exec("ALTER TABLE account_users ADD COLUMN copied TEXT"),
    refusal: /an unknown column "account_users"\."copied"/,
  },
  {
    name: "an index that would allow one session per person",
    change: (db) => db.exec("CREATE UNIQUE INDEX one_session ON account_sessions (user_id)"),
    refusal: /an unknown index "one_session"/,
  },
];

describe("a backup whose database carries code is refused, naming it, and changes nothing", () => {
  test.each(code)("$name", async ({ name, change, refusal }) => {
    const file = await backupWithDatabase(name.replace(/[^a-z0-9]+/gi, "-"), change);
    const dataDir = dataDirInUse("code");
    const before = contentsOf(dataDir);

    const { code, said } = await restore(file, dataDir);

    expect(code).toBe(1);
    expect(said).toMatch(/^Refused: .+ holds what this version of the site never makes/);
    expect(said).toMatch(refusal);
    expect(said).toMatch(/Nothing was changed\.$/);
    expect(contentsOf(dataDir)).toEqual(before);
    expect(fs.readdirSync(path.dirname(dataDir))).toEqual(["data"]);
  });

  test("a database an older appwrite.json built, with an attribute since added and one since removed, is restored", async () => {
    const schema = shippedSchema();
    const older = {
      ...schema,
      collections: schema.collections.map((collection) => {
        if (collection.$id !== "club_events") return collection;
        const kept = collection.attributes.filter((attribute) => attribute.key !== "flyer_alt");
        const title = kept.find((attribute) => attribute.key === "title");
        if (!title) throw new Error("club_events has no title in appwrite.json");
        return { ...collection, attributes: [...kept, { ...title, key: "dropped_since" }] };
      }),
    };
    const olderDatabase = await projectDatabase(() => {}, older);
    const files = [manifestLine("pride-club.sqlite", olderDatabase)];
    const file = path.join(scratch, "older.tar.gz");
    writeCraftedBackup(file, [
      { path: "manifest.json", content: manifestOf(files) },
      { path: "pride-club.sqlite", content: olderDatabase },
    ]);
    const dataDir = dataDirInUse("older");

    const { code, said } = await restore(file, dataDir);

    expect({ code, said }).toMatchObject({ code: 0, said: expect.stringContaining("Restored") });
    expect(fs.readFileSync(path.join(dataDir, "pride-club.sqlite"))).toEqual(olderDatabase);
  });
});

describe("a backup larger than the free space", () => {
  let small: string;

  beforeAll(() => {
    small = fs.mkdtempSync(path.join(scratch, "small-disk-"));
    try {
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", small]);
    } catch (error) {
      throw new Error(
        `This test needs a 1 MiB disk: run it as root (as CI does) so it can mount a tmpfs. ${String(error)}`,
      );
    }
  });

  afterAll(() => execFileSync("umount", [small]));

  test("is refused before unpacking, naming what it needs and what is free", async () => {
    const bigDatabase = Buffer.concat([database, Buffer.alloc(2 * MIB, 7)]);
    const files = [
      manifestLine("pride-club.sqlite", bigDatabase),
      manifestLine("data.key", NEW_KEY),
    ];
    const file = path.join(scratch, "too-big.tar.gz");
    writeCraftedBackup(file, [
      { path: "manifest.json", content: manifestOf(files) },
      { path: "pride-club.sqlite", content: bigDatabase },
      { path: "data.key", content: NEW_KEY },
    ]);
    const dataDir = path.join(small, "data");

    const { code, said } = await restore(file, dataDir);

    expect(code).toBe(1);
    expect(said).toMatch(
      /needs 3 MB and the disk holding .+ has \d+ [KM]B free\. Nothing was changed\.$/,
    );
    expect(fs.readdirSync(small)).toEqual([]);
  });
});

test("a backup is not written when restore would refuse it: a file whose name holds a backslash", async () => {
  const dataDir = fs.mkdtempSync(path.join(scratch, "odd-name-"));
  fs.writeFileSync(path.join(dataDir, "pride-club.sqlite"), database);
  fs.writeFileSync(path.join(dataDir, "notes\\from windows.txt"), "hello");
  const out = path.join(scratch, "odd-name.tar.gz");

  const { code, said } = await runBackupCli(runBackupCommand, ["--out", out], dataDir);

  expect(code).toBe(1);
  expect(said).toMatch(
    /^Refused: A backup of .+ lists "notes\\\\from windows\.txt": a backup holds only plain relative paths/,
  );
  expect(fs.existsSync(out)).toBe(false);
});
