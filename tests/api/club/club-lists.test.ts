import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import {
  loadProjectSchema,
  parseProjectSchema,
} from "../../../backend/schema/load-project-schema.ts";
import english from "../../../i18n/catalogues/en.json" with { type: "json" };
import spanish from "../../../i18n/catalogues/es.json" with { type: "json" };
import { sdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { organiserThroughTheSite } from "../../support/through-the-site.ts";

// The agenda guidelines and the support resources, one document per language each (decision
// 0111): a new data folder starts with the catalogue's guidelines and content/'s lists, an older
// one gains them from its files, and an organiser's save that breaks a list's rules is refused
// whole, with a 400 that names the attribute.

const root = path.join(import.meta.dirname, "../../..");
const shipped = loadProjectSchema(path.join(root, "appwrite.json"));
const LIST_COLLECTIONS = new Set(["club_guidelines", "club_support_resources"]);
/** The data model before the club's lists were collections. */
const olderSchema = parseProjectSchema({
  ...shipped,
  collections: shipped.collections.filter((collection) => !LIST_COLLECTIONS.has(collection.$id)),
});

interface FileResource {
  name: string;
  lastChecked: string;
  contacts: { kind: string; label: string; value: string }[];
}
function fileList(file: string): FileResource[] {
  const json = JSON.parse(fs.readFileSync(path.join(root, "content", file), "utf8")) as {
    resources: FileResource[];
  };
  return json.resources;
}

const STARTING_GUIDELINES = [
  "guidelines.confidentiality",
  "guidelines.oneMic",
  "guidelines.dontYuck",
  "guidelines.generalizations",
  "guidelines.assumptions",
  "guidelines.correctGently",
] as const;

const dataDirs: string[] = [];
afterEach(() => {
  for (const dataDir of dataDirs.splice(0)) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the club's lists on start", () => {
  test("a new data folder starts with each language's guidelines and support list", async () => {
    const server = await startTestServer();
    try {
      const guest = sdkUser(server).databases;
      const en = await guest.getDocument("offbranch", "club_guidelines", "en");
      expect(en.texts).toEqual(STARTING_GUIDELINES.map((id) => english[id]));
      expect(en.colours).toEqual(["red", "orange", "yellow", "green", "blue", "purple"]);
      const es = await guest.getDocument("offbranch", "club_guidelines", "es");
      expect(es.texts).toEqual(STARTING_GUIDELINES.map((id) => spanish[id]));

      const list = await guest.getDocument("offbranch", "club_support_resources", "es");
      const file = fileList("es/support-resources.json");
      expect(list.names).toEqual(file.map((resource) => resource.name));
      expect(list.last_checked).toEqual(file.map((resource) => resource.lastChecked));
      expect(list.reach[0]).toContain(`${file[0]?.contacts[0]?.label} | tel:`);
    } finally {
      await server.stop();
    }
  });

  test("an older data folder gains its files' lists and keeps an organiser's list across a restart", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "club-lists-"));
    dataDirs.push(dataDir);
    const older = await startTestServer({ schema: olderSchema, dataDir });
    const before = await organiserThroughTheSite(older);
    await before.databases.updateDocument("offbranch", "club_settings", "club", {
      club_name: "Rainbow Alliance",
    });
    await older.stop();

    const upgraded = await startTestServer({ dataDir });
    const organiser = await organiserThroughTheSite(upgraded);
    const guest = sdkUser(upgraded).databases;
    const list = await guest.getDocument("offbranch", "club_support_resources", "en");
    expect(list.names).toEqual(fileList("support-resources.json").map((r) => r.name));
    const settings = await guest.getDocument("offbranch", "club_settings", "club");
    expect(settings.club_name).toBe("Rainbow Alliance");
    await organiser.databases.updateDocument("offbranch", "club_guidelines", "en", {
      texts: ["Be kind"],
      colours: ["green"],
    });
    await upgraded.stop();

    const again = await startTestServer({ dataDir });
    try {
      const kept = await sdkUser(again).databases.getDocument("offbranch", "club_guidelines", "en");
      expect(kept).toMatchObject({ texts: ["Be kind"], colours: ["green"] });
    } finally {
      await again.stop();
    }
  });
});

