import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Client as GuestClient, Databases as GuestDatabases } from "appwrite";
import { Client, Databases, Query } from "node-appwrite";
import { afterEach, beforeEach, expect, test } from "vitest";
import { findClubSettings } from "../../../app/lib/collections/club-settings.ts";
import { findGuidelines } from "../../../app/lib/collections/guidelines.ts";
import {
  CLUB_SETTINGS,
  DATABASE_ID,
  GUIDELINES,
  PAGES,
  SETTINGS_TEXTS,
  SUPPORT_RESOURCES,
  VERSIONS,
} from "../../../app/lib/collections/ids.ts";
import { findPage } from "../../../app/lib/collections/pages.ts";
import { findSettingsTexts } from "../../../app/lib/collections/settings-texts.ts";
import { findSupportResources } from "../../../app/lib/collections/support-resources.ts";
import { PAGE_NAMES } from "../../../app/lib/content-file.ts";
import { LOCALES } from "../../../i18n/locales.ts";
import { startAppwriteStandIn, type ServerProcess } from "../../support/server-process.ts";

// `npm run seed` against a fresh project (issue 29 item 4, decision 0142): the embedded backend
// alone in another process stands in for a real Appwrite with the collections pushed and no
// document, and the command runs as a club would run it, in a process of its own.

const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, "..", "..", "..");
const KEY = `standard_${randomBytes(128).toString("hex")}`;

let dataDir: string;
let appwrite: ServerProcess;

beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-seed-"));
  appwrite = await startAppwriteStandIn(dataDir, { apiKey: KEY });
});

afterEach(async () => {
  await appwrite.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** `npm run seed -- <args>` with `env`: its exit code and what it printed. */
async function seed(env: Record<string, string>, args: string[] = []) {
  // The parent's own APPWRITE_* must not decide what the command is given.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith("APPWRITE_")),
  );
  return run(process.execPath, ["--import", "tsx", "cli/seed.ts", ...args], {
    cwd: projectRoot,
    env: { ...inherited, ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

const settingsOf = () => ({
  APPWRITE_ENDPOINT: appwrite.endpoint,
  APPWRITE_PROJECT_ID: "pride-club",
  APPWRITE_API_KEY: KEY,
});

const server = () =>
  new Databases(new Client().setEndpoint(appwrite.endpoint).setProject("pride-club").setKey(KEY));

/** Every document of the collections the command writes, by collection and id, with $updatedAt. */
async function everything(): Promise<Record<string, string>> {
  const databases = server();
  const all: Record<string, string> = {};
  for (const collectionId of [
    CLUB_SETTINGS,
    SETTINGS_TEXTS,
    PAGES,
    GUIDELINES,
    SUPPORT_RESOURCES,
    VERSIONS,
  ]) {
    const list = await databases.listDocuments({
      databaseId: DATABASE_ID,
      collectionId,
      queries: [Query.limit(500)],
    });
    for (const document of list.documents) {
      all[`${collectionId}/${document.$id}`] = document.$updatedAt;
    }
  }
  return all;
}

test("a fresh project gets every starting document, and every editor of the admin area finds its own", async () => {
  const result = await seed(settingsOf());

  expect(result.code).toBe(0);
  expect(result.stdout).toMatch(/Stored (\d+) of the club's \1 starting documents; 0 were there/);
  // What each admin screen reads before it edits, read as the site reads it.
  const guest = new GuestDatabases(
    new GuestClient().setEndpoint(appwrite.endpoint).setProject("pride-club"),
  );
  expect(await findClubSettings(guest)).not.toBeNull();
  for (const { code } of LOCALES) {
    for (const name of PAGE_NAMES) {
      expect(await findPage(guest, name, code), `${name} in ${code}`).not.toBeNull();
    }
    expect(await findGuidelines(guest, code), `guidelines in ${code}`).not.toBeNull();
    const resources = await findSupportResources(guest, code);
    expect(resources?.resources.length, `support resources in ${code}`).toBeGreaterThan(0);
  }
  expect(await findSettingsTexts(guest, "es")).not.toBeNull();
});

test("a second run, after an organiser's edit, changes nothing and says so", async () => {
  await seed(settingsOf());
  const databases = server();
  await databases.updateDocument({
    databaseId: DATABASE_ID,
    collectionId: "club_pages",
    documentId: "about.en",
    data: { title: "About our club, as we wrote it" },
  });
  const before = await everything();
  expect(Object.keys(before).length).toBeGreaterThan(20);

  const again = await seed(settingsOf());

  expect(again.code).toBe(0);
  expect(again.stdout).toMatch(/Stored 0 of the club's (\d+) starting documents; \1 were there/);
  expect(await everything()).toEqual(before);
  const about = await databases.getDocument({
    databaseId: DATABASE_ID,
    collectionId: "club_pages",
    documentId: "about.en",
  });
  expect(about.title).toBe("About our club, as we wrote it");
});

test("each starting document gets one first version in the history, by nobody", async () => {
  const result = await seed(settingsOf());
  const stored = Number(/Stored (\d+)/.exec(result.stdout)?.[1]);

  const versions = await server().listDocuments({
    databaseId: DATABASE_ID,
    collectionId: VERSIONS,
    queries: [Query.limit(500)],
  });

  expect(versions.total).toBe(stored);
  expect(new Set(versions.documents.map((version) => version.author))).toEqual(new Set([""]));
});

test.each([
  {
    name: "no key",
    env: { APPWRITE_API_KEY: "" },
    code: 2,
    says: "Give a key of the project: --key or APPWRITE_API_KEY.",
  },
  {
    name: "a wrong key",
    env: { APPWRITE_API_KEY: `standard_${"0".repeat(256)}` },
    code: 1,
    says: "Appwrite refused the key: check APPWRITE_API_KEY (or --key).",
  },
  {
    name: "an endpoint that is no URL",
    env: { APPWRITE_ENDPOINT: "appwrite.example.org" },
    code: 2,
    says: "APPWRITE_ENDPOINT: must be an http(s) URL",
  },
])(
  "a run with $name is refused with a message naming the setting, and stores nothing",
  async ({ env, code, says }) => {
    const result = await seed({ ...settingsOf(), ...env });

    expect(result.code).toBe(code);
    expect(result.stderr).toContain(says);
    expect(await everything()).toEqual({});
  },
);
