import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Query } from "appwrite";
import { afterEach, describe, expect, test } from "vitest";
import {
  loadProjectSchema,
  parseProjectSchema,
} from "../../../backend/schema/load-project-schema.ts";
import { sdkUser } from "../../support/sdk.ts";
import { startTestServer } from "../../support/test-server.ts";
import { signedInAdmin } from "../../support/users.ts";

// A data folder from a version that read club.config.json and content/ for every page: on its
// first start with this version, its club's files become its stored settings and pages, what it
// held stays, and what organisers save afterwards is never overwritten by the files.

const shipped = loadProjectSchema(path.join(import.meta.dirname, "../../../appwrite.json"));
const CLUB_COLLECTIONS = new Set(["club_settings", "club_pages", "club_versions"]);
/** The data model before the club's settings and pages were collections. */
const olderSchema = parseProjectSchema({
  ...shipped,
  collections: shipped.collections.filter((collection) => !CLUB_COLLECTIONS.has(collection.$id)),
});
const clubFile = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, "../../../club.config.json"), "utf8"),
) as { club: { name: string; meetingPlace: string }; contacts: { leaders: { email: string }[] } };

const dataDirs: string[] = [];
afterEach(() => {
  for (const dataDir of dataDirs.splice(0)) fs.rmSync(dataDir, { recursive: true, force: true });
});

function newDataDir(): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "club-start-"));
  dataDirs.push(dataDir);
  return dataDir;
}

const projectDir = path.join(import.meta.dirname, "../../..");

/**
 * Another club's starting files, as a club of the previous release had them: the shipped ones
 * with its own names, addresses and words written in.
 */
function riversideFiles(): string {
  const folder = newDataDir();
  const config = JSON.parse(fs.readFileSync(path.join(projectDir, "club.config.json"), "utf8")) as {
    club: Record<string, string>;
    contacts: { leaders: { name: string; email: string }[] };
  };
  config.club.name = "Riverside Rainbow Alliance";
  config.club.meetingPlace = "The library annex";
  config.contacts.leaders = [{ name: "Leaders", email: "rainbow@riverside.example" }];
  fs.writeFileSync(path.join(folder, "club.config.json"), JSON.stringify(config));
  fs.cpSync(path.join(projectDir, "content"), path.join(folder, "content"), { recursive: true });
  const about = path.join(folder, "content", "about.md");
  fs.writeFileSync(
    about,
    fs
      .readFileSync(about, "utf8")
      .replace(/^# .*$/m, "# About the Alliance")
      .concat("\nWe paint the mural by the gym every spring.\n"),
  );
  return folder;
}

describe("the club's settings on start", () => {
  test("an older data folder keeps its meetings and gains its club's settings from its files, with a first version", async () => {
    const dataDir = newDataDir();
    const older = await startTestServer({ schema: olderSchema, dataDir });
    const admin = await signedInAdmin(older);
    await admin.databases.createDocument("offbranch", "club_meetings", "orientation", {
      title: "Orientation",
      start: "2026-09-01T20:00:00Z",
      end: "2026-09-01T21:00:00Z",
    });
    await older.stop();

    const lines: string[] = [];
    const upgraded = await startTestServer({
      dataDir,
      clubTimeZone: "Europe/Dublin",
      log: (line) => lines.push(line),
    });
    try {
      const guest = sdkUser(upgraded).databases;
      const settings = await guest.getDocument("offbranch", "club_settings", "club");
      expect(settings).toMatchObject({
        club_name: clubFile.club.name,
        meeting_place: clubFile.club.meetingPlace,
        leaders_emails: clubFile.contacts.leaders.map((leader) => leader.email),
        time_zone: "Europe/Dublin",
      });
      const meeting = await guest.getDocument("offbranch", "club_meetings", "orientation");
      expect(meeting.title).toBe("Orientation");
      expect(lines.some((line) => line.includes("from club.config.json and content/"))).toBe(true);

      const organiser = await signedInAdmin(upgraded);
      const versions = await organiser.databases.listDocuments("offbranch", "club_versions", [
        Query.equal("document_id", "club"),
      ]);
      expect(versions.documents).toHaveLength(1);
      expect(JSON.parse(String(versions.documents[0]?.data))).toMatchObject({
        club_name: clubFile.club.name,
      });
    } finally {
      await upgraded.stop();
    }
  });

  test("a data folder of the previous release, which read its club's own files, keeps its club's names and words on its first start", async () => {
    const dataDir = newDataDir();
    const clubFiles = riversideFiles();
    const older = await startTestServer({ schema: olderSchema, dataDir, clubFiles });
    await older.stop();

    const upgraded = await startTestServer({ dataDir, clubFiles, withSite: true });
    try {
      const guest = sdkUser(upgraded).databases;
      expect(await guest.getDocument("offbranch", "club_settings", "club")).toMatchObject({
        club_name: "Riverside Rainbow Alliance",
        meeting_place: "The library annex",
        leaders_emails: ["rainbow@riverside.example"],
      });
      const about = await guest.getDocument("offbranch", "club_pages", "about.en");
      expect(about.title).toBe("About the Alliance");
      expect(about.body).toContain("We paint the mural by the gym every spring.");
      expect(about.body).toContain("{{club.name}}");
      const page = await (await fetch(`${upgraded.url}/about`)).text();
      expect(page).toContain("We paint the mural by the gym every spring.");
      expect(page).toContain("Riverside Rainbow Alliance");
    } finally {
      await upgraded.stop();
    }
  });

  test("a club renamed by an organiser keeps its name across a restart", async () => {
    const dataDir = newDataDir();
    const first = await startTestServer({ dataDir });
    const admin = await signedInAdmin(first);
    await admin.databases.updateDocument("offbranch", "club_settings", "club", {
      club_name: "Rainbow Alliance",
    });
    await first.stop();

    const second = await startTestServer({ dataDir, clubTimeZone: "Europe/Dublin" });
    try {
      const settings = await sdkUser(second).databases.getDocument(
        "offbranch",
        "club_settings",
        "club",
      );
      expect(settings).toMatchObject({ club_name: "Rainbow Alliance" });
      expect(settings.time_zone).not.toBe("Europe/Dublin");
    } finally {
      await second.stop();
    }
  });
});