describe("an organiser's save that breaks a list's rules", () => {
  let server: TestServer;
  let organiser: Awaited<ReturnType<typeof organiserThroughTheSite>>;

  beforeAll(async () => {
    server = await startTestServer();
    organiser = await organiserThroughTheSite(server);
  });
  afterAll(() => server.stop());

  const resource = {
    names: ["988 Lifeline"],
    descriptions: ["Call or text any time."],
    reach: ["Call 988 | tel:988\nThe website | https://988lifeline.org/"],
    last_checked: ["2026-01-05"],
  };
  const rows = [
    {
      name: "a guideline with no words",
      collection: "club_guidelines",
      change: { texts: ["Be kind", "  "], colours: ["red", "blue"] },
      says: "texts['1']",
    },
    {
      name: "a guideline of 201 characters",
      collection: "club_guidelines",
      change: { texts: ["x".repeat(201)], colours: ["red"] },
      says: "texts['0']",
    },
    {
      name: "a colour outside the six",
      collection: "club_guidelines",
      change: { texts: ["Be kind"], colours: ["#ff00ff"] },
      says: "colours['0']",
    },
    {
      name: "no guideline at all",
      collection: "club_guidelines",
      change: { texts: [], colours: [] },
      says: "texts",
    },
    {
      name: "more colours than guidelines",
      collection: "club_guidelines",
      change: { texts: ["Be kind"], colours: ["red", "blue"] },
      says: "colours",
    },
    {
      name: "a resource with an empty name",
      collection: "club_support_resources",
      change: { ...resource, names: [""] },
      says: "names['0']",
    },
    {
      name: "a description over 1000 characters",
      collection: "club_support_resources",
      change: { ...resource, descriptions: ["x".repeat(1001)] },
      says: "descriptions['0']",
    },
    {
      name: "a javascript: link",
      collection: "club_support_resources",
      change: { ...resource, reach: ["Tap here | javascript:alert(1)"] },
      says: "reach['0']",
    },
    {
      name: "a plain http link",
      collection: "club_support_resources",
      change: { ...resource, reach: ["Website | http://988lifeline.org/"] },
      says: "reach['0']",
    },
    {
      name: "a way to reach them without words",
      collection: "club_support_resources",
      change: { ...resource, reach: ["tel:988"] },
      says: "reach['0']",
    },
    {
      name: "a date that is no date",
      collection: "club_support_resources",
      change: { ...resource, last_checked: ["2026-02-30"] },
      says: "last_checked['0']",
    },
  ];

  test.each(rows)(
    "$name is refused with document_invalid_structure and nothing is stored",
    async ({ collection, change, says }) => {
      const before = await organiser.databases.getDocument("offbranch", collection, "en");
      const write = organiser.databases.updateDocument("offbranch", collection, "en", change);
      await expect(write).rejects.toMatchObject({ code: 400, type: "document_invalid_structure" });
      await expect(write).rejects.toThrow(says);
      const upsert = organiser.databases.upsertDocument("offbranch", collection, "en", {
        locale: "en",
        ...change,
      });
      await expect(upsert).rejects.toMatchObject({ code: 400, type: "document_invalid_structure" });
      const after = await organiser.databases.getDocument("offbranch", collection, "en");
      expect(after).toEqual(before);
    },
  );

  test("an organiser's list with every way to reach a service (https, tel, sms, mailto) is stored", async () => {
    const reach = [
      "Call | tel:+18664887386\nText START | sms:678678\nEmail | mailto:help@example.org\nWebsite | https://example.org/",
    ];
    await organiser.databases.updateDocument("offbranch", "club_support_resources", "en", {
      ...resource,
      reach,
    });
    const stored = await sdkUser(server).databases.getDocument(
      "offbranch",
      "club_support_resources",
      "en",
    );
    expect(stored).toMatchObject({ names: resource.names, reach });
  });
});
