import fs from "node:fs";
import path from "node:path";
import { ID } from "appwrite";
import { afterAll, beforeAll, expect, test } from "vitest";
import { sdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server.stop());

/** Every byte SQLite holds for the DATA_DIR: the database file and its write-ahead log. */
function databaseBytes(): string {
  return fs
    .readdirSync(server.dataDir)
    .filter((file) => file.endsWith(".sqlite") || file.endsWith(".sqlite-wal"))
    .map((file) => fs.readFileSync(path.join(server.dataDir, file)).toString("latin1"))
    .join("");
}

test("neither the password nor the session secret is written to disk, only their hashes", async () => {
  const password = "unmistakable-password-4711";
  const sam = sdkUser(server);
  await sam.account.create(ID.unique(), "stored@example.org", password);
  await sam.account.createEmailPasswordSession("stored@example.org", password);
  const token = decodeURIComponent(sam.cookies.get("a_session_pride-club") ?? "");
  const secret: unknown = Reflect.get(
    JSON.parse(Buffer.from(token, "base64").toString("utf8")),
    "secret",
  );
  expect(secret).toMatch(/^[0-9a-f]{64}$/);

  const bytes = databaseBytes();
  expect(bytes).toContain("stored@example.org");
  expect(bytes).toContain("$argon2id$");
  expect(bytes).not.toContain(password);
  expect(bytes).not.toContain(String(secret));
  expect(bytes).not.toContain(token);
});
