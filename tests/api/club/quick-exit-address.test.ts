import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AppwriteException } from "appwrite";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_FILE } from "../../../backend/storage/sqlite/open.ts";
import type { SdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { organiserThroughTheSite } from "../../support/through-the-site.ts";

// The quick-exit button must take a visitor somewhere safe, at once (decision 0127): the club's
// settings take only an absolute web address, whoever writes them, and an address an older
// version stored that is not one never reaches a page.

const DATABASE = "offbranch";
const GOOD = "https://weather.example/today";

let dataDir: string;
let server: TestServer;
let organiser: SdkUser;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quick-exit-"));
  server = await startTestServer({ withSite: true, dataDir });
  organiser = await organiserThroughTheSite(server);
  await organiser.databases.updateDocument(DATABASE, "club_settings", "club", {
    quick_exit_url: GOOD,
  });
});

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function storedAddress(): Promise<unknown> {
  const settings = await organiser.databases.getDocument(DATABASE, "club_settings", "club");
  return settings["quick_exit_url"];
}

async function quickExitHref(): Promise<string | undefined> {
  const page = await (await fetch(`${server.url}/`)).text();
  return /<a class="quick-exit-button" href="([^"]*)"/.exec(page)?.[1];
}

describe("the quick-exit address in the club's settings", () => {
  it.each([
    { name: "javascript:", address: "javascript:alert(document.cookie)" },
    // Appwrite's url format takes any scheme followed by "//", and a browser runs this one.
    { name: "javascript: with a comment", address: "javascript://x%0Aalert(document.cookie)" },
    { name: "data:", address: "data://text/html,<script>alert(1)</script>" },
    { name: "vbscript:", address: "vbscript://x%0Amsgbox(1)" },
    { name: "a relative address", address: "/join" },
    { name: "a protocol-relative address", address: "//evil.example/" },
  ])(
    "an organiser writing $name through the API is refused, and nothing changes",
    async ({ address }) => {
      const refusal = await organiser.databases
        .updateDocument(DATABASE, "club_settings", "club", { quick_exit_url: address })
        .then(
          () => null,
          (error: unknown) => error,
        );

      expect(refusal).toBeInstanceOf(AppwriteException);
      expect(refusal).toMatchObject({ code: 400, type: "document_invalid_structure" });
      expect(String((refusal as AppwriteException).message)).toContain('"quick_exit_url"');
      expect(await storedAddress()).toBe(GOOD);
      expect(await quickExitHref()).toBe(GOOD);
    },
  );

  it.each(["school_website", "site_creator_website"])(
    "the other links a page draws from the settings (%s) are refused the same way",
    async (key) => {
      const refusal = await organiser.databases
        .updateDocument(DATABASE, "club_settings", "club", { [key]: "javascript://x%0Aalert(1)" })
        .then(
          () => null,
          (error: unknown) => error,
        );

      expect(refusal).toMatchObject({ code: 400, type: "document_invalid_structure" });
      expect(await (await fetch(`${server.url}/`)).text()).not.toContain("javascript:");
    },
  );

  it("javascript: addresses stored by an older version are never written into a page, and the button leads to the default", async () => {
    const seed = await quickExitHref();
    await server.stop();
    const database = new Database(path.join(dataDir, DATABASE_FILE));
    database
      .prepare(
        `UPDATE "documents__offbranch__club_settings" SET quick_exit_url = ?, school_website = ?`,
      )
      .run("javascript://x%0Aalert(document.cookie)", "javascript://x%0Aalert(1)");
    database.close();
    server = await startTestServer({ withSite: true, dataDir });

    const page = await (await fetch(`${server.url}/`)).text();
    expect(page).not.toContain("javascript:");
    expect(await quickExitHref()).toBe(
      JSON.parse(fs.readFileSync("club.config.json", "utf8")).quickExit.url,
    );
    expect(seed).toBe(GOOD);
  });
});
