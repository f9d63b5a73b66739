import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DATABASE_FILE } from "../../../backend/storage/sqlite/open.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { forgedRequest } from "./forged-request.ts";

// The data folder, and so every backup of it, must not say who asked for a password reset or
// tried to sign in, or from where (decision 0127): the rate limits count digests, and forget a
// window once it has ended. A student asking about an organiser's address is nobody's business.

const CLIENT = "198.51.100.77";
const ASKED = "who-leads-this-club@example.org";
const GUESSED = "a-guessed-organiser@example.org";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ trustProxy: ["loopback"] });
});

afterAll(() => server?.stop());

function send(pathname: string, json: unknown) {
  return forgedRequest(`${server.endpoint}${pathname}`, {
    method: "POST",
    headers: { "X-Appwrite-Project": server.projectId, "X-Forwarded-For": CLIENT },
    json,
  });
}

/** Every row of every table of the data folder's database, and its files' bytes, as text. */
function everythingStored(): string {
  const file = path.join(server.dataDir, DATABASE_FILE);
  const database = new Database(file, { readonly: true });
  try {
    const tables = database
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all();
    const rows = tables.map(({ name }) => database.prepare(`SELECT * FROM "${name}"`).all());
    const bytes = ["", "-wal"]
      .map((suffix) => `${file}${suffix}`)
      .filter((name) => fs.existsSync(name))
      .map((name) => fs.readFileSync(name).toString("latin1"));
    return JSON.stringify(rows) + bytes.join("");
  } finally {
    database.close();
  }
}

describe("the data folder after strangers ask about accounts", () => {
  test("holds neither their address nor any email they typed, only digests that are counted", async () => {
    expect(
      (await send("/account/recovery", { email: ASKED, url: `${server.url}/reset` })).status,
    ).toBe(201);
    for (let attempt = 0; attempt < 3; attempt++) {
      const signIn = await send("/account/sessions/email", {
        email: GUESSED,
        password: "not the password",
      });
      expect(signIn.status).toBe(401);
    }

    const stored = everythingStored();
    expect(stored).not.toContain(CLIENT);
    expect(stored).not.toContain(ASKED);
    expect(stored).not.toContain(GUESSED);
    const database = new Database(path.join(server.dataDir, DATABASE_FILE), { readonly: true });
    const counted = database
      .prepare<[], { hits: number }>("SELECT hits FROM account_rate_limits")
      .all();
    database.close();
    expect(counted.reduce((total, { hits }) => total + hits, 0)).toBeGreaterThanOrEqual(4);
  });

  test("forgets the counts once their hour has passed, at the next start and on the next ask", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rate-limit-hours-"));
    let clock = new Date("2026-03-02T10:15:00Z");
    const counts = () => {
      const database = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true });
      try {
        return database.prepare("SELECT * FROM account_rate_limits").all().length;
      } finally {
        database.close();
      }
    };
    try {
      const first = await startTestServer({ dataDir, now: () => clock });
      await forgedRequest(`${first.endpoint}/account/recovery`, {
        method: "POST",
        headers: { "X-Appwrite-Project": first.projectId },
        json: { email: ASKED, url: `${first.url}/reset` },
      });
      await first.stop();
      expect(counts()).toBeGreaterThan(0);

      clock = new Date("2026-03-02T12:00:00Z");
      const later = await startTestServer({ dataDir, now: () => clock });
      await expect.poll(counts).toBe(0);
      await later.stop();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
